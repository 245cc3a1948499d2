import { killAllChildren } from './children';
import { cleanUp, preflight, runNames, withTimeout, type RunNames } from './infra';
import { out, printVerdicts, saveResult, type BenchResult } from './report';

export type BenchContext = {
  names: RunNames;
  /** What to remove at the end, success or not. */
  created: { schemas: string[]; queues: string[]; exchanges: string[] };
  /** Closes connections the benchmark opened (run before the clean-up). */
  onCleanup: (work: () => Promise<unknown>) => void;
};

export type BenchBody = (ctx: BenchContext) => Promise<Omit<BenchResult, 'seconds' | 'name'>>;

/**
 * Runs one benchmark with a hard time limit: checks the local servers first, and whatever
 * happens (failure, time-out, Ctrl+C) stops its processes and removes what it created.
 * Exits 0 when it measured (a missed target is a result, not a failure), 1 when it could not.
 */
export function runBenchmark(name: string, limitSeconds: number, body: BenchBody): void {
  const started = Date.now();
  const names = runNames();
  const ctx: BenchContext = { names, created: { schemas: [], queues: [], exchanges: [] }, onCleanup: (work) => hooks.push(work) };
  const hooks: (() => Promise<unknown>)[] = [];
  let cleaning: Promise<void> | undefined;

  const cleanup = () =>
    (cleaning ??= (async () => {
      killAllChildren();
      for (const hook of hooks.reverse()) await withTimeout(hook(), 10_000, 'closing connections').catch(() => undefined);
      const problems = await cleanUp(names, ctx.created);
      for (const p of problems) process.stderr.write(`clean-up: ${p}\n`);
    })());

  const abort = (reason: string) => {
    process.stderr.write(`\n${name}: ${reason}\n`);
    void withTimeout(cleanup(), 30_000, 'clean-up')
      .catch((err: Error) => process.stderr.write(`${err.message}\n`))
      .finally(() => process.exit(1));
  };

  const watchdog = setTimeout(() => abort(`exceeded its limit of ${limitSeconds} s; aborted`), limitSeconds * 1000);
  watchdog.unref();
  process.once('SIGINT', () => abort('interrupted'));
  process.once('SIGTERM', () => abort('terminated'));

  (async () => {
    await preflight();
    const measured = await body(ctx);
    await cleanup();
    const result: BenchResult = { name, ...measured, seconds: (Date.now() - started) / 1000 };
    printVerdicts(result.verdicts);
    for (const note of result.notes) out(`note: ${note}`);
    out(`(${name}: ${result.seconds.toFixed(0)} s; result saved to ${saveResult(result)})`);
    clearTimeout(watchdog);
    process.exit(0);
  })().catch((err: Error) => abort(`FAILED: ${err.stack ?? err.message}`));
}
