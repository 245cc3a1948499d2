/**
 * docker-compose.yml run with podman-compose. Debian's podman-compose (1.0.3) creates the
 * containers, networks and volumes as the file says but ignores depends_on conditions, so
 * startStack starts them level by level and enforces each condition itself: healthy
 * (the container's health check, run with `podman healthcheck run`) or completed (exit 0).
 */
import { join } from 'node:path';
import { readYamlDocuments, ROOT, type Obj } from './util';
import { podman, podmanMayFail, run, until } from './podman';

export type ComposeService = Obj & { depends_on?: Record<string, { condition?: string }>; restart?: string };

export function readCompose(): Record<string, ComposeService> {
  const [doc] = readYamlDocuments(join(ROOT, 'docker-compose.yml'), { merge: true });
  return (doc as { services: Record<string, ComposeService> }).services;
}

/** Services in start order: each level needs only services of earlier levels. */
export function startLevels(services: Record<string, ComposeService>): string[][] {
  const placed = new Set<string>();
  const levels: string[][] = [];
  while (placed.size < Object.keys(services).length) {
    const level = Object.keys(services).filter((s) => !placed.has(s) && Object.keys(services[s].depends_on ?? {}).every((d) => placed.has(d)));
    if (level.length === 0) throw new Error('depends_on has a cycle');
    level.forEach((s) => placed.add(s));
    levels.push(level);
  }
  return levels;
}

export class ComposeProject {
  constructor(
    readonly name: string,
    readonly env: NodeJS.ProcessEnv,
  ) {}

  readonly services = readCompose();

  container(service: string): string {
    return `${this.name}_${service}_1`;
  }

  compose(...args: string[]) {
    return run('podman-compose', ['-p', this.name, '-f', 'docker-compose.yml', ...args], { env: this.env });
  }

  /** Starts every service in dependency order; each waits for what its dependants need. */
  async start(log: (line: string) => void): Promise<void> {
    for (const level of startLevels(this.services)) {
      const started = Date.now();
      podman('start', ...level.map((s) => this.container(s)));
      await Promise.all(level.map((s) => this.settle(s)));
      log(`  ${level.join(', ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }

  /** One-shot containers must exit 0; the others must report healthy. */
  private async settle(service: string): Promise<void> {
    const name = this.container(service);
    if (this.services[service].restart === 'no') {
      const code = podman('wait', name);
      if (code !== '0') throw new Error(`${name} exited ${code}:\n${this.logs(service)}`);
      return;
    }
    await until(
      `${name} to be healthy`,
      () => {
        const check = podmanMayFail('healthcheck', 'run', name);
        if (check.status === 125) throw new Error(`${name} has no health check: ${check.stderr}`);
        if (podman('inspect', name, '--format', '{{.State.Running}}') !== 'true') throw new Error(`${name} stopped:\n${this.logs(service)}`);
        return check.status === 0;
      },
      180_000,
      1_000,
    );
  }

  logs(service: string): string {
    const result = podmanMayFail('logs', '--tail', '40', this.container(service));
    return result.stdout + result.stderr;
  }

  exitCodes(): Record<string, number> {
    return Object.fromEntries(Object.keys(this.services).map((s) => [s, Number(podman('inspect', this.container(s), '--format', '{{.State.ExitCode}}'))]));
  }
}
