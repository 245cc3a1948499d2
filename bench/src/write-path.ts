import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Pool, type PoolClient } from 'pg';
import type { LiteSubmission } from '@bv/contracts';
import { LEAD_SCORE_EVENTS, LITE_MAX_SCORE, liteInsight, liteScoreLabel, scoreLiteAnswers, scoreTier } from '@bv/domain';
import { newEnvelope, outboxInsert } from '@bv/messaging';
import type * as LeadScoresModule from '../../apps/assessments/src/lite/lead-score.repository';
import type * as LiteRecordsModule from '../../apps/assessments/src/lite/lite-records';
import { DATABASE_URL, ROOT, sleep, withTimeout } from './lib/infra';
import { liteSubmission } from './lib/lite';
import { load, machineBusyMicros, numberSetting, serverCpuMicros, serverCpuSince } from './lib/load';
import { migrateApp, startHost } from './lib/platform';
import { atLeastVerdict, environment, fmt, out, printHeader, printSpreads, spread, table, type Verdict } from './lib/report';
import { runBenchmark } from './lib/run';

type LiteRecords = typeof LiteRecordsModule;
type LeadScores = typeof LeadScoresModule;

/** The assessments service's own statement functions, from its built code (what the service runs). */
let statements: { records: LiteRecords; leadScores: LeadScores } | undefined;
function liteStatements(): { records: LiteRecords; leadScores: LeadScores } {
  const dir = join(ROOT, 'apps', 'assessments', 'dist', 'lite');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  statements ??= { records: require(join(dir, 'lite-records.js')) as LiteRecords, leadScores: require(join(dir, 'lead-score.repository.js')) as LeadScores };
  return statements;
}

/**
 * The assessments service's Lite transaction, run directly with `pg` on one client: the same
 * statement functions the service calls (assessment + lead, lead score, one outbox INSERT),
 * without the gateway, RPC, Nest or TypeORM around them. The raw baseline.
 */
