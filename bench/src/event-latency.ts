import amqplib from 'amqplib';
import { eventsExchange } from '@bv/messaging';
import { AMQP_URL, sleep, withTimeout } from './lib/infra';
import { liteSubmission } from './lib/lite';
import { numberSetting } from './lib/load';
import { migrateApp, startHost } from './lib/platform';
import { environment, fmt, out, percentile, printHeader, printSpreads, spread, table, type Verdict } from './lib/report';
import { runBenchmark } from './lib/run';
import { preciseNow, type EnqueuedEvent } from './lib/clock';

type Percentiles = { p50: number; p95: number; p99: number };
const percentiles = (values: number[]): Percentiles => ({ p50: percentile(values, 50), p95: percentile(values, 95), p99: percentile(values, 99) });
const show = (p: Percentiles) => `${fmt(p.p50)} / ${fmt(p.p95)} / ${fmt(p.p99)}`;

/**
 * Item 3 of issue 11. Time from the HTTP response of a Lite submission to its e-mail job
 * being in Redis (BullMQ add() resolved in the notifications process): commit → relay →
 * broker → notifications inbox transaction → enqueue. Baseline: a raw amqplib publish →
 * consume round trip on the same broker, exchange and queue type (quorum, persistent,
 * manual ack); a classic queue is measured alongside to show what quorum costs.
 */
