import { eventConsumers, eventHandlerMismatch, eventSubscriptions } from '@bv/contracts';

/**
 * Refuses to start a service whose event handlers differ from the table of who consumes what
 * (libs/contracts/src/event-consumers.ts), as an RPC server refuses handlers that differ from
 * its contract: a reaction cannot be added or dropped without the table saying so.
 */
export function assertEventTable(service: string, consumed: readonly string[], subscribed: readonly string[]): void {
  const table = [
    ['consumes', (eventConsumers as Record<string, readonly string[]>)[service] ?? [], consumed],
    ['subscribes to', (eventSubscriptions as Record<string, readonly string[]>)[service] ?? [], subscribed],
  ] as const;
  const problems = table.flatMap(([verb, declared, handled]) => {
    const { missing, undeclared } = eventHandlerMismatch(declared, handled);
    return [
      ...(missing.length ? [`the table says it ${verb} ${missing.join(', ')} but it has no handler`] : []),
      ...(undeclared.length ? [`it ${verb} ${undeclared.join(', ')}, which the table does not give it`] : []),
    ];
  });
  if (problems.length > 0) throw new Error(`${service}'s event handlers do not match libs/contracts/src/event-consumers.ts: ${problems.join('; ')}`);
}
