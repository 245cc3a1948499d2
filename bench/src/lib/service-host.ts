import { Queue } from 'bullmq';
import { currentTrace } from '@bv/messaging';
import { bootstrapService, type RunningService, type ServiceSpec } from '@bv/service-kit';
import { amqpNoDelayRequested, forceAmqpNoDelay } from './amqp-nodelay';
import { preciseNow, type EnqueuedEvent } from './clock';
import { emitToParent, serveParent, signalFailed, signalReady } from './ipc';
import { loadSpec, type AppName } from './workspace';

/** Entry of a service process (started by lib/platform.ts); never import it elsewhere. */

/** What a benchmark asks this process to run (JSON in BENCH_PLAN). */
export type HostPlan = {
  services: { app: AppName; env: Record<string, string> }[];
  /** Report every BullMQ job added, with the wall-clock time its add() resolved. */
  probeEnqueue?: boolean;
};

/**
 * Instruments BullMQ from outside the app: the job is in Redis once add() resolves, which is
 * what "the e-mail job is enqueued" means. The app's code is untouched.
 */
function probeEnqueue(): void {
  const original = Queue.prototype.add;
  Queue.prototype.add = async function probedAdd(this: Queue, ...args: Parameters<Queue['add']>) {
    const correlationId = currentTrace()?.correlationId ?? null;
    const job = await original.apply(this, args);
    const event: EnqueuedEvent = { kind: 'enqueued', jobId: String(job.id), at: preciseNow(), delayMs: args[2]?.delay ?? 0, correlationId };
    emitToParent(event);
    return job;
  } as Queue['add'];
}

async function main(): Promise<void> {
  const plan = JSON.parse(process.env.BENCH_PLAN ?? '{}') as HostPlan;
  if (plan.probeEnqueue) probeEnqueue();
  if (amqpNoDelayRequested()) forceAmqpNoDelay();
  const running: RunningService[] = [];
  const urls: Record<string, string> = {};
  serveParent({}, async () => {
    for (const service of [...running].reverse()) await service.stop();
  });
  for (const { app, env } of plan.services) {
    const spec = (await loadSpec(app)) as ServiceSpec<string>;
    const service = await bootstrapService(spec, env, { handleSignals: false });
    running.push(service);
    urls[app] = service.url;
  }
  signalReady({ urls });
}

main().catch((err: Error) => {
  signalFailed(err);
  setTimeout(() => process.exit(1), 50);
});
