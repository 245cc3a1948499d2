import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './infra';
import type { ChildMessage, ParentMessage } from './ipc';

export type ChildOptions = {
  /** Short name for logs and profiles. */
  name: string;
  /** A compiled entry under bench/dist (e.g. `lib/service-host.js`). */
  script: string;
  env: Record<string, string>;
  /** Pin the process (all its threads) to this CPU with taskset. */
  cpu?: number;
  readyTimeoutMs: number;
  onEvent?: (data: unknown) => void;
};

const live = new Set<BenchChild>();

/** Kills every child still running (watchdog, failure paths). */
export function killAllChildren(): void {
  for (const child of live) child.kill();
}

/** BENCH_CPU_PROF=1 writes a whole-life `--cpu-prof` profile per child (boot included). */
function profileArgs(name: string): string[] {
  if (!process.env.BENCH_CPU_PROF) return [];
  const dir = join(ROOT, '.tmp', 'bench-profiles');
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`];
}

export function canPin(): boolean {
  return existsSync('/usr/bin/taskset') || existsSync('/bin/taskset');
}

/**
 * A Node process running a benchmark entry, spoken to over IPC: `request` sends a command and
 * waits (bounded) for its reply; `stop` asks it to shut down gracefully and kills it if it
 * does not. Its stdout and stderr go to a log file whose tail is shown when it fails.
 */
export class BenchChild {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (data: unknown) => void; reject: (err: Error) => void }>();
  private exited = false;
  private readonly exitPromise: Promise<void>;
  /** What the child reported when it became ready (its URLs). */
  readyData: unknown;

  private constructor(
    readonly name: string,
    readonly process: ChildProcess,
    readonly logFile: string,
    private readonly onEvent?: (data: unknown) => void,
  ) {
    this.exitPromise = new Promise((resolve) => process.once('exit', () => resolve()));
  }

  get pid(): number {
    return this.process.pid ?? -1;
  }

  static async start(options: ChildOptions): Promise<BenchChild> {
    const logFile = join(tmpdir(), `bench-${options.name}-${Date.now()}.log`);
    const fd = openSync(logFile, 'w');
    const nodeArgs = [...profileArgs(options.name), join(ROOT, 'bench', 'dist', options.script)];
    const pinned = options.cpu !== undefined && canPin();
    const command = pinned ? 'taskset' : process.execPath;
    const args = pinned ? ['-c', String(options.cpu), process.execPath, ...nodeArgs] : nodeArgs;
    const proc = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', fd, fd, 'ipc'],
    });
    closeSync(fd);
    const child = new BenchChild(options.name, proc, logFile, options.onEvent);
    live.add(child);
    let signalReady: (data: unknown) => void = () => undefined;
    let signalFailure: (err: Error) => void = () => undefined;
    const ready = new Promise<unknown>((resolve, reject) => {
      signalReady = resolve;
      signalFailure = reject;
    });
    proc.on('message', (raw) => {
      const message = raw as ChildMessage;
      if (message.type === 'ready') signalReady(message.data);
      else if (message.type === 'failed') signalFailure(new Error(`${options.name} failed to start: ${message.error}`));
      else if (message.type === 'event') child.onEvent?.(message.data);
      else if (message.type === 'reply') child.settle(message.id, message.error, message.data);
    });
    proc.once('exit', (code, signal) => {
      child.exited = true;
      live.delete(child);
      const err = new Error(`${options.name} exited (code ${code}, signal ${signal}); log: ${logFile}\n${child.logTail()}`);
      signalFailure(err);
      for (const pending of child.waiting.values()) pending.reject(err);
      child.waiting.clear();
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      child.readyData = await Promise.race([
        ready,
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${options.name} not ready after ${options.readyTimeoutMs} ms (broker, database or Redis down?); log: ${logFile}\n${child.logTail()}`)),
            options.readyTimeoutMs,
          );
        }),
      ]);
    } catch (err) {
      child.kill();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    return child;
  }

  request<T>(command: string, args: unknown = null, timeoutMs = 30_000): Promise<T> {
    if (this.exited) return Promise.reject(new Error(`${this.name} is not running`));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error(`${this.name} did not answer "${command}" within ${timeoutMs} ms; log: ${this.logFile}\n${this.logTail()}`));
      }, timeoutMs);
      this.waiting.set(id, {
        resolve: (data) => {
          clearTimeout(timer);
          resolve(data as T);
        },
        reject: (err) => {
          clearTimeout(timer);
          reject(err);
        },
      });
      const message: ParentMessage = { type: 'request', id, command, args };
      this.process.send(message);
    });
  }

  /** User + system CPU time of the whole process (every thread), in microseconds. */
  async cpuMicros(): Promise<number> {
    const usage = await this.request<NodeJS.CpuUsage>('cpu');
    return usage.user + usage.system;
  }

  /**
   * Profiles the child while `work` runs when BENCH_PROFILE is set; the file lands in
   * .tmp/bench-profiles (summarise it with bench/dist/profile-summary.js).
   */
  async profiled<T>(label: string, work: () => Promise<T>): Promise<T> {
    if (!process.env.BENCH_PROFILE) return work();
    const dir = join(ROOT, '.tmp', 'bench-profiles');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${label}-${Date.now()}.cpuprofile`);
    await this.request('profile:start');
    try {
      return await work();
    } finally {
      await this.request('profile:stop', { file });
      process.stderr.write(`profile of ${this.name} written to ${file}\n`);
    }
  }

  /** Graceful stop (lets the child write its CPU profile); SIGKILL if it takes too long. */
  async stop(timeoutMs = 30_000): Promise<void> {
    if (this.exited) return;
    try {
      await this.request('stop', null, timeoutMs);
      await Promise.race([this.exitPromise, new Promise((r) => setTimeout(r, 5_000))]);
      // A clean run leaves no logs behind (the gateway's request log grows by megabytes).
      if (!process.env.BENCH_KEEP_LOGS) rmSync(this.logFile, { force: true });
    } finally {
      this.kill();
    }
  }

  kill(): void {
    if (!this.exited) this.process.kill('SIGKILL');
  }

  logTail(lines = 15): string {
    try {
      return readFileSync(this.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }

  private settle(id: number, error: string | undefined, data: unknown): void {
    const pending = this.waiting.get(id);
    if (!pending) return;
    this.waiting.delete(id);
    if (error) pending.reject(new Error(`${this.name}: ${error}`));
    else pending.resolve(data);
  }
}
