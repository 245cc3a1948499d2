import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AmqpConnectionManager } from '@bv/messaging';
import type { ServiceMetrics } from './metrics';

type CheckResult = 'up' | 'down';
export type Readiness = { ok: boolean; body: { status: 'ok' | 'unavailable'; checks: Record<string, CheckResult> } };

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

/** What the health and metrics endpoints report, whichever port serves them. */
export class HealthChecks {
  constructor(
    /** Undefined for a service without a broker (the converter). */
    private readonly amqp: AmqpConnectionManager | undefined,
    private readonly metrics: ServiceMetrics,
    private readonly dataSource?: DataSource,
    private readonly redis?: Redis,
    private readonly options: { redisRequired: boolean } = { redisRequired: true },
  ) {}

  /** Ready to take work: every dependency this service needs answers (Redis is reported, and only counts where it is required). */
  async ready(): Promise<Readiness> {
    const checks: Record<string, CheckResult> = {};
    if (this.amqp) checks.broker = this.amqp.isConnected() ? 'up' : 'down';
    if (this.dataSource) {
      checks.database = await within(2_000, this.dataSource.query('SELECT 1')).then(() => 'up' as const, () => 'down' as const);
    }
    if (this.redis) {
      checks.redis = await within(2_000, this.redis.ping()).then(() => 'up' as const, () => 'down' as const);
    }
    const ok = Object.entries(checks).every(([name, result]) => result === 'up' || (name === 'redis' && !this.options.redisRequired));
    return { ok, body: { status: ok ? 'ok' : 'unavailable', checks } };
  }

  scrape(): Promise<string> {
    return this.metrics.registry.metrics();
  }
}
