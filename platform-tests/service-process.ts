import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/**
 * A built service (`apps/<app>/dist/main.js`) in a process of its own, as it runs in a pod, so a
 * test can stop it with a real SIGTERM or kill it with SIGKILL. Logs at info level; `lines` are
 * its JSON log lines so far.
 */
export class ServiceProcess {
  readonly exited: Promise<Exit>;
  private output = '';
  private exit?: Exit;

  private constructor(
    readonly app: string,
    private readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve((this.exit = { code, signal }))));
  }

  /** Starts the service and waits for its "<app> ready" line. */
  static async start(app: string, env: Record<string, string>, timeoutMs = 60_000): Promise<ServiceProcess> {
    const child = spawn(process.execPath, [join(__dirname, `../apps/${app}/dist/main.js`)], {
      env: { ...process.env, ...env, LOG_LEVEL: 'info', HTTP_HOST: '127.0.0.1', HTTP_PORT: '0', INTERNAL_HTTP_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const service = new ServiceProcess(app, child);
    const deadline = Date.now() + timeoutMs;
    while (!service.lines().some((line) => line.msg === `${app} ready`)) {
      if (service.exit || Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`${app} did not start:\n${service.output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return service;
  }

  get running(): boolean {
    return this.exit === undefined;
  }

  lines(): { msg?: string; [key: string]: unknown }[] {
    return this.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string });
  }

  kill(signal: NodeJS.Signals): void {
    if (this.running) this.child.kill(signal);
  }

  /** Ends the process however it is doing (for clean-up after a failed test). */
  async stop(): Promise<void> {
    this.kill('SIGKILL');
    await this.exited;
  }
}