async function rawTransaction(client: PoolClient, schema: string, submission: LiteSubmission): Promise<void> {
  const { records, leadScores } = liteStatements();
  const sql = { query: async <Row>(text: string, params?: readonly unknown[]) => (await client.query(text, params as unknown[])).rows as Row[] };
  const { toolType, name, email, answers } = submission;
  const score = scoreLiteAnswers(toolType, answers);
  const scoreLabel = liteScoreLabel(toolType, score);
  const tier = scoreTier(score);
  const assessmentId = submission.submissionId ?? randomUUID();
  await client.query('START TRANSACTION');
  try {
    const responses = { ...answers, email, name };
    await records.insertLiteAssessment(sql, schema, { assessmentId, email, name, toolType, responses, score, scoreLabel, tier });
    await leadScores.recordLeadScoreChange(sql, schema, email, LEAD_SCORE_EVENTS.assessment_completion, 'assessment_completion', {
      assessmentId,
      toolType,
      liteScore: score,
    });
    const envelope = newEnvelope('assessments', {
      type: 'assessment.completed',
      payload: { assessmentId, kind: 'lite', toolType, email, name, userId: null, score, maxScore: LITE_MAX_SCORE, scoreLabel, tier, insight: liteInsight(toolType, score) },
    });
    const insert = outboxInsert(schema, [envelope]);
    await client.query(insert.sql, insert.params);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

/**
 * Item 2 of issue 11. Lite submissions per second through the gateway (HTTP → zod → Redis
 * rate limit → RabbitMQ RPC → assessments → one PostgreSQL transaction with the outbox row,
 * then the relay publishes it) against the same SQL transaction run directly with `pg`, at
 * the same concurrency, interleaved.
 */
runBenchmark('write-path', 300, async (ctx) => {
  const concurrency = numberSetting('BENCH_CONCURRENCY', 10);
  const seconds = numberSetting('BENCH_SECONDS', 5);
  const rounds = numberSetting('BENCH_ROUNDS', 5);
  const env = await environment(['autocannon', 'pg', 'typeorm', 'amqp-connection-manager', 'fastify', '@nestjs/core']);
  printHeader('write path: Lite submissions/s through the gateway vs the same SQL transaction with pg (issue 11, item 2)', env, [
    `concurrency ${concurrency} (autocannon connections = pg clients), ${seconds} s per run, ${rounds} interleaved rounds (order alternates)`,
    'gateway and assessments each in their own process (as deployed), unpinned; DB_POOL_SIZE 10; every submission a new visitor',
    'baseline: the service\'s own statements with pg on one client: START TRANSACTION; assessment + lead INSERT; advisory lock; SELECT; lead score INSERT; outbox INSERT; COMMIT, in a schema of its own',
  ]);

  const rawSchema = ctx.names.schemaOf('assessments_raw');
  await migrateApp(ctx, 'assessments');
  await migrateApp(ctx, 'assessments', rawSchema);
  const assessments = await startHost(ctx, 'assessments', [{ app: 'assessments' }]);
  const gateway = await startHost(ctx, 'gateway', [{ app: 'gateway', env: { RATE_LIMIT_PER_MINUTE: '100000000', LITE_SUBMISSIONS_PER_MINUTE: '100000000' } }]);
  const url = `${gateway.urls.gateway}/api/v1/lite-assessments`;
  const pool = new Pool({ connectionString: DATABASE_URL, max: concurrency, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => undefined);
  ctx.onCleanup(() => pool.end());

  const perSubmission = {
    gateway: [] as number[],
    assessments: [] as number[],
    machine: [] as number[],
    machineRaw: [] as number[],
    postgres: [] as number[],
    rabbitmq: [] as number[],
    redis: [] as number[],
    postgresRaw: [] as number[],
  };
  const viaGateway = async (runSeconds: number) => {
    const gateway0 = await gateway.child.cpuMicros();
    const assessments0 = await assessments.child.cpuMicros();
    const machine0 = machineBusyMicros();
    const servers0 = serverCpuMicros();
    const result = await load({
      url,
      connections: concurrency,
      duration: runSeconds,
      requests: [
        {
          method: 'POST',
          path: '/api/v1/lite-assessments',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify(liteSubmission()) }),
        },
      ],
    });
    await sleep(200);
    perSubmission.gateway.push(((await gateway.child.cpuMicros()) - gateway0) / result.responses);
    perSubmission.assessments.push(((await assessments.child.cpuMicros()) - assessments0) / result.responses);
    perSubmission.machine.push((machineBusyMicros() - machine0) / result.responses);
    const servers = serverCpuSince(servers0, result.responses);
    perSubmission.postgres.push(servers.postgres);
    perSubmission.rabbitmq.push(servers.rabbitmq);
    perSubmission.redis.push(servers.redis);
    return result.perSecond;
  };
  const direct = async (runSeconds: number) => {
    const deadline = Date.now() + runSeconds * 1000;
    const started = process.hrtime.bigint();
    const machine0 = machineBusyMicros();
    const servers0 = serverCpuMicros();
    const worker = async () => {
      const client = await pool.connect();
      let done = 0;
      try {
        while (Date.now() < deadline) {
          await rawTransaction(client, rawSchema, liteSubmission());
          done++;
        }
      } finally {
        client.release();
      }
      return done;
    };
    const counts = await withTimeout(Promise.all(Array.from({ length: concurrency }, worker)), (runSeconds + 30) * 1000, 'pg baseline run');
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    const total = counts.reduce((a, b) => a + b, 0);
    perSubmission.machineRaw.push((machineBusyMicros() - machine0) / total);
    perSubmission.postgresRaw.push(serverCpuSince(servers0, total).postgres);
    return total / elapsed;
  };

  out('warming up…');
  await direct(2);
  await viaGateway(2);
  for (const series of Object.values(perSubmission)) series.length = 0;

  const rawRates: number[] = [];
  const gatewayRates: number[] = [];
  const ratios: number[] = [];
  const rows: string[][] = [];
  for (let round = 1; round <= rounds; round++) {
    let raw = 0;
    let viaGw = 0;
    const steps = [
      async () => {
        raw = await direct(seconds);
      },
      async () => {
        viaGw = await (round === 1 ? assessments.child.profiled('assessments-write', () => viaGateway(seconds)) : viaGateway(seconds));
      },
    ];
    if (round % 2 === 0) steps.reverse();
    for (const step of steps) await step();
    rawRates.push(raw);
    gatewayRates.push(viaGw);
    ratios.push(viaGw / raw);
    rows.push([String(round), fmt(raw, 0), fmt(viaGw, 0), `${fmt((100 * viaGw) / raw, 0)} %`]);
  }

  const db = await pool.connect();
  const counts = await db.query<{ assessments: string; unpublished: string }>(
    `SELECT (SELECT count(*) FROM "${ctx.names.schemaOf('assessments')}".lite_assessments) AS assessments,
            (SELECT count(*) FROM "${ctx.names.schemaOf('assessments')}".outbox WHERE published_at IS NULL) AS unpublished`,
  );
  db.release();
  await gateway.child.stop();
  await assessments.child.stop();

  table(['round', 'pg txn/s', 'gateway submissions/s', 'gateway / pg'], rows);
  out();
  printSpreads([
    ['pg transaction/s', rawRates, 0],
    ['gateway submissions/s', gatewayRates, 0],
    ['ratio gateway/pg', ratios, 2],
    ['gateway process CPU µs/submission', perSubmission.gateway, 0],
    ['assessments process CPU µs/submission', perSubmission.assessments, 0],
    ['machine busy µs/submission, gateway runs', perSubmission.machine, 0],
    ['machine busy µs/transaction, pg runs', perSubmission.machineRaw, 0],
    ['PostgreSQL CPU µs/submission, gateway runs', perSubmission.postgres, 0],
    ['PostgreSQL CPU µs/transaction, pg runs', perSubmission.postgresRaw, 0],
    ['RabbitMQ CPU µs/submission, gateway runs', perSubmission.rabbitmq, 0],
    ['Redis CPU µs/submission, gateway runs', perSubmission.redis, 0],
  ]);
  out(`check: ${counts.rows[0].assessments} assessments recorded through the gateway; ${counts.rows[0].unpublished} outbox rows left unpublished when the runs ended`);
  const ratio = spread(ratios);
  const verdicts: Verdict[] = [atLeastVerdict('write path ≥ 45 % of the direct pg transaction rate (issue 18)', 'gateway/pg', ratio, 0.45)];
  return {
    title: 'write path (Lite submissions/s)',
    environment: env,
    settings: [`concurrency=${concurrency}`, `seconds=${seconds}`, `rounds=${rounds}`],
    ratios: { 'gateway submissions/s ÷ pg transactions/s': ratios },
    series: {
      'pg txn/s': rawRates,
      'gateway submissions/s': gatewayRates,
      'gateway CPU µs/submission': perSubmission.gateway,
      'assessments CPU µs/submission': perSubmission.assessments,
      'machine µs/submission (gateway runs)': perSubmission.machine,
      'machine µs/transaction (pg runs)': perSubmission.machineRaw,
      'PostgreSQL µs/submission (gateway runs)': perSubmission.postgres,
      'PostgreSQL µs/transaction (pg runs)': perSubmission.postgresRaw,
      'RabbitMQ µs/submission (gateway runs)': perSubmission.rabbitmq,
      'Redis µs/submission (gateway runs)': perSubmission.redis,
    },
    verdicts,
    notes: [],
  };
});
