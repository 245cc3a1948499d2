/**
 * Reads until `done` accepts what it read, and returns that. A type-guard `done` narrows the
 * result (`(run) => run !== null`). A read that throws ends the wait at once; catch in `read`
 * what is expected while a thing starts (e.g. a refused connection).
 */
export function waitFor<T, S extends T>(read: () => Promise<T>, done: (value: T) => value is S, timeoutMs: number, what: string): Promise<S>;
export function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T>;
export async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!done(last)) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last value: ${shown(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

function shown(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
