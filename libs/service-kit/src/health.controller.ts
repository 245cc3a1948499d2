import { Controller, Get, Header, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { HealthChecks } from './health';

/** The process is up and its event loop answers: safe on the public port everywhere. */
// Probes and metrics are for the platform, not API clients: the API document leaves them out.
@ApiExcludeController()
@Controller()
export class LivenessController {
  @Get('health/live')
  live() {
    return { status: 'ok' };
  }
}

/**
 * Readiness (which dependencies are down) and metrics on the public port, outside production
 * only; production serves them on the internal port (internal-http.ts).
 */
@ApiExcludeController()
@Controller()
export class OperationsController {
  constructor(@Inject(HealthChecks) private readonly checks: HealthChecks) {}

  @Get('health/ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const { ok, body } = await this.checks.ready();
    reply.status(ok ? 200 : 503);
    return body;
  }

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4')
  scrape() {
    return this.checks.scrape();
  }
}
