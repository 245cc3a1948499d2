import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { canPin } from './children';
import { withTimeout } from './infra';

export function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export type LoadResult = { responses: number; perSecond: number; latencyP50: number; latencyP99: number; seconds: number };

/**
 * One bounded autocannon run (its own duration plus a margin for connecting and draining).
 * Any error, time-out or non-2xx answer fails the benchmark: a figure from a half-broken
 * platform (RabbitMQ stopped by someone's test) must not be reported.
 */
export async function load(options: autocannon.Options & { duration: number }): Promise<LoadResult> {
  const result = await withTimeout(autocannon({ pipelining: 1, ...options }), (options.duration + 20) * 1000, `autocannon against ${options.url}`);
  const responses = result['2xx'] + result.non2xx;
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    throw new Error(
      `load run against ${options.url} was not clean: ${result.errors} errors, ${result.timeouts} time-outs, ${result.non2xx} non-2xx of ${responses} (is RabbitMQ, PostgreSQL or Redis down?)`,
    );
  }
  if (responses === 0) throw new Error(`no response from ${options.url}`);
  return { responses, perSecond: responses / result.duration, latencyP50: result.latency.p50, latencyP99: result.latency.p99, seconds: result.duration };
}

/** Pins this process (every thread) to one CPU so the servers under test get the other. */
export function pinSelf(cpu: number): boolean {
  if (!canPin()) return false;
  try {
    execFileSync('taskset', ['-a', '-pc', String(cpu), String(process.pid)], { stdio: 'ignore', timeout: 5_000 });
    return true;
  } catch {
    return false;
  }
}

/** Busy time of the whole machine in microseconds, from /proc/stat (every CPU, every process). */
export function machineBusyMicros(): number {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  // USER_HZ is 100 on Linux: one tick is 10 ms.
  return (user + nice + system + irq + softirq + (steal ?? 0)) * 10_000;
}

export function selfCpuMicros(): number {
  const usage = process.cpuUsage();
  return usage.user + usage.system;
}

export type ServerCpu = { postgres: number; rabbitmq: number; redis: number };

const serverNames: Record<string, keyof ServerCpu> = { postgres: 'postgres', 'beam.smp': 'rabbitmq', 'redis-server': 'redis' };

/**
 * CPU time (µs) used so far by the local PostgreSQL, RabbitMQ and Redis processes, read from
 * /proc/<pid>/stat (utime + stime + children's). A process that exits between two readings
 * takes its time with it, so differences are lower bounds.
 */
export function serverCpuMicros(): ServerCpu {
  const totals: ServerCpu = { postgres: 0, rabbitmq: 0, redis: 0 };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    const server = serverNames[stat.slice(open + 1, close)];
    if (!server) continue;
    const fields = stat.slice(close + 2).split(' ');
    // Fields after the command: state is [0], so utime/stime/cutime/cstime are [11]..[14].
    const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    totals[server] += ticks * 10_000;
  }
  return totals;
}

export function serverCpuSince(before: ServerCpu, per: number): ServerCpu {
  const now = serverCpuMicros();
  return { postgres: (now.postgres - before.postgres) / per, rabbitmq: (now.rabbitmq - before.rabbitmq) / per, redis: (now.redis - before.redis) / per };
}
