import { z } from 'zod';
import { safeText } from './safe-text';

// The browser's log entries (docs/product-rules.md, "Client logs"). The field layout is ours
// (the spec leaves it open); apps/web/src/logging/log-entry.ts mirrors it for the browser.
export const clientLogLevels = ['debug', 'info', 'warn', 'error', 'fatal'] as const;
export type ClientLogLevel = (typeof clientLogLevels)[number];

/** The browser buffers at most 100 entries (docs/product-rules.md, "Client logs"), so a flush never carries more. */
export const CLIENT_LOG_BATCH_MAX = 100;

const contextValue = z.union([safeText().max(2_000), z.number(), z.boolean(), z.null()]);

export const clientLogEntrySchema = z.object({
  level: z.enum(clientLogLevels),
  message: safeText().min(1).max(2_000),
  timestamp: z.iso.datetime(),
  /** Flat key/value pairs only: nothing nested, nothing large. */
  context: z.record(safeText().max(64), contextValue).refine((c) => Object.keys(c).length <= 30, 'at most 30 context keys').optional(),
  route: safeText().max(500).optional(),
  sessionId: safeText().max(64).optional(),
  errorId: safeText().max(64).optional(),
});
export type ClientLogEntry = z.infer<typeof clientLogEntrySchema>;

export const clientLogBatchSchema = z.object({
  logs: z.array(clientLogEntrySchema).min(1).max(CLIENT_LOG_BATCH_MAX),
});
export type ClientLogBatch = z.infer<typeof clientLogBatchSchema>;
