import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
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

type RenderedMail = { subject: string; text: string; html: string };
type Renderer = { renderTemplate: (template: unknown, values: Record<string, unknown>) => RenderedMail };

/** The mail the worker sends in these runs, rendered once by the notifications service's own code. */
function renderedMail(userData: Record<string, unknown>): RenderedMail {
  const dist = join(__dirname, '../../apps/notifications/dist');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built service, found at run time
  const { renderTemplate } = require(join(dist, 'email/template-renderer')) as Renderer;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { compileTemplate } = require(join(dist, 'templates/compile-template')) as { compileTemplate: (t: unknown) => unknown };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TEMPLATE_CATALOGUE } = require(join(dist, 'templates/template-catalogue')) as { TEMPLATE_CATALOGUE: { id: string }[] };
  const template = compileTemplate(TEMPLATE_CATALOGUE.find((t) => t.id === 'assessment_completion'));
  return renderTemplate(template, {
    ...userData,
    unsubscribeUrl: 'http://localhost:3000/unsubscribe?token=t',
    preferencesUrl: 'http://localhost:3000/email-preferences?token=t',
    contactEmail: 'hello@blueprintvault.example',
    siteUrl: 'http://localhost:3000',
    physicalAddress: 'Singapore',
  });
}

/**
 * E-mails sent per second by the notifications service's BullMQ worker (lock the log row,
 * render the template, send over SMTP to a local sink, mark it sent), against what cannot be
 * avoided for a mail (issue 18, item 6): the same rendered mail sent to the same sink over a
 * pooled nodemailer transport with the same concurrency, no queue and no database. A BullMQ
 * worker that does nothing (issue 11's baseline) stays as a diagnostic.
 */
