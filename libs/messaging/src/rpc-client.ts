import { randomUUID } from 'node:crypto';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import { AppError, errorKinds, rpcSchemas, type ErrorKind, type RpcPattern, type RpcReply, type RpcRequest, type RpcResponse } from '@bv/contracts';
import { openChannel, type AmqpConnectionManager } from './connection';
import { currentCorrelationId } from './context';
import { activeTraceContext, endSpan, SpanKind, startSpan, traceCarrier } from './tracing';
import type { Logger } from './logger';
import { rpcQueue, type Topology } from './names';

const REPLY_QUEUE = 'amq.rabbitmq.reply-to';

type Pending = { resolve: (reply: RpcReply) => void; timer: NodeJS.Timeout };

export type RpcClientOptions = {
  connection: AmqpConnectionManager;
  topology: Topology;
  logger: Logger;
  timeoutMs?: number;
  /** A call the service did not answer in time (counted as an operational signal). */
  onTimeout?: (pattern: string) => void;
};

/**
 * Request/reply over RabbitMQ's direct reply-to. Requests expire in the queue when the
 * caller has stopped waiting, so a service never works for nobody.
 */
export class RpcClient {
  private channel?: ChannelWrapper;
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly options: RpcClientOptions) {}

  async start(): Promise<void> {
    this.channel = openChannel(this.options.connection, this.options.logger, {
      name: 'rpc-client',
      confirm: false,
      setup: async (ch: ConfirmChannel) => {
        await ch.consume(REPLY_QUEUE, (msg) => {
          if (!msg) return;
          const waiting = this.pending.get(msg.properties.correlationId);
          if (!waiting) return;
          this.pending.delete(msg.properties.correlationId);
          clearTimeout(waiting.timer);
          try {
            waiting.resolve(JSON.parse(msg.content.toString('utf8')) as RpcReply);
          } catch {
            waiting.resolve({ ok: false, error: { kind: 'internal', code: 'RPC.BAD_REPLY', message: 'Bad reply' } });
          }
        }, { noAck: true });
      },
    });
    await this.channel.waitForConnect();
  }

  async stop(): Promise<void> {
    for (const [id, waiting] of this.pending) {
      clearTimeout(waiting.timer);
      waiting.resolve({ ok: false, error: { kind: 'unavailable', code: 'RPC.SHUTTING_DOWN', message: 'Service is restarting. Please try again.' } });
      this.pending.delete(id);
    }
    await this.channel?.close();
  }

  /**
   * Validation happens once per hop (issue 18): the request where it arrives (the server parses
   * it; the caller's HTTP boundary has already parsed the user's input), the reply here.
   */
  async call<P extends RpcPattern>(pattern: P, payload: RpcRequest<P>, options: { timeoutMs?: number } = {}): Promise<RpcResponse<P>> {
    if (!this.channel) throw new Error('RpcClient not started');
    const spec = rpcSchemas[pattern];
    const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? 10_000;
    const requestId = randomUUID();
    const span = startSpan(`rpc ${pattern}`, SpanKind.CLIENT, activeTraceContext(), { 'rpc.system': 'amqp', 'rpc.method': pattern });
    const reply = await new Promise<RpcReply>((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        this.options.onTimeout?.(pattern);
        resolve({ ok: false, error: { kind: 'unavailable', code: 'RPC.TIMEOUT', message: 'The service did not answer in time. Please try again.' } });
      }, timeoutMs);
      this.pending.set(requestId, { resolve, timer });
      this.channel!
        .sendToQueue(rpcQueue(this.options.topology, spec.service), Buffer.from(JSON.stringify({ pattern, payload })), {
          replyTo: REPLY_QUEUE,
          correlationId: requestId,
          expiration: String(timeoutMs),
          contentType: 'application/json',
          headers: { 'x-correlation-id': currentCorrelationId(), ...traceCarrier(span?.context) },
          timeout: timeoutMs,
        })
        .catch((err: Error) => {
          this.options.logger.warn({ err: err.message, pattern }, 'rpc send failed');
        });
    });
    endSpan(span, reply.ok ? undefined : reply.error.code);
    if (!reply.ok) {
      const kind: ErrorKind = (errorKinds as readonly string[]).includes(reply.error.kind) ? (reply.error.kind as ErrorKind) : 'internal';
      const details = reply.error.errorId ? { ...(reply.error.details as object | undefined), errorId: reply.error.errorId } : reply.error.details;
      throw new AppError(kind, reply.error.code, reply.error.message, details);
    }
    return spec.response.parse(reply.data) as RpcResponse<P>;
  }
}
