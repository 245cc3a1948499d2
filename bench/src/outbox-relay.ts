import { randomUUID } from 'node:crypto';
import amqplib from 'amqplib';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { connectAmqp, createOutboxTableSql, DEFAULT_OUTBOX_BATCH_SIZE, eventsExchange, OutboxRelay, silentLogger } from '@bv/messaging';
import { AMQP_URL, DATABASE_URL, withTimeout, waitUntil } from './lib/infra';
import { liteSubmission } from './lib/lite';
import { machineBusyMicros, numberSetting, selfCpuMicros, serverCpuMicros, serverCpuSince } from './lib/load';
import { atLeastVerdict, environment, fmt, out, printHeader, printSpreads, spread, table, type Verdict } from './lib/report';
import { amqpNoDelayRequested, forceAmqpNoDelay } from './lib/amqp-nodelay';
import { runBenchmark } from './lib/run';

/**
 * Item 4 of issue 11. The outbox relay (libs/messaging OutboxRelay, as every service runs
 * it: batches of OUTBOX_BATCH_SIZE's default rows locked with SKIP LOCKED, published with confirms, marked sent)
 * draining N rows, against raw amqplib publishing the same N messages on a confirm channel
 * with every confirm pipelined (publish all, then wait for the confirms). Both go to the same
 * exchange, routed to a quorum queue like a consumer's.
 */