runBenchmark('email-worker', 300, async (ctx) => {
  const count = numberSetting('BENCH_EMAILS', 500);
  const rounds = numberSetting('BENCH_ROUNDS', 5);
  const concurrency = numberSetting('BENCH_EMAIL_CONCURRENCY', 5);
  const env = await environment(['bullmq', 'ioredis', 'nodemailer', 'pg', 'typeorm']);
  printHeader('e-mail worker: mails/s through the notifications worker to a local SMTP sink vs a bare pooled nodemailer loop (issue 18, item 6)', env, [
    `${count} mails per run; worker jobs added with addBulk, timed until the last job completed; ${rounds} interleaved rounds (order alternates)`,
    `EMAIL_CONCURRENCY=${concurrency} (the default) for the worker, the bare loop and the no-op worker; each in its own process`,
    'worker: notifications service as deployed with SMTP_URL=smtp://127.0.0.1:<sink> (pooled by default); the sink (bench/src/lib/smtp-sink.ts) greets at once and accepts everything',
    'baseline: the same rendered mail sent by a bare loop over a pooled nodemailer transport (bench/src/lib/bare-mailer.ts); diagnostic: a no-op BullMQ worker',
  ]);

  const sink = await startSmtpSink();
  ctx.onCleanup(() => sink.close());
  const smtpUrl = sink.url;

  await migrateApp(ctx, 'notifications');
  const schema = ctx.names.schemaOf('notifications');
  const baseEnv = { EMAIL_CONCURRENCY: String(concurrency), EMAIL_SWEEP_MS: '3600000' };
  const real: Host = await startHost(ctx, 'notifications', [{ app: 'notifications', env: { ...baseEnv, SMTP_URL: smtpUrl } }]);
  const bare = await BenchChild.start({
    name: 'bare-mailer',
    script: 'lib/bare-mailer.js',
    env: { BENCH_SMTP_URL: smtpUrl, EMAIL_CONCURRENCY: String(concurrency) },
    readyTimeoutMs: 20_000,
  });
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
    noop: new Queue('noop-send', { connection: redis, prefix: ctx.names.redisPrefix }),
  };
  ctx.onCleanup(() => Promise.all(Object.values(queues).map((q) => q.close())));
  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  ctx.onCleanup(() => db.end());

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
  const mail = { from: 'Blueprint Vault <hello@blueprintvault.example>', to: 'founder@example.sg', ...renderedMail(userData) };

  /** Pending log rows as the assessment-completed handler writes them. */
  const pendingMails = async (): Promise<string[]> => {
    const ids = Array.from({ length: count }, () => randomUUID());
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

  type Which = 'real' | 'bare' | 'noop';
  const cpuPerJob: Record<Which, number[]> = { real: [], bare: [], noop: [] };
  const machinePerJob: Record<Which, number[]> = { real: [], bare: [], noop: [] };
  /** Runs one drain and records the worker process's CPU time and the machine's busy time per job. */
  const withCpu = async (which: Which, child: BenchChild, work: () => Promise<number>): Promise<number> => {
    const cpu0 = await child.cpuMicros();
    const machine0 = machineBusyMicros();
    const rate = await work();
    cpuPerJob[which].push(((await child.cpuMicros()) - cpu0) / count);
    machinePerJob[which].push((machineBusyMicros() - machine0) / count);
    return rate;
  };

  const realRun = async (): Promise<number> => {
    const ids = await pendingMails();
    const sinkBefore = sink.received();
    const rate = await withCpu('real', real.child, () => drain(queues.real, ids));
    const sent = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".email_automation_logs WHERE id = ANY($1) AND status = 'sent'`, [ids]);
    if (Number(sent.rows[0].n) !== ids.length || sink.received() - sinkBefore < ids.length) {
      throw new Error(`expected ${ids.length} mails sent; ${sent.rows[0].n} marked sent, ${sink.received() - sinkBefore} received by the sink`);
    }
    return rate;
  };
  const noopRun = () => withCpu('noop', noop, () => drain(queues.noop, Array.from({ length: count }, () => randomUUID())));
  const bareRun = () =>
    withCpu('bare', bare, async () => {
      const sinkBefore = sink.received();
      const seconds = await bare.request<number>('send', { count, concurrency, mail }, 60_000);
      if (sink.received() - sinkBefore < count) throw new Error(`the sink received ${sink.received() - sinkBefore} of ${count} bare mails`);
      return count / seconds;
    });

  out('warming up…');
  await noopRun();
  await realRun();
  await bareRun();
  for (const series of [...Object.values(cpuPerJob), ...Object.values(machinePerJob)]) series.length = 0;

  const noopRates: number[] = [];
  const realRates: number[] = [];
  const bareRates: number[] = [];
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    let noopRate = 0;
    let realRate = 0;
    let bareRate = 0;
    const steps = [
      async () => {
        bareRate = await bareRun();
      },
      async () => {
        realRate = await (round === 1 ? real.child.profiled('notifications-email', realRun) : realRun());
      },
      async () => {
        noopRate = await noopRun();
      },
    ];
    if (round % 2 === 0) steps.reverse();
    for (const step of steps) await step();
    noopRates.push(noopRate);
    realRates.push(realRate);
    bareRates.push(bareRate);
    rows.push([String(round), fmt(bareRate, 0), fmt(realRate, 0), `${fmt((100 * realRate) / bareRate, 0)} %`, fmt(noopRate, 0), `${fmt((100 * realRate) / noopRate, 0)} %`]);
  }
  await noop.stop();
  await bare.stop();
  await real.child.stop();

  table(['round', 'bare mailer mails/s', 'e-mail worker mails/s', 'worker / bare', 'no-op jobs/s', 'worker / no-op'], rows);
  out();
  const ratios = realRates.map((r, i) => r / bareRates[i]);
  const noopRatios = realRates.map((r, i) => r / noopRates[i]);
  printSpreads([
    ['bare pooled nodemailer mails/s', bareRates, 0],
    ['e-mail worker mails/s', realRates, 0],
    ['ratio worker/bare', ratios, 2],
    ['no-op BullMQ jobs/s (diagnostic)', noopRates, 0],
    ['ratio worker/no-op (diagnostic)', noopRatios, 2],
    ['bare mailer process CPU µs/mail', cpuPerJob.bare, 0],
    ['e-mail worker process CPU µs/mail', cpuPerJob.real, 0],
    ['no-op worker process CPU µs/job', cpuPerJob.noop, 0],
    ['machine busy µs/mail, e-mail worker runs', machinePerJob.real, 0],
    ['machine busy µs/mail, bare mailer runs', machinePerJob.bare, 0],
  ]);
  const ratio = spread(ratios);
  const verdicts: Verdict[] = [
    atLeastVerdict('e-mail worker ≥ 50 % of a bare pooled nodemailer loop (issue 18)', 'worker/bare', ratio, 0.5, `; of a no-op BullMQ worker ${fmt(100 * spread(noopRatios).median, 0)} %`),
  ];
  return {
    title: 'e-mail worker throughput',
    environment: env,
    settings: [`emails=${count}`, `rounds=${rounds}`, `concurrency=${concurrency}`],
    ratios: { 'e-mail worker ÷ bare pooled nodemailer': ratios, 'e-mail worker ÷ no-op worker (diagnostic)': noopRatios },
    series: {
      'bare mailer mails/s': bareRates,
      'e-mail worker mails/s': realRates,
      'no-op jobs/s': noopRates,
      'bare mailer CPU µs/mail': cpuPerJob.bare,
      'e-mail worker CPU µs/mail': cpuPerJob.real,
      'no-op worker CPU µs/job': cpuPerJob.noop,
      'machine µs/mail (bare runs)': machinePerJob.bare,
      'machine µs/mail (e-mail worker runs)': machinePerJob.real,
    },
    verdicts,
    notes: [],
  };
});
