import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from '@bv/messaging';
import { LOGGER, type RowJobQueue, type ServiceLogger } from '@bv/service-kit';

export const WEBHOOK_QUEUE = Symbol('WEBHOOK_QUEUE');
/** The BullMQ queue of webhook attempts; one job per delivery row (kept stable: renaming strands jobs). */
export const WEBHOOK_QUEUE_NAME = 'webhook-attempts';

/** Redis may be down: callers never wait on it for long, the sweeper queues the row later. */
const ENQUEUE_TIMEOUT_MS = 3_000;

@Injectable()
export class WebhookQueue {
  constructor(
    @Inject(WEBHOOK_QUEUE) readonly queue: RowJobQueue,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  /** Queues the deliveries once the transaction that wrote them commits. */
  afterCommit(tx: Transaction, deliveryIds: readonly string[]): void {
    for (const id of deliveryIds) tx.afterCommit(() => this.enqueueSoon(id));
  }

  /** Never throws and never waits long; a replayed (finished) job is replaced. */
  async enqueueSoon(id: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ENQUEUE_TIMEOUT_MS);
    });
    const queued = this.queue.ensureQueued(id).then(
      () => undefined,
      (err: Error) => this.logger.warn({ deliveryId: id, err: err.message }, 'queueing a webhook delivery failed; the sweeper will queue it'),
    );
    await Promise.race([queued, timeout]).finally(() => clearTimeout(timer));
  }
}
