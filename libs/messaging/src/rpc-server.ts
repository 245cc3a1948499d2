import { randomUUID } from 'node:crypto';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { ZodError } from 'zod';
import { AppError, appError, platformErrors, rpcSchemas, type RpcPattern, type RpcReply, type RpcRequest, type RpcResponse } from '@bv/contracts';
import { openChannel, type AmqpConnectionManager } from './connection';
import { runWithTrace } from './context';
import { isTransientDatabaseError } from './database-errors';
import { contextFrom, endSpan, SpanKind, startSpan } from './tracing';
import type { Logger } from './logger';
import { rpcQueue, type Topology } from './names';

type PatternsOf<S extends string> = {
  [P in RpcPattern]: (typeof rpcSchemas)[P]['service'] extends S ? P : never;
}[RpcPattern];

export type RpcHandlers<S extends string> = {
  [P in PatternsOf<S>]: (request: RpcRequest<P>) => Promise<RpcResponse<P>>;
};

export type RpcServerOptions<S extends string> = {
  service: S;
  connection: AmqpConnectionManager;
  topology: Topology;
  handlers: RpcHandlers<S>;
  logger: Logger;
  prefetch?: number;
  onHandled?: (pattern: string, outcome: 'ok' | 'error', ms: number) => void;
};

const INTERNAL_MESSAGE = 'An unexpected error occurred. Please try again or contact support if the issue persists.';
/** What a caller is told to wait after the database was out of reach: a restart takes a second or two. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Answers the gateway's requests for one service from the `rpc.<service>` queue. */
export class RpcServer<S extends string> {
  private channel?: ChannelWrapper;
  private readonly inflight = new Set<Promise<void>>();
  private readonly consumerTags = new Map<ConfirmChannel, string>();
  private stopping = false;

  constructor(private readonly options: RpcServerOptions<S>) {
    const declared = (Object.keys(rpcSchemas) as RpcPattern[]).filter((p) => rpcSchemas[p].service === options.service);
    const handled = Object.keys(options.handlers);
    const missing = declared.filter((p) => !handled.includes(p));
    const foreign = handled.filter((p) => !declared.includes(p as RpcPattern));
    if (missing.length > 0 || foreign.length > 0) {
      throw new Error(
        `${options.service} RPC handlers do not match its contract (missing: ${missing.join(', ') || 'none'}; not its own: ${foreign.join(', ') || 'none'})`,
      );
    }
  }

  async start(): Promise<void> {
    const queue = rpcQueue(this.options.topology, this.options.service);
    this.channel = openChannel(this.options.connection, this.options.logger, {
      name: `${this.options.service}-rpc`,
      confirm: true,
      setup: async (ch: ConfirmChannel) => {
        await ch.assertQueue(queue, { durable: true });
        if (this.stopping) return;
        await ch.prefetch(this.options.prefetch ?? 32);
        const { consumerTag } = await ch.consume(queue, (msg) => {
          if (!msg) return;
          const work = this.handle(ch, msg).finally(() => this.inflight.delete(work));
          this.inflight.add(work);
        });
        this.consumerTags.set(ch, consumerTag);
        ch.once('close', () => this.consumerTags.delete(ch));
      },
    });
    await this.channel.waitForConnect();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const [ch, tag] of this.consumerTags) await ch.cancel(tag).catch(() => undefined);
    this.consumerTags.clear();
    await Promise.allSettled([...this.inflight]);
    await this.channel?.close();
  }

  private async handle(ch: ConfirmChannel, msg: ConsumeMessage): Promise<void> {
    const started = Date.now();
    const correlationId = String(msg.properties.headers?.['x-correlation-id'] ?? randomUUID());
    let pattern = 'unknown';
    const span = startSpan('rpc', SpanKind.SERVER, contextFrom(msg.properties.headers), { 'rpc.system': 'amqp', 'bv.service': this.options.service });
    const reply = await runWithTrace({ correlationId, causationId: null, otel: span?.context }, async (): Promise<RpcReply> => {
      try {
        const body = JSON.parse(msg.content.toString('utf8')) as { pattern: string; payload: unknown };
        pattern = body.pattern;
        span?.span.updateName(`rpc ${pattern}`);
        const handler = (this.options.handlers as Record<string, (req: unknown) => Promise<unknown>>)[pattern];
        if (!handler) throw appError(platformErrors.RPC_UNKNOWN_PATTERN, pattern);
        const spec = rpcSchemas[pattern as RpcPattern];
        const request = spec.request.parse(body.payload);
        return { ok: true, data: await handler(request) };
      } catch (err) {
        return { ok: false, error: this.describe(err, pattern) };
      }
    });
    endSpan(span, reply.ok ? undefined : reply.error.code);
    this.options.onHandled?.(pattern, reply.ok ? 'ok' : 'error', Date.now() - started);
    try {
      if (msg.properties.replyTo) {
        ch.sendToQueue(msg.properties.replyTo, Buffer.from(JSON.stringify(reply)), {
          correlationId: msg.properties.correlationId,
          contentType: 'application/json',
        });
      }
      ch.ack(msg);
    } catch (err) {
      this.options.logger.warn({ err: String(err), pattern }, 'could not reply; channel closed');
    }
  }

  private describe(err: unknown, pattern: string): Extract<RpcReply, { ok: false }>['error'] {
    if (err instanceof AppError) return { kind: err.kind, code: err.code, message: err.message, details: err.details };
    if (err instanceof ZodError) {
      return {
        kind: 'validation',
        code: 'VALIDATION.FAILED',
        message: err.issues[0]?.message ?? 'Please check your input and try again.',
        details: err.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      };
    }
    if (isTransientDatabaseError(err)) {
      // Not a bug: the database is restarting or failing over. The caller gets a 503 with Retry-After.
      this.options.logger.warn({ err: (err as Error).message, pattern }, 'database unavailable; answered as unavailable');
      const { kind, code, message } = platformErrors.DATABASE_UNAVAILABLE;
      return { kind, code, message, details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } };
    }
    const errorId = randomUUID();
    this.options.logger.error({ err, errorId, pattern }, 'unexpected error in RPC handler');
    return { kind: 'internal', code: 'INTERNAL', message: INTERNAL_MESSAGE, errorId };
  }
}