runBenchmark('outbox-relay', 240, async (ctx) => {
  const count = numberSetting('BENCH_EVENTS', 10000);
  const rounds = numberSetting('BENCH_ROUNDS', 5);
  const env = await environment(['amqplib', 'amqp-connection-manager', 'pg', 'typeorm']);
  printHeader('outbox relay: events/s drained by OutboxRelay vs raw amqplib with pipelined confirms (issue 11, item 4)', env, [
    `${count} assessment.completed events per run, ${rounds} interleaved rounds (order alternates)`,
    `relay: in this process, TypeORM DataSource (pool 10), amqp-connection-manager, default batch ${DEFAULT_OUTBOX_BATCH_SIZE} (the services' OUTBOX_BATCH_SIZE default) and poll 250 ms; timed from start() to the last row marked sent`,
    'raw: one amqplib confirm channel (socket noDelay), persistent messages with the same body and properties, all published, then waitForConfirms()',
    'both publish to the run\'s topic exchange, routed to one durable quorum queue (purged between runs)',
    'diagnostic: the same relay with OUTBOX_BATCH_SIZE=1000',
  ]);

  if (amqpNoDelayRequested()) forceAmqpNoDelay();
  const schema = ctx.names.schemaOf('relay');
  const topology = { prefix: ctx.names.amqpPrefix };
  const exchange = eventsExchange(topology);
  const queue = `${ctx.names.amqpPrefix}bench.relay.quorum`;
  ctx.created.schemas.push(schema);
  ctx.created.queues.push(queue);
  ctx.created.exchanges.push(exchange);

  const db = new Client({ connectionString: DATABASE_URL });
  await db.connect();
  ctx.onCleanup(() => db.end());
  await db.query(`CREATE SCHEMA "${schema}"`);
  for (const sql of createOutboxTableSql(schema)) await db.query(sql);

  const dataSource = new DataSource({ type: 'postgres', url: DATABASE_URL, schema, poolSize: 10, extra: { connectionTimeoutMillis: 5_000 } });
  await withTimeout(dataSource.initialize(), 15_000, 'TypeORM DataSource');
  ctx.onCleanup(() => dataSource.destroy());
  const manager = connectAmqp(AMQP_URL, silentLogger, 'bench-relay');
  ctx.onCleanup(() => manager.close());
  // Both at their best: Nagle off (the services' connections turn it off too).
  const raw = await withTimeout(amqplib.connect(AMQP_URL, { timeout: 5_000, noDelay: true }), 10_000, 'RabbitMQ connection');
  ctx.onCleanup(() => raw.close());
  const admin = await raw.createChannel();
  await admin.assertExchange(exchange, 'topic', { durable: true });
  await admin.assertQueue(queue, { durable: true, arguments: { 'x-queue-type': 'quorum' } });
  await admin.bindQueue(queue, exchange, 'assessment.completed');
  const confirm = await raw.createConfirmChannel();

  const envelopes = Array.from({ length: count }, () => {
    const submission = liteSubmission();
    return {
      id: randomUUID(),
      type: 'assessment.completed',
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'assessments',
      correlationId: randomUUID(),
      causationId: null,
      payload: {
        assessmentId: submission.submissionId,
        kind: 'lite',
        toolType: 'exitcheck',
        email: submission.email,
        name: submission.name,
        userId: null,
        score: 37,
        maxScore: 50,
        scoreLabel: 'Buyer-ready',
        tier: 'high',
        insight: 'Your business shows strong exit readiness; a buyer would find few surprises in due diligence.',
      },
    };
  });

  const fillOutbox = async () => {
    await db.query(`TRUNCATE "${schema}".outbox`);
    for (let i = 0; i < envelopes.length; i += 1000) {
      const slice = envelopes.slice(i, i + 1000).map((e) => ({ ...e, id: randomUUID() }));
      await db.query(`INSERT INTO "${schema}".outbox (id, type, envelope) SELECT * FROM unnest($1::uuid[], $2::text[], $3::jsonb[])`, [
        slice.map((e) => e.id),
        slice.map((e) => e.type),
        slice.map((e) => JSON.stringify(e)),
      ]);
    }
    await db.query(`ANALYZE "${schema}".outbox`);
  };
  const purge = async () => {
    await admin.purgeQueue(queue);
  };

  /** Where a run's CPU went, per event: this process (the relay or the raw publisher), the two servers, the whole machine. */
  type CpuPerEvent = { self: number; postgres: number; rabbitmq: number; machine: number };
  const relayCpu: CpuPerEvent[] = [];
  const rawCpu: CpuPerEvent[] = [];
  const cpuMeter = () => {
    const self0 = selfCpuMicros();
    const servers0 = serverCpuMicros();
    const machine0 = machineBusyMicros();
    return (): CpuPerEvent => {
      const servers = serverCpuSince(servers0, count);
      return { self: (selfCpuMicros() - self0) / count, postgres: servers.postgres, rabbitmq: servers.rabbitmq, machine: (machineBusyMicros() - machine0) / count };
    };
  };

  const relayRun = async (batchSize?: number): Promise<number> => {
    await fillOutbox();
    await purge();
    let published = 0;
    const relay = new OutboxRelay({ dataSource, schema, connection: manager, topology, logger: silentLogger, batchSize, onPublished: (n) => (published += n) });
    const cpu = cpuMeter();
    const started = process.hrtime.bigint();
    await relay.start();
    await waitUntil(async () => published, (n) => n >= count, 120_000, 'the relay to publish every row', 2);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (batchSize === undefined) relayCpu.push(cpu());
    await relay.stop();
    const left = await db.query<{ n: string }>(`SELECT count(*) AS n FROM "${schema}".outbox WHERE published_at IS NULL`);
    if (Number(left.rows[0].n) !== 0) throw new Error(`${left.rows[0].n} rows still unpublished`);
    return count / seconds;
  };

  const rawRun = async (): Promise<number> => {
    await purge();
    const bodies = envelopes.map((e) => ({ id: e.id, body: Buffer.from(JSON.stringify(e)), correlationId: e.correlationId }));
    const cpu = cpuMeter();
    const started = process.hrtime.bigint();
    for (const m of bodies) {
      const ok = confirm.publish(exchange, 'assessment.completed', m.body, {
        persistent: true,
        messageId: m.id,
        type: 'assessment.completed',
        contentType: 'application/json',
        timestamp: Math.floor(Date.now() / 1000),
        headers: { 'x-correlation-id': m.correlationId },
      });
      if (!ok) await new Promise((resolve) => confirm.once('drain', resolve));
    }
    await withTimeout(confirm.waitForConfirms(), 120_000, 'raw publisher confirms');
    const rate = count / (Number(process.hrtime.bigint() - started) / 1e9);
    rawCpu.push(cpu());
    return rate;
  };

  out('warming up…');
  await relayRun();
  await rawRun();

  const rawRates: number[] = [];
  const relayRates: number[] = [];
  const ratios: number[] = [];
  const bigBatchRates: number[] = [];
  const bigBatchRatios: number[] = [];
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    let rawRate = 0;
    let relayRate = 0;
    let bigBatchRate = 0;
    const steps = [
      async () => {
        bigBatchRate = await relayRun(1000);
      },
      async () => {
        rawRate = await rawRun();
      },
      async () => {
        relayRate = await relayRun();
      },
    ];
    if (round % 2 === 0) steps.reverse();
    for (const step of steps) await step();
    rawRates.push(rawRate);
    relayRates.push(relayRate);
    ratios.push(relayRate / rawRate);
    bigBatchRates.push(bigBatchRate);
    bigBatchRatios.push(bigBatchRate / rawRate);
    rows.push([
      String(round),
      fmt(rawRate, 0),
      fmt(relayRate, 0),
      `${fmt((100 * relayRate) / rawRate, 0)} %`,
      fmt(bigBatchRate, 0),
      `${fmt((100 * bigBatchRate) / rawRate, 0)} %`,
    ]);
  }
  await purge();

  table(['round', 'raw amqplib msg/s', 'relay events/s', 'relay / raw', 'relay batch 1000/s', 'batch 1000 / raw'], rows);
  out();
  printSpreads([
    ['raw amqplib msg/s', rawRates, 0],
    ['relay events/s', relayRates, 0],
    ['ratio relay/raw', ratios, 2],
    ['relay with batchSize 1000 events/s (diagnostic)', bigBatchRates, 0],
    ['ratio relay batch 1000/raw', bigBatchRatios, 2],
  ]);
  out();
  // The warm-up runs are not rounds.
  const measured = (runs: CpuPerEvent[]) => runs.slice(-rounds);
  const cpuRows = (label: string, runs: CpuPerEvent[], owner: string): [string, number[], number][] => [
    [`${label}: ${owner} CPU µs/event`, measured(runs).map((c) => c.self), 1],
    [`${label}: PostgreSQL CPU µs/event`, measured(runs).map((c) => c.postgres), 1],
    [`${label}: RabbitMQ CPU µs/event`, measured(runs).map((c) => c.rabbitmq), 1],
    [`${label}: machine busy µs/event`, measured(runs).map((c) => c.machine), 1],
  ];
  printSpreads([...cpuRows('relay', relayCpu, 'relay process'), ...cpuRows('raw', rawCpu, 'publisher process')]);
  const ratio = spread(ratios);
  const verdicts: Verdict[] = [atLeastVerdict('relay ≥ 80 % of raw amqplib with pipelined confirms (issue 18)', 'relay/raw', ratio, 0.8)];
  return {
    title: 'outbox relay throughput',
    environment: env,
    settings: [`events=${count}`, `rounds=${rounds}`],
    ratios: { 'relay events/s ÷ raw msg/s': ratios, 'relay batch 1000 ÷ raw (diagnostic)': bigBatchRatios },
    series: { 'raw msg/s': rawRates, 'relay events/s': relayRates, 'relay batch 1000 events/s': bigBatchRates },
    verdicts,
    notes: [],
  };
});
