import { consumerQueue, deadLetterQueue, eventsExchange, retryQueue, rpcQueue } from '@bv/messaging';
import { migrateService, type ServiceSpec } from '@bv/service-kit';
import { BenchChild } from './children';
import { AMQP_URL, DATABASE_URL, REDIS_URL, withTimeout } from './infra';
import type { BenchContext } from './run';
import type { HostPlan } from './service-host';
import { loadSpec, serviceEnv, type AppName } from './workspace';

const urls = { database: DATABASE_URL, amqp: AMQP_URL, redis: REDIS_URL };

export function envFor(ctx: BenchContext, app: AppName, extra: Record<string, string> = {}): Record<string, string> {
  return serviceEnv(app, ctx.names, urls, extra);
}

/** Everything the services of a run may create on the broker, so the clean-up removes it. */
function registerTopology(ctx: BenchContext, app: AppName): void {
  const topology = { prefix: ctx.names.amqpPrefix };
  const queue = consumerQueue(topology, app);
  ctx.created.queues.push(rpcQueue(topology, app), queue, retryQueue(queue, 1), retryQueue(queue, 2), retryQueue(queue, 3), deadLetterQueue(queue));
  const exchange = eventsExchange(topology);
  if (!ctx.created.exchanges.includes(exchange)) ctx.created.exchanges.push(exchange);
}

/** Applies an app's migrations in the run's own schema (the platform's migrate step). */
export async function migrateApp(ctx: BenchContext, app: AppName, schema = ctx.names.schemaOf(app)): Promise<void> {
  const spec = (await loadSpec(app)) as ServiceSpec<string>;
  ctx.created.schemas.push(schema);
  await withTimeout(migrateService(spec, envFor(ctx, app, { DB_SCHEMA: schema, LOG_LEVEL: 'warn' })), 60_000, `migrations of ${app}`);
}

export type Host = { child: BenchChild; urls: Record<string, string> };

/** Starts one process running the given services (each already migrated). */
export async function startHost(
  ctx: BenchContext,
  name: string,
  services: { app: AppName; env?: Record<string, string> }[],
  options: { cpu?: number; probeEnqueue?: boolean; onEvent?: (data: unknown) => void } = {},
): Promise<Host> {
  for (const s of services) registerTopology(ctx, s.app);
  const plan: HostPlan = {
    services: services.map((s) => ({ app: s.app, env: envFor(ctx, s.app, s.env) })),
    probeEnqueue: options.probeEnqueue,
  };
  const child = await BenchChild.start({
    name,
    script: 'lib/service-host.js',
    env: { BENCH_PLAN: JSON.stringify(plan) },
    cpu: options.cpu,
    readyTimeoutMs: 60_000,
    onEvent: options.onEvent,
  });
  return { child, urls: (child.readyData as { urls: Record<string, string> }).urls };
}
