import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/infra';
import { fmt, out, spread, table, type BenchResult } from './lib/report';

/** `npm run bench:all`: every benchmark in turn (each in its own process), then every ratio. */
const benchmarks = ['gateway-overhead', 'write-path', 'capacity', 'event-latency', 'outbox-relay', 'email-worker', 'realtime-push'];

function run(name: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench', 'dist', `${name}.js`)], { stdio: 'inherit', cwd: ROOT });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const failed: string[] = [];
  const resultsDir = join(ROOT, '.tmp', 'bench-results');
  for (const name of benchmarks) {
    rmSync(join(resultsDir, `${name}.json`), { force: true });
    const t0 = Date.now();
    const code = await run(name);
    out(`-- ${name}: exit ${code} after ${fmt((Date.now() - t0) / 1000, 0)} s`);
    out();
    if (code !== 0) failed.push(name);
  }
  const total = (Date.now() - started) / 1000;

  out('== bench:all — every ratio (min / median / max over the interleaved rounds)');
  const rows: string[][] = [];
  const verdicts: string[] = [];
  for (const name of benchmarks) {
    const file = join(resultsDir, `${name}.json`);
    if (!existsSync(file)) {
      rows.push([name, 'FAILED (no result)', '', '', '']);
      continue;
    }
    const result = JSON.parse(readFileSync(file, 'utf8')) as BenchResult;
    for (const [ratio, values] of Object.entries(result.ratios)) {
      const s = spread(values);
      rows.push([name, ratio, fmt(s.min, 2), fmt(s.median, 2), fmt(s.max, 2)]);
    }
    for (const note of result.notes) verdicts.push(`${name}: ${note}`);
    for (const v of result.verdicts) verdicts.push(`${name}: ${v.target}: ${v.met === null ? 'NOT MEASURED' : v.met ? 'MET' : 'MISSED'} — ${v.detail}`);
  }
  table(['benchmark', 'ratio', 'min', 'median', 'max'], rows);
  out();
  for (const v of verdicts) out(v);
  out();
  out(`bench:all: ${benchmarks.length - failed.length} of ${benchmarks.length} benchmarks ran in ${fmt(total, 0)} s${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
  process.exit(failed.length > 0 ? 1 : 0);
}

void main();
