import { z } from 'zod';
import { safeText } from './safe-text';

/** Every domain event travels in this envelope (ARCHITECTURE "Event envelope"). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: safeText().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  producer: safeText().min(1),
  correlationId: safeText().min(1),
  causationId: safeText().min(1).nullable(),
  /** W3C trace context of the action that recorded the event, when tracing is on. */
  trace: z.object({ traceparent: z.string().max(128), tracestate: z.string().max(512).optional() }).optional(),
  payload: z.unknown(),
});

export type EventEnvelope<TPayload = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & {
  payload: TPayload;
};
