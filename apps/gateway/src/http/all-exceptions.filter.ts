import { Catch, Inject, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { LOGGER, type ServiceLogger } from '@bv/service-kit';
import { toErrorResponse } from './error-response';

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: ServiceLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body, headers } = toErrorResponse(exception, this.logger);
    if (headers) void reply.headers(headers);
    void reply.status(status).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(body);
  }
}
