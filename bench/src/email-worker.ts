import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { BenchChild } from './lib/children';
import { DATABASE_URL, REDIS_URL, waitUntil } from './lib/infra';
import { machineBusyMicros, numberSetting } from './lib/load';
import { migrateApp, startHost, type Host } from './lib/platform';
import { atLeastVerdict, environment, fmt, out, printHeader, printSpreads, spread, table, type Verdict } from './lib/report';
import { runBenchmark } from './lib/run';
import { startSmtpSink } from './lib/smtp-sink';

/** The queue name and job options of the notifications e-mail queue (RowJobQueue in libs/service-kit, EMAIL_QUEUE_NAME). */
const EMAIL_QUEUE_NAME = 'email-send';
const jobOptions = (jobId: string) => ({
  jobId,
  attempts: 5,
  backoff: { type: 'exponential', delay: 2_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
});

/**
 * Item 5 of issue 11. E-mails sent per second by the notifications service's BullMQ worker
 * (lock the log row, render the template, send over SMTP to a local sink, mark it sent),
 * against a BullMQ worker that does nothing, same Redis, same concurrency, same job options.
 */
runBenchmark('email-worker', 300, async (ctx) => {
  const count = numberSetting('BENCH_EMAILS', 500);
  const rounds = numberSetting('BENCH_ROUNDS', 5);
  const concurrency = numberSetting('BENCH_EMAIL_CONCURRENCY', 5);
  const env = await environment(['bullmq', 'ioredis', 'nodemailer', 'pg', 'typeorm']);
  printHeader('e-mail worker: mails/s through the notifications worker to a local SMTP sink vs a no-op BullMQ worker (issue 11, item 5)', env, [
    `${count} jobs per run, added with addBulk, timed until the last job completed; ${rounds} interleaved rounds (order alternates)`,
    `EMAIL_CONCURRENCY=${concurrency} (the default) for the real worker and the no-op worker; each in its own process`,
    'real: notifications service as deployed with SMTP_URL=smtp://127.0.0.1:<sink> (nodemailer, no pool: the default); the sink (bench/src/lib/smtp-sink.ts) greets at once and accepts everything',
    'diagnostic: the same worker with SMTP_URL=…?pool=true&maxConnections=5 (configuration only, no code change)',
  ]);

  const sink = await startSmtpSink();
  ctx.onCleanup(() => sink.close());
  const smtpUrl = sink.url;

  await migrateApp(ctx, 'notifications');
  const schema = ctx.names.schemaOf('notifications');
  const pooledPrefix = `${ctx.names.redisPrefix}pool`;
  const baseEnv = { EMAIL_CONCURRENCY: String(concurrency), EMAIL_SWEEP_MS: '3600000' };
  const real: Host = await startHost(ctx, 'notifications', [{ app: 'notifications', env: { ...baseEnv, SMTP_URL: smtpUrl } }]);
  const pooled: Host = await startHost(ctx, 'notifications-pooled', [
    { app: 'notifications', env: { ...baseEnv, SMTP_URL: `${smtpUrl}?pool=true&maxConnections=${concurrency}`, REDIS_PREFIX: pooledPrefix } },
  ]);
  const noop = await BenchChild.start({
    name: 'noop-worker',
    script: 'lib/noop-worker.js',
    env: { REDIS_URL, REDIS_PREFIX: ctx.names.redisPrefix, BENCH_QUEUE: 'noop-send', EMAIL_CONCURRENCY: String(concurrency) },
    readyTimeoutMs: 20_000,
  });

  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  ctx.onCleanup(() => redis.quit());
  const queues = {
    real: new Queue(EMAIL_QUEUE_NAME, { connection: redis, prefix: ctx.names.redisPrefix }),
    pooled: new Queue(EMAIL_QUEUE_NAME, { connection: redis, prefix: pooledPrefix }),
    noop: new Queue('noop-send', { connection: redis, prefix: ctx.names.redisPrefix }),
  };
  ctx.onCleanup(() => Promise.all(Object.values(queues).map((q) => q.close())));
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  ctx.onCleanup(() => db.end());

  /** Pending log rows as the assessment-completed handler writes them. */
  const pendingMails = async (): Promise<string[]> => {
    const ids = Array.from({ length: count }, () => randomUUID());
    const userData = {
      name: 'Mei Lin Tan',
      toolName: 'ExitCheck Lite',
      toolType: 'exitcheck',
      score: 31,
      maxScore: 50,
      scoreLabel: 'Getting there',
      insight: 'Your numbers are in order, but the business still leans on you; buyers will price that in.',
      pricingUrl: 'http://localhost:3000/#pricing',
      consultationLink: 'http://localhost:3000/account?tab=consultations',
    };
    await db.query(
      `INSERT INTO "${schema}".email_automation_logs (id, user_email, template_id, status, scheduled_at, user_data, attempts, dedupe_key)
       SELECT id, 'founder-' || left(id::text, 8) || '@example.sg', 'assessment_completion', 'pending', now(), $2::jsonb, 0, 'assessment:' || id::text
       FROM unnest($1::uuid[]) AS id`,
      [ids, JSON.stringify(userData)],
    );
    return ids;
  };

  const drain = async (queue: Queue, ids: string[]): Promise<number> => {
    const before = await queue.getJobCounts('completed', 'failed');
    const started = process.hrtime.bigint();
    await queue.addBulk(ids.map((id) => ({ name: 'send', data: { logId: id }, opts: jobOptions(id) })));
    const done = await waitUntil(
      () => queue.getJobCounts('completed', 'failed'),
      (c) => c.completed - before.completed + (c.failed - before.failed) >= ids.length,
      60_000,
      `${queue.name} jobs to complete (Redis restarted or flushed by someone else's test?)`,
      5,
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (done.failed > before.failed) throw new Error(`${done.failed - before.failed} jobs failed`);
    return ids.length / seconds;
  };

  const cpuPerJob: Record<'real' | 'pooled' | 'noop', number[]> = { real: [], pooled: [], noop: [] };
  const machinePerJob: Record<'real' | 'pooled' | 'noop', number[]> = { real: [], pooled: [], noop: [] };
  /** Runs one drain and records the worker process's CPU time and the machine's busy time per job. */
  const withCpu = async (which: 'real' | 'pooled' | 'noop', child: BenchChild, work: () => Promise<number>): Promise<number> => {
    const cpu0 = await child.cpuMicros();
    const machine0 = machineBusyMicros();
    const rate = await work();
    cpuPerJob[which].push(((await child.cpuMicros()) - cpu0) / count);
    machinePerJob[which].push((machineBusyMicros() - machine0) / count);
    return rate;
  };

  const realRun = async (which: 'real' | 'pooled'): Promise<number> => {
    const ids = await pendingMails();
    const sinkBefore = sink.received();
    const rate = await withCpu(which, (which === 'real' ? real : pooled).child, () => drain(queues[which], ids));
    const sent = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".email_automation_logs WHERE id = ANY($1) AND status = 'sent'`, [ids]);
    if (Number(sent.rows[0].n) !== ids.length || sink.received() - sinkBefore < ids.length) {
      throw new Error(`expected ${ids.length} mails sent; ${sent.rows[0].n} marked sent, ${sink.received() - sinkBefore} received by the sink`);
    }
    return rate;
  };
  const noopRun = () => withCpu('noop', noop, () => drain(queues.noop, Array.from({ length: count }, () => randomUUID())));

  out('warming up…');
  await noopRun();
  await realRun('real');
  await realRun('pooled');
  for (const series of [...Object.values(cpuPerJob), ...Object.values(machinePerJob)]) series.length = 0;

  const noopRates: number[] = [];
  const realRates: number[] = [];
  const pooledRates: number[] = [];
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    let noopRate = 0;
    let realRate = 0;
    let pooledRate = 0;
    const steps = [
      async () => {
        noopRate = await noopRun();
      },
      async () => {
        realRate = await (round === 1 ? real.child.profiled('notifications-email', () => realRun('real')) : realRun('real'));
      },
      async () => {
        pooledRate = await realRun('pooled');
      },
    ];
    if (round % 2 === 0) steps.reverse();
    for (const step of steps) await step();
    noopRates.push(noopRate);
    realRates.push(realRate);
    pooledRates.push(pooledRate);
    rows.push([String(round), fmt(noopRate, 0), fmt(realRate, 0), `${fmt((100 * realRate) / noopRate, 0)} %`, fmt(pooledRate, 0), `${fmt((100 * pooledRate) / noopRate, 0)} %`]);
  }
  await noop.stop();
  await real.child.stop();
  await pooled.child.stop();

  table(['round', 'no-op jobs/s', 'e-mail worker mails/s', 'worker / no-op', 'pooled SMTP mails/s', 'pooled / no-op'], rows);
  out();
  const ratios = realRates.map((r, i) => r / noopRates[i]);
  const pooledRatios = pooledRates.map((r, i) => r / noopRates[i]);
  printSpreads([
    ['no-op BullMQ jobs/s', noopRates, 0],
    ['e-mail worker mails/s (default SMTP_URL)', realRates, 0],
    ['ratio worker/no-op', ratios, 2],
    ['e-mail worker mails/s (SMTP pool, diagnostic)', pooledRates, 0],
    ['ratio pooled worker/no-op', pooledRatios, 2],
    ['no-op worker process CPU µs/job', cpuPerJob.noop, 0],
    ['e-mail worker process CPU µs/mail', cpuPerJob.real, 0],
    ['pooled e-mail worker process CPU µs/mail', cpuPerJob.pooled, 0],
    ['machine busy µs/job, no-op runs', machinePerJob.noop, 0],
    ['machine busy µs/mail, e-mail worker runs', machinePerJob.real, 0],
  ]);
  const ratio = spread(ratios);
  const verdicts: Verdict[] = [atLeastVerdict('e-mail worker ≥ 50 % of a no-op BullMQ worker', 'worker/no-op', ratio, 0.5, `; with a pooled SMTP transport ${fmt(100 * spread(pooledRatios).median, 0)} %`)];
  return {
    title: 'e-mail worker throughput',
    environment: env,
    settings: [`emails=${count}`, `rounds=${rounds}`, `concurrency=${concurrency}`],
    ratios: { 'e-mail worker ÷ no-op worker': ratios, 'pooled SMTP worker ÷ no-op worker (diagnostic)': pooledRatios },
    series: {
      'no-op jobs/s': noopRates,
      'e-mail worker mails/s': realRates,
      'pooled SMTP mails/s': pooledRates,
      'no-op worker CPU µs/job': cpuPerJob.noop,
      'e-mail worker CPU µs/mail': cpuPerJob.real,
      'pooled e-mail worker CPU µs/mail': cpuPerJob.pooled,
      'machine µs/job (no-op runs)': machinePerJob.noop,
      'machine µs/mail (e-mail worker runs)': machinePerJob.real,
    },
    verdicts,
    notes: [],
  };
});
