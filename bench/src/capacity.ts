import { liteSubmission } from './lib/lite';
import { load, numberSetting } from './lib/load';
import { openLoop, type OpenLoopResult } from './lib/open-loop';
import { migrateApp, startHost } from './lib/platform';
import { environment, fmt, out, printHeader, table } from './lib/report';
import { runBenchmark } from './lib/run';

/** The latency a visitor still calls instant after pressing "See my score". */
const P99_LIMIT_MS = 200;
/** A step whose answers fall this far behind the offered rate is past saturation. */
const KEEP_UP_SHARE = 0.95;

type Step = { offered: number; result?: OpenLoopResult; failure?: string };

/**
 * Issue 18, item 7: the capacity a buyer understands. One gateway and one assessments process
 * (each its own Node process, as deployed) on this machine, fed Lite submissions at a rising
 * fixed rate, each step `BENCH_SECONDS` long; the capacity is the highest rate answered in full
 * with p99 ≤ 200 ms before two steps in a row are not. The load is open-loop (lib/open-loop.ts): requests leave evenly spaced
 * whatever the answers do, so the latency includes the queueing at that rate.
 */
runBenchmark('capacity', 300, async (ctx) => {
  const seconds = numberSetting('BENCH_SECONDS', 8);
  const startRate = numberSetting('BENCH_START_RATE', 40);
  const growth = numberSetting('BENCH_RATE_GROWTH', 1.2);
  const env = await environment(['autocannon', 'pg', 'typeorm', 'fastify', '@nestjs/core']);
  printHeader('capacity: Lite submissions per second before p99 exceeds 200 ms (issue 18, item 7)', env, [
    'one gateway and one assessments process, unpinned; DB_POOL_SIZE 10; every submission a new visitor',
    `open-loop fixed-rate steps from ${startRate}/s, ×${growth} per step, ${seconds} s each; stops after two steps in a row with p99 > ${P99_LIMIT_MS} ms, an error, or answers below ${100 * KEEP_UP_SHARE} % of the offered rate`,
  ]);

  await migrateApp(ctx, 'assessments');
  await startHost(ctx, 'assessments', [{ app: 'assessments' }]);
  const gateway = await startHost(ctx, 'gateway', [{ app: 'gateway', env: { RATE_LIMIT_PER_MINUTE: '100000000', LITE_SUBMISSIONS_PER_MINUTE: '100000000' } }]);
  const url = `${gateway.urls.gateway}/api/v1/lite-assessments`;
  const body = () => JSON.stringify(liteSubmission());

  out('warming up…');
  const request = { method: 'POST' as const, path: '/api/v1/lite-assessments', headers: { 'content-type': 'application/json' }, setupRequest: (r: object) => ({ ...r, body: body() }) };
  await load({ url, connections: 10, duration: 2, requests: [request] });

  const steps: Step[] = [];
  for (let offered = startRate; steps.length < 30; offered = Math.round(offered * growth)) {
    const step: Step = { offered };
    steps.push(step);
    const result = await openLoop(url, offered, seconds, body);
    if (result.failed > 0) step.failure = `${result.failed} of ${result.sent} failed`;
    else step.result = result;
    out(`  ${offered}/s offered: ${step.result ? `${fmt(step.result.perSecond, 0)}/s answered, p50 ${step.result.latencyP50} ms, p99 ${step.result.latencyP99} ms` : step.failure}`);
    // BENCH_STALLS=1: when the slow answers were due, to see whether a stall recurs on a period.
    if (process.env.BENCH_STALLS === '1' && result.slow.length > 0) out(`    slower than 100 ms (due at ms: took ms): ${result.slow.map((s) => `${s.dueAtMs}:${s.latencyMs}`).join(' ')}`);
    // One stall (a GC pause, a checkpoint) can spoil one short step: two in a row end the ramp.
    if (steps.length >= 2 && steps.slice(-2).every((s) => !withinLimits(s))) break;
  }

  const firstOfTwoMisses = steps.findIndex((s, i) => !withinLimits(s) && steps[i + 1] !== undefined && !withinLimits(steps[i + 1]));
  const best = steps.slice(0, firstOfTwoMisses < 0 ? steps.length : firstOfTwoMisses).filter(withinLimits).at(-1);
  table(
    ['offered/s', 'answered/s', 'p50 ms', 'p99 ms', 'within limits'],
    steps.map((s) => [String(s.offered), s.result ? fmt(s.result.perSecond, 0) : '—', s.result ? String(s.result.latencyP50) : '—', s.result ? String(s.result.latencyP99) : s.failure ?? '', withinLimits(s) ? 'yes' : 'no']),
  );
  out();
  const capacity = best?.result
    ? `one gateway + one assessments process sustain ${fmt(best.result.perSecond, 0)} Lite submissions/s with p99 ${best.result.latencyP99} ms (p50 ${best.result.latencyP50} ms)`
    : `not even ${startRate}/s within p99 ≤ ${P99_LIMIT_MS} ms`;
  out(`capacity: ${capacity}`);
  return {
    title: 'capacity (Lite submissions/s within p99 ≤ 200 ms)',
    environment: env,
    settings: [`seconds=${seconds}`, `startRate=${startRate}`, `growth=${growth}`],
    ratios: {},
    series: {
      'offered/s': steps.map((s) => s.offered),
      'answered/s': steps.map((s) => s.result?.perSecond ?? 0),
      'p99 ms': steps.map((s) => s.result?.latencyP99 ?? 0),
    },
    verdicts: [],
    notes: [`capacity: ${capacity}`],
  };
});

function withinLimits(step: Step): boolean {
  const r = step.result;
  return r !== undefined && r.latencyP99 <= P99_LIMIT_MS && r.perSecond >= KEEP_UP_SHARE * step.offered;
}
