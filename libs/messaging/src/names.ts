/**
 * Names of exchanges and queues. `prefix` isolates test runs that share one broker; in
 * production it is empty.
 */
export type Topology = { prefix: string };

export const defaultTopology: Topology = { prefix: '' };

export function eventsExchange(t: Topology): string {
  return `${t.prefix}platform.events`;
}
export function consumerQueue(t: Topology, service: string): string {
  return `${t.prefix}${service}.events`;
}
export function retryQueue(mainQueue: string, attempt: number): string {
  return `${mainQueue}.retry.${attempt}`;
}
export function deadLetterQueue(mainQueue: string): string {
  return `${mainQueue}.dlq`;
}
export function rpcQueue(t: Topology, service: string): string {
  return `${t.prefix}rpc.${service}`;
}

/**
 * Every queue and exchange these services declare on a topology: each one's event queue with
 * its dead letters and `retries` retry queues, its RPC queue, and the events exchange. A test
 * run deletes them after itself.
 */
export function declaredNames(t: Topology, services: string[], retries: number): { queues: string[]; exchanges: string[] } {
  const queues = services.flatMap((service) => {
    const events = consumerQueue(t, service);
    return [events, deadLetterQueue(events), ...Array.from({ length: retries }, (_, i) => retryQueue(events, i + 1)), rpcQueue(t, service)];
  });
  return { queues, exchanges: [eventsExchange(t)] };
}

const identifier = /^[a-z_][a-z0-9_]{0,62}$/;
/** Schemas are interpolated into SQL, so only plain identifiers are accepted. */
export function quoteSchema(schema: string): string {
  if (!identifier.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  return `"${schema}"`;
}
