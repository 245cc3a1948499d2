/**
 * podman for the container tests, with this project's settings and storage only
 * (deploy/podman/env.sh sets the same for the shell scripts): the machine's own podman
 * configuration, containers and networks are never touched.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './util';

export const CACHE_DIR = '/var/tmp/blueprint-vault-containers';

export const podmanEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CONTAINERS_CONF: join(ROOT, 'deploy/podman/containers.conf'),
  CONTAINERS_STORAGE_CONF: join(ROOT, 'deploy/podman/storage.conf'),
  TMPDIR: join(CACHE_DIR, 'tmp'),
};

export type Result = { status: number; stdout: string; stderr: string };

/** Runs a command to its end; throws with its output unless `allowFail`. */
export function run(command: string, args: string[], options: { allowFail?: boolean; env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number } = {}): Result {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...podmanEnv, ...options.env },
    encoding: 'utf8',
    input: options.input,
    timeout: options.timeoutMs ?? 600_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = { status: result.status ?? -1, stdout: result.stdout ?? '', stderr: result.stderr ?? String(result.error ?? '') };
  if (out.status !== 0 && !options.allowFail) {
    throw new Error(`${command} ${args.join(' ')} exited ${out.status}\n${out.stdout.slice(-3000)}\n${out.stderr.slice(-3000)}`);
  }
  return out;
}

export const podman = (...args: string[]) => run('podman', args).stdout.trim();
export const podmanMayFail = (...args: string[]) => run('podman', args, { allowFail: true });

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Thrown by a probe when waiting longer cannot help: `until` rethrows it at once. */
export class GiveUp extends Error {}

/**
 * Polls `probe` until it gives a truthy value; the error names what was awaited, the last
 * failure and, when given, what `explain` says about the state at the deadline.
 */
export async function until<T>(what: string, probe: () => T | Promise<T>, timeoutMs: number, intervalMs = 500, explain?: () => string): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      if (err instanceof GiveUp) throw err;
      last = err;
    }
    if (Date.now() > deadline) {
      const state = explain ? `\n${explain()}` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${(last as Error).message}` : ''}${state}`);
    }
    await sleep(intervalMs);
  }
}

/** psql inside a Postgres container; values are inlined, so callers pass only test-made strings. */
export function sql(container: string, query: string): string[] {
  return podman('exec', container, 'psql', '-U', 'postgres', '-d', 'blueprint', '-AtX', '-v', 'ON_ERROR_STOP=1', '-c', query)
    .split('\n')
    .filter(Boolean);
}

export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

export function imageSize(image: string): number {
  return Number(podman('image', 'inspect', image, '--format', '{{.Size}}'));
}

export const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
