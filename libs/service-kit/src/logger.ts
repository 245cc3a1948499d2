import type { LoggerService } from '@nestjs/common';
import pino from 'pino';
import { currentTrace, type Logger } from '@bv/messaging';

export type ServiceLogger = pino.Logger & Logger;

/** JSON logs with the correlation id of whatever request or event is being worked on. */
export function createLogger(service: string, level: string): ServiceLogger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const trace = currentTrace();
      return trace ? { correlationId: trace.correlationId, ...(trace.causationId ? { causationId: trace.causationId } : {}) } : {};
    },
    redact: {
      paths: ['password', '*.password', 'authorization', '*.authorization', 'req.headers.authorization', 'req.headers.cookie', '*.token', '*.secret'],
      censor: '[redacted]',
    },
    serializers: { err: pino.stdSerializers.err },
  }) as ServiceLogger;
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
