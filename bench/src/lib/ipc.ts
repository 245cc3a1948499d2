import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

/** Messages between a benchmark and the processes it starts (see children.ts). */
export type ParentMessage = { type: 'request'; id: number; command: string; args: unknown };
export type ChildMessage =
  | { type: 'ready'; data: unknown }
  | { type: 'failed'; error: string }
  | { type: 'event'; data: unknown }
  | { type: 'reply'; id: number; data?: unknown; error?: string };

export type Handlers = Record<string, (args: unknown) => unknown>;

function send(message: ChildMessage): void {
  process.send?.(message);
}

/**
 * Child side: answers the parent's commands. `cpu` (this process's CPU time) is always
 * there; `stop` runs the given shutdown and exits, so a `--cpu-prof` profile gets written.
 * A child whose parent went away exits at once.
 */
export function serveParent(handlers: Handlers, shutdown: () => Promise<void>): void {
  if (!process.send) throw new Error('This entry is started by a benchmark (it needs an IPC channel)');
  process.on('disconnect', () => process.exit(1));
  process.on('message', (raw) => {
    const message = raw as ParentMessage;
    if (message.type !== 'request') return;
    const { id, command, args } = message;
    if (command === 'cpu') return send({ type: 'reply', id, data: process.cpuUsage() });
    if (command === 'profile:start' || command === 'profile:stop') {
      profile(command, args).then(
        () => send({ type: 'reply', id, data: null }),
        (err: Error) => send({ type: 'reply', id, error: err.message }),
      );
      return;
    }
    if (command === 'stop') {
      void shutdown().then(
        () => {
          send({ type: 'reply', id, data: null });
          setTimeout(() => process.exit(0), 50);
        },
        (err: Error) => {
          send({ type: 'reply', id, error: err.message });
          setTimeout(() => process.exit(1), 50);
        },
      );
      return;
    }
    const handler = handlers[command];
    if (!handler) return send({ type: 'reply', id, error: `unknown command ${command}` });
    Promise.resolve()
      .then(() => handler(args))
      .then(
        (data) => send({ type: 'reply', id, data }),
        (err: Error) => send({ type: 'reply', id, error: err.message }),
      );
  });
}

export function signalReady(data: unknown): void {
  send({ type: 'ready', data });
}

export function signalFailed(err: Error): void {
  send({ type: 'failed', error: err.stack ?? err.message });
}

export function emitToParent(data: unknown): void {
  send({ type: 'event', data });
}

let session: Session | undefined;

function post(method: string, params: object = {}): Promise<unknown> {
  return new Promise((resolve, reject) => session!.post(method, params, (err, result) => (err ? reject(err) : resolve(result))));
}

/** A CPU profile of one stretch of work (one load run), written as a `.cpuprofile` file. */
async function profile(command: string, args: unknown): Promise<void> {
  if (command === 'profile:start') {
    session = new Session();
    session.connect();
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 100 });
    await post('Profiler.start');
    return;
  }
  if (!session) throw new Error('no profile running');
  const { profile: data } = (await post('Profiler.stop')) as { profile: object };
  session.disconnect();
  session = undefined;
  writeFileSync((args as { file: string }).file, JSON.stringify(data));
}
