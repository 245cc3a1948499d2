import type { ChildProcess } from 'node:child_process';
import { waitFor } from './wait-for';

/**
 * Polls `<url>/health/ready` until it answers 200. A `child` (the process serving `url`) that
 * exits meanwhile ends the wait at once; `what` names it in the error.
 */
export async function waitUntilReady(url: string, options: { what: string; timeoutMs: number; child?: ChildProcess }): Promise<void> {
  const ready = async () => {
    if (options.child && options.child.exitCode !== null) throw new Error(`${options.what} exited during start-up`);
    return fetch(`${url}/health/ready`).then((res) => res.ok, () => false);
  };
  await waitFor(ready, (ok) => ok, options.timeoutMs, `${options.what} to be ready`);
}
