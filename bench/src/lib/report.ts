import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DATABASE_URL, ROOT } from './infra';

export type Spread = { min: number; median: number; max: number };

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: percentile(sorted, 50), max: sorted[sorted.length - 1] };
}

export function fmt(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toFixed(digits);
}

export function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** A plain fixed-width table; the first column is left-aligned, the rest right-aligned. */
export function table(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  out(line(header));
  out(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) out(line(row));
}

function packageVersion(name: string): string {
  try {
    return (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

function commandVersion(command: string, args: string[], pattern: RegExp): string {
  try {
    const text = execFileSync(command, args, { encoding: 'utf8', timeout: 15_000, stdio: ['ignore', 'pipe', 'ignore'] });
    return pattern.exec(text)?.[1] ?? '?';
  } catch {
    return '?';
  }
}

export type Environment = Record<string, string>;

/** What a figure depends on: date, CPUs, Node, the packages on the path, the servers. */
export async function environment(packages: string[]): Promise<Environment> {
  const cpu = cpus();
  const env: Environment = {
    date: new Date().toISOString(),
    cpus: `${cpu.length} × ${cpu[0]?.model.trim() ?? '?'}`,
    node: process.version,
  };
  for (const name of packages) env[name] = packageVersion(name);
  const db = new Client({ connectionString: DATABASE_URL, connectionTimeoutMillis: 5_000 });
  try {
    await db.connect();
    const { rows } = await db.query<{ v: string; sc: string }>("SELECT current_setting('server_version') AS v, current_setting('synchronous_commit') AS sc");
    env.postgres = `${rows[0].v} (synchronous_commit=${rows[0].sc})`;
  } catch {
    env.postgres = '?';
  } finally {
    await db.end().catch(() => undefined);
  }
  env.rabbitmq = commandVersion('rabbitmqctl', ['version'], /(\d+\.\d+\.\d+)/);
  env.redis = commandVersion('redis-server', ['--version'], /v=(\S+)/);
  return env;
}

export function printHeader(title: string, env: Environment, settings: string[]): void {
  out(`== ${title}`);
  out(`environment: ${Object.entries(env).map(([k, v]) => `${k} ${v}`).join(' | ')}`);
  for (const s of settings) out(`settings: ${s}`);
  if (process.env.BENCH_AMQP_NODELAY === '1') out("settings: DIAGNOSTIC RUN — BENCH_AMQP_NODELAY=1: the services' AMQP sockets have Nagle's algorithm off (not how the code ships)");
  out();
}

/** min / median / max of each named series, one row per series. */
export function printSpreads(series: [string, number[], number?][]): void {
  table(
    ['over rounds', 'min', 'median', 'max'],
    series.map(([name, values, digits]) => {
      const s = spread(values);
      return [name, fmt(s.min, digits), fmt(s.median, digits), fmt(s.max, digits)];
    }),
  );
}

export type Verdict = { target: string; met: boolean | null; detail: string };

/** A "measured path ≥ share of its baseline" target, judged on the median ratio of the rounds. */
export function atLeastVerdict(target: string, label: string, ratio: Spread, share: number, extra = ''): Verdict {
  return {
    target,
    met: ratio.median >= share,
    detail: `${label} median ${fmt(100 * ratio.median, 0)} % (min ${fmt(100 * ratio.min, 0)} %, max ${fmt(100 * ratio.max, 0)} %)${extra}`,
  };
}

export type BenchResult = {
  name: string;
  title: string;
  environment: Environment;
  settings: string[];
  /** Ratio series, one value per round, named as printed. */
  ratios: Record<string, number[]>;
  /** Other series worth keeping (absolute figures, latencies). */
  series: Record<string, number[]>;
  verdicts: Verdict[];
  notes: string[];
  seconds: number;
};

export function printVerdicts(verdicts: Verdict[]): void {
  out();
  for (const v of verdicts) {
    const mark = v.met === null ? 'NOT MEASURED' : v.met ? 'MET' : 'MISSED';
    out(`target ${v.target}: ${mark} — ${v.detail}`);
  }
}

/** Keeps the last result of each benchmark where `bench:all` (and people) can read it. */
export function saveResult(result: BenchResult): string {
  const dir = join(ROOT, '.tmp', 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${result.name}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
