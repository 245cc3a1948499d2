import { Controller, Get, Header, Inject, Optional, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AmqpConnectionManager } from '@bv/messaging';
import { AMQP_CONNECTION, DATA_SOURCE, METRICS, REDIS } from './tokens';
import type { ServiceMetrics } from './metrics';

type CheckResult = 'up' | 'down';

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

@Controller()
export class HealthController {
  constructor(
    @Inject(AMQP_CONNECTION) private readonly amqp: AmqpConnectionManager,
    @Inject(METRICS) private readonly metrics: ServiceMetrics,
    @Optional() @Inject(DATA_SOURCE) private readonly dataSource?: DataSource,
    @Optional() @Inject(REDIS) private readonly redis?: Redis,
  ) {}

  /** The process is up and its event loop answers. */
  @Get('health/live')
  live() {
    return { status: 'ok' };
  }

  /** Ready to take work: every dependency this service uses answers. */
  @Get('health/ready')
  async ready(@Res({ passthrough: true }) reply: FastifyReply) {
    const checks: Record<string, CheckResult> = { broker: this.amqp.isConnected() ? 'up' : 'down' };
    if (this.dataSource) {
      checks.database = await within(2_000, this.dataSource.query('SELECT 1')).then(() => 'up' as const, () => 'down' as const);
    }
    if (this.redis) {
      checks.redis = await within(2_000, this.redis.ping()).then(() => 'up' as const, () => 'down' as const);
    }
    const ok = Object.values(checks).every((c) => c === 'up');
    reply.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'unavailable', checks };
  }

  @Get('metrics')
  @Header('Content-Type', 'text/plain; version=0.0.4')
  async scrape() {
    return this.metrics.registry.metrics();
  }
}
