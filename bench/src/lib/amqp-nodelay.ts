import amqplib from 'amqplib';

/** True when this run measures the proposed fix (see bench/README.md, BENCH_AMQP_NODELAY). */
export function amqpNoDelayRequested(): boolean {
  return process.env.BENCH_AMQP_NODELAY === '1';
}

/**
 * Turns Nagle's algorithm off on every AMQP socket this process opens from now on, including
 * those amqp-connection-manager opens for the services (it calls `amqplib.connect` at each
 * (re)connect). A bench-side patch: it measures the one-line fix in libs/messaging's
 * connectAmqp without changing app code.
 */
export function forceAmqpNoDelay(): void {
  const original = amqplib.connect;
  const patched = (url: Parameters<typeof original>[0], options?: Parameters<typeof original>[1]) =>
    original(url, { ...(typeof options === 'object' ? options : {}), noDelay: true });
  (amqplib as { connect: typeof original }).connect = patched as typeof original;
}
