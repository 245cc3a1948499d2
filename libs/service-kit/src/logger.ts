import type { LoggerService } from '@nestjs/common';
import pino from 'pino';
import { isSpanContextValid, trace as otelTrace } from '@opentelemetry/api';
import { currentOtelContext, currentTrace, type Logger } from '@bv/messaging';

export type ServiceLogger = pino.Logger & Logger;

let stdout: pino.DestinationStream | undefined;

/** Lines are gathered up to this many bytes (about 15 request lines) before one write… */
const GATHER_BYTES = 4096;
/** …or written after this long, so a quiet service's last lines never wait longer. */
const FLUSH_EVERY_MS = 250;

/**
 * Standard output, written asynchronously: a log line never makes the request that logged it
 * wait for the write, and under load one write carries many lines instead of one each. pino
 * flushes what is left when the process exits (its exit hook for `sync: false` destinations), so
 * a stop on SIGTERM loses no line; a process killed outright (SIGKILL) can lose the last 250 ms.
 * One per process: services that share a process (the integration tests) write through the same one.
 */
function asyncStdout(): pino.DestinationStream {
  stdout ??= pino.destination({ dest: 1, sync: false, minLength: GATHER_BYTES, periodicFlush: FLUSH_EVERY_MS });
  return stdout;
}

let isoMillisecond = -1;
let isoField = '';

/**
 * pino's `isoTime`, worked out once per millisecond: under load many lines share one, and
 * formatting the date was the costliest part of a request line (issue 18 profile).
 */
function isoTime(): string {
  const now = Date.now();
  if (now !== isoMillisecond) {
    isoMillisecond = now;
    isoField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return isoField;
}

/**
 * The fields that tie a log line to its action: the correlation id and, while tracing is on, the
 * `trace_id` and `span_id` of the span it was written in (the names log stores such as Loki and
 * Elasticsearch link to traces by).
 */
function correlationFields(): Record<string, string> {
  const trace = currentTrace();
  const fields: Record<string, string> = trace ? { correlationId: trace.correlationId, ...(trace.causationId ? { causationId: trace.causationId } : {}) } : {};
  const otel = currentOtelContext();
  const span = otel ? otelTrace.getSpanContext(otel) : undefined;
  if (span && isSpanContextValid(span)) {
    fields.trace_id = span.traceId;
    fields.span_id = span.spanId;
  }
  return fields;
}

/** JSON logs with the correlation id (and trace) of whatever request or event is being worked on. */
export function createLogger(service: string, level: string): ServiceLogger {
  return pino(
    {
      level,
      base: { service },
      timestamp: isoTime,
      mixin: correlationFields,
      redact: {
        paths: ['password', '*.password', 'authorization', '*.authorization', 'req.headers.authorization', 'req.headers.cookie', '*.token', '*.secret'],
        censor: '[redacted]',
      },
      serializers: { err: pino.stdSerializers.err },
    },
    asyncStdout(),
  ) as ServiceLogger;
}

/** Routes Nest's own log lines into the same pino stream. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: ServiceLogger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
