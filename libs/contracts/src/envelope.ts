import { z } from 'zod';

/** Every domain event travels in this envelope (ARCHITECTURE "Event envelope"). */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  producer: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().min(1).nullable(),
  payload: z.unknown(),
});

export type EventEnvelope<TPayload = unknown> = Omit<z.infer<typeof eventEnvelopeSchema>, 'payload'> & {
  payload: TPayload;
};
