import { z } from 'zod';
import { isoDateSchema } from './common';

export const componentStatusSchema = z.enum(['up', 'down']);

/** GET /api/v1/status: the gateway's and each service's readiness, as the status page shows it. */
export const statusReportSchema = z.object({
  status: z.enum(['operational', 'degraded', 'down']),
  checkedAt: isoDateSchema,
  services: z.array(
    z.object({
      name: z.string(),
      status: componentStatusSchema,
      /** Round-trip time of the readiness probe; null when it never answered. */
      latencyMs: z.number().nonnegative().nullable(),
      /** The service's own dependency checks (database, broker, redis) when it answered. */
      checks: z.record(z.string(), componentStatusSchema),
    }),
  ),
});
export type StatusReportBody = z.infer<typeof statusReportSchema>;
