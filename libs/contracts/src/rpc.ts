import { z } from 'zod';
import { flagsSnapshotSchema } from './flags';
import { liteResultSchema, liteSubmissionSchema } from './lite';

/**
 * Gateway -> service request/reply patterns. The queue a pattern goes to is `rpc.<service>`.
 * Requests are validated by the gateway before sending and by the service on receipt.
 */
export const rpcSchemas = {
  'assessments.lite.submit': { service: 'assessments', request: liteSubmissionSchema, response: liteResultSchema },
  'flags.current': { service: 'flags', request: z.object({}), response: flagsSnapshotSchema },
} as const;

export type RpcPattern = keyof typeof rpcSchemas;
export type RpcRequest<P extends RpcPattern> = z.infer<(typeof rpcSchemas)[P]['request']>;
export type RpcResponse<P extends RpcPattern> = z.infer<(typeof rpcSchemas)[P]['response']>;
export type ServiceName = (typeof rpcSchemas)[RpcPattern]['service'];

export function rpcQueueFor(service: string): string {
  return `rpc.${service}`;
}

/** What travels back on the reply queue. */
export type RpcReply<T = unknown> =
  | { ok: true; data: T }
  | { ok: false; error: { kind: string; code: string; message: string; details?: unknown; errorId?: string } };