runBenchmark('event-latency', 300, async (ctx) => {
  const samples = numberSetting('BENCH_SAMPLES', 100);
  const rounds = numberSetting('BENCH_ROUNDS', 5);
  const pollMs = numberSetting('BENCH_OUTBOX_POLL_MS', 250);
  const env = await environment(['amqplib', 'amqp-connection-manager', 'bullmq', 'ioredis', 'pg', 'typeorm']);
  printHeader('event latency: Lite response → e-mail job enqueued vs raw publish → consume (issue 11, item 3)', env, [
    `${samples} sequential submissions per round (one in flight), ${rounds} interleaved rounds; latencies in ms, p50 / p95 / p99`,
    `platform: gateway, assessments and notifications each in its own process; OUTBOX_POLL_MS=${pollMs} (the default); the e-mail worker delivers to the local mailbox as usual`,
    'enqueue time: BullMQ Queue.add() of the first undelayed job carrying the submission\'s correlation id resolving in the notifications process, reported by a probe the benchmark installs (app code untouched)',
    'raw: amqplib confirm channel publish (persistent) to the same topic exchange → consumer with manual ack on a quorum queue (the baseline), on a classic durable queue, and on the quorum queue with amqplib\'s default socket (Nagle on, like the services)',
    'raw connections set noDelay (no Nagle) unless said otherwise; the services\' connections (libs/messaging connectAmqp) do not',
  ]);

  await migrateApp(ctx, 'assessments');
  await migrateApp(ctx, 'notifications');
  /** First immediate (undelayed) e-mail job per correlation id: the result mail of a submission. */
  const enqueued = new Map<string, number>();
  const notifications = await startHost(ctx, 'notifications', [{ app: 'notifications', env: { OUTBOX_POLL_MS: String(pollMs), EMAIL_SWEEP_MS: '3600000' } }], {
    probeEnqueue: true,
    onEvent: (data) => {
      const event = data as EnqueuedEvent;
      if (event.kind !== 'enqueued' || !event.correlationId || event.delayMs > 0) return;
      if (!enqueued.has(event.correlationId)) enqueued.set(event.correlationId, event.at);
    },
  });
  const assessments = await startHost(ctx, 'assessments', [{ app: 'assessments', env: { OUTBOX_POLL_MS: String(pollMs) } }]);
  const gateway = await startHost(ctx, 'gateway', [{ app: 'gateway', env: { RATE_LIMIT_PER_MINUTE: '100000000', LITE_SUBMISSIONS_PER_MINUTE: '100000000' } }]);
  const url = `${gateway.urls.gateway}/api/v1/lite-assessments`;

  // Raw baseline on its own queues, bound to the run's events exchange like a consumer's queue.
  const exchange = eventsExchange({ prefix: ctx.names.amqpPrefix });
  const rawQueues = { quorum: `${ctx.names.amqpPrefix}bench.latency.quorum`, classic: `${ctx.names.amqpPrefix}bench.latency.classic` };
  ctx.created.queues.push(rawQueues.quorum, rawQueues.classic);
  // amqplib's default socket keeps Nagle's algorithm on (as the services' connections do);
  // the noDelay connection shows what the broker itself needs.
  const connection = await withTimeout(amqplib.connect(AMQP_URL, { timeout: 5_000 }), 10_000, 'RabbitMQ connection');
  ctx.onCleanup(() => connection.close());
  const fast = await withTimeout(amqplib.connect(AMQP_URL, { timeout: 5_000, noDelay: true }), 10_000, 'RabbitMQ connection');
  ctx.onCleanup(() => fast.close());
  const channels = {
    nagle: { publisher: await connection.createConfirmChannel(), consumer: await connection.createChannel() },
    noDelay: { publisher: await fast.createConfirmChannel(), consumer: await fast.createChannel() },
  };
  const consumer = channels.nagle.consumer;
  await consumer.assertExchange(exchange, 'topic', { durable: true });
  await consumer.assertQueue(rawQueues.quorum, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await consumer.assertQueue(rawQueues.classic, { durable: true });
  await consumer.bindQueue(rawQueues.quorum, exchange, 'bench.latency.quorum');
  await consumer.bindQueue(rawQueues.classic, exchange, 'bench.latency.classic');
  let arrived: ((at: number) => void) | undefined;
  const consumerTags: { channel: amqplib.Channel; tag: string }[] = [];
  const consumeWith = async (kind: 'nagle' | 'noDelay') => {
    for (const { channel, tag } of consumerTags.splice(0)) await channel.cancel(tag);
    const channel = channels[kind].consumer;
    await channel.prefetch(20);
    for (const queue of Object.values(rawQueues)) {
      const { consumerTag } = await channel.consume(queue, (msg) => {
        if (!msg) return;
        const at = preciseNow();
        channel.ack(msg);
        arrived?.(at);
      });
      consumerTags.push({ channel, tag: consumerTag });
    }
  };
  const body = Buffer.from(JSON.stringify({ id: 'x', type: 'assessment.completed', payload: liteSubmission(), pad: 'x'.repeat(400) }));

  const rawRound = async (kind: 'quorum' | 'classic', socket: 'nagle' | 'noDelay' = 'noDelay'): Promise<number[]> => {
    await consumeWith(socket);
    const publisher = channels[socket].publisher;
    const latencies: number[] = [];
    for (let i = 0; i < samples; i++) {
      const got = new Promise<number>((resolve) => {
        arrived = resolve;
      });
      const sent = preciseNow();
      publisher.publish(exchange, `bench.latency.${kind}`, body, { persistent: true, messageId: String(i), contentType: 'application/json' });
      latencies.push((await withTimeout(got, 5_000, `raw ${kind} message ${i}`)) - sent);
      await sleep(2);
    }
    await publisher.waitForConfirms();
    return latencies;
  };

  const platformRound = async (): Promise<{ fromResponse: number[]; fromRequest: number[] }> => {
    const sent: { correlationId: string; requestAt: number; responseAt: number }[] = [];
    for (let i = 0; i < samples; i++) {
      const submission = liteSubmission();
      // The gateway adopts a sane caller's correlation id; it follows the submission to the job.
      const correlationId = submission.submissionId!;
      const requestAt = preciseNow();
      const res = await withTimeout(
        fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-correlation-id': correlationId }, body: JSON.stringify(submission) }),
        10_000,
        'Lite submission',
      );
      const text = await res.text();
      const responseAt = preciseNow();
      if (res.status !== 201) throw new Error(`Lite submission answered ${res.status}: ${text}`);
      sent.push({ correlationId, requestAt, responseAt });
      const deadline = Date.now() + 10_000;
      while (!enqueued.has(correlationId)) {
        if (Date.now() > deadline) throw new Error(`no e-mail job enqueued within 10 s of submission ${i} (relay, broker or notifications stuck?)`);
        await sleep(1);
      }
      await sleep(5);
    }
    const fromResponse = sent.map((s) => enqueued.get(s.correlationId)! - s.responseAt);
    const fromRequest = sent.map((s) => enqueued.get(s.correlationId)! - s.requestAt);
    return { fromResponse, fromRequest };
  };

  out('warming up…');
  await rawRound('quorum');
  await rawRound('classic');
  await rawRound('quorum', 'nagle');
  await platformRound();

  const all = { platform: [] as number[], request: [] as number[], quorum: [] as number[], classic: [] as number[], quorumNagle: [] as number[] };
  const perRound = { platformP99: [] as number[], quorumP99: [] as number[], classicP99: [] as number[], ratioP50: [] as number[], ratioP99: [] as number[] };
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    const steps: (() => Promise<void>)[] = [
      async () => {
        const { fromResponse, fromRequest } = await platformRound();
        all.platform.push(...fromResponse);
        all.request.push(...fromRequest);
      },
      async () => {
        all.quorum.push(...(await rawRound('quorum')));
      },
      async () => {
        all.classic.push(...(await rawRound('classic')));
      },
      async () => {
        all.quorumNagle.push(...(await rawRound('quorum', 'nagle')));
      },
    ];
    if (round % 2 === 0) steps.reverse();
    for (const step of steps) await step();
    const last = (values: number[]) => values.slice(-samples);
    const platform = percentiles(last(all.platform));
    const quorum = percentiles(last(all.quorum));
    const classic = percentiles(last(all.classic));
    const quorumNagle = percentiles(last(all.quorumNagle));
    perRound.platformP99.push(platform.p99);
    perRound.quorumP99.push(quorum.p99);
    perRound.classicP99.push(classic.p99);
    perRound.ratioP50.push(platform.p50 / quorum.p50);
    perRound.ratioP99.push(platform.p99 / quorum.p99);
    rows.push([String(round), show(platform), show(quorum), show(classic), show(quorumNagle), fmt(platform.p50 / quorum.p50, 1), fmt(platform.p99 / quorum.p99, 1)]);
  }
  await gateway.child.stop();
  await assessments.child.stop();
  await notifications.child.stop();

  table(['round', 'platform response→enqueued', 'raw quorum', 'raw classic', 'raw quorum, Nagle on', 'p50 ×', 'p99 ×'], rows);
  out();
  const pooled = {
    platform: percentiles(all.platform),
    request: percentiles(all.request),
    quorum: percentiles(all.quorum),
    classic: percentiles(all.classic),
    quorumNagle: percentiles(all.quorumNagle),
  };
  table(
    ['all rounds pooled (ms)', 'p50', 'p95', 'p99', 'max'],
    [
      ['platform: HTTP response → job enqueued', ...Object.values(pooled.platform).map((v) => fmt(v)), fmt(Math.max(...all.platform))],
      ['platform: HTTP request sent → job enqueued', ...Object.values(pooled.request).map((v) => fmt(v)), fmt(Math.max(...all.request))],
      ['raw publish → consume, quorum queue', ...Object.values(pooled.quorum).map((v) => fmt(v)), fmt(Math.max(...all.quorum))],
      ['raw publish → consume, classic queue', ...Object.values(pooled.classic).map((v) => fmt(v)), fmt(Math.max(...all.classic))],
      ['raw quorum, amqplib default socket (Nagle on)', ...Object.values(pooled.quorumNagle).map((v) => fmt(v)), fmt(Math.max(...all.quorumNagle))],
    ],
  );
  out();
  printSpreads([
    ['platform p99 ms', perRound.platformP99, 1],
    ['raw quorum p99 ms', perRound.quorumP99, 1],
    ['raw classic p99 ms', perRound.classicP99, 1],
    ['ratio platform/raw quorum at p50', perRound.ratioP50, 1],
    ['ratio platform/raw quorum at p99', perRound.ratioP99, 1],
  ]);
  const bound = pooled.quorum.p99 + pollMs + 20;
  const verdicts: Verdict[] = [
    {
      target: `p99 ≤ raw p99 + outbox poll interval + 20 ms (= ${fmt(pooled.quorum.p99)} + ${pollMs} + 20 = ${fmt(bound)} ms)`,
      met: pooled.platform.p99 <= bound,
      detail: `platform p99 ${fmt(pooled.platform.p99)} ms over ${all.platform.length} submissions (per-round p99 min ${fmt(spread(perRound.platformP99).min)}, median ${fmt(spread(perRound.platformP99).median)}, max ${fmt(spread(perRound.platformP99).max)})`,
    },
  ];
  return {
    title: 'event latency (response → e-mail job enqueued)',
    environment: env,
    settings: [`samples=${samples}`, `rounds=${rounds}`, `OUTBOX_POLL_MS=${pollMs}`, `BENCH_AMQP_NODELAY=${process.env.BENCH_AMQP_NODELAY ?? '0'}`],
    ratios: { 'platform/raw quorum at p50': perRound.ratioP50, 'platform/raw quorum at p99': perRound.ratioP99 },
    series: {
      'platform p99 ms (per round)': perRound.platformP99,
      'raw quorum p99 ms (per round)': perRound.quorumP99,
      'raw classic p99 ms (per round)': perRound.classicP99,
      'pooled platform p50/p95/p99 ms': Object.values(pooled.platform),
      'pooled request→enqueued p50/p95/p99 ms': Object.values(pooled.request),
      'pooled raw quorum p50/p95/p99 ms': Object.values(pooled.quorum),
      'pooled raw classic p50/p95/p99 ms': Object.values(pooled.classic),
      'pooled raw quorum with Nagle p50/p95/p99 ms': Object.values(pooled.quorumNagle),
    },
    verdicts,
    notes: [],
  };
});
