import { Inject, Injectable } from '@nestjs/common';
import type { Transaction } from '@bv/messaging';
import { LOGGER, type RowJobQueue, type ServiceLogger } from '@bv/service-kit';
import { schemaSqlOf } from '../common/sql';
import { stableUuid } from '../common/stable-id';
import { EMAIL_QUEUE } from './email-delivery.service';
import type { TemplateData } from './template-renderer';

export type ScheduledEmail = {
  email: string;
  templateId: string;
  userData: TemplateData;
  /** What this mail is for; the same key never mails twice. */
  dedupeKey: string;
  /** Default now; a later time makes a delayed job. */
  scheduledAt?: Date;
  triggerType?: string;
  step?: number;
};

/** Redis may be down: the caller must not wait for it, the sweeper queues the row later. */
const ENQUEUE_TIMEOUT_MS = 3_000;

@Injectable()
export class EmailSchedulerService {
  constructor(
    @Inject(EMAIL_QUEUE) private readonly queue: RowJobQueue,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  /**
   * Logs the mail as pending in the caller's transaction and queues it once that commits.
   * The row id comes from the dedupe key, and a second request with the same key is ignored.
   * Returns the new row's id, or null when the key was taken.
   */
  async schedule(tx: Transaction, mail: ScheduledEmail): Promise<string | null> {
    const [id] = await this.scheduleAll(tx, [mail]);
    return id;
  }

  /** `schedule` for several mails (a sequence's steps) in one INSERT; ids in the order given. */
  async scheduleAll(tx: Transaction, mails: readonly ScheduledEmail[]): Promise<Array<string | null>> {
    if (mails.length === 0) return [];
    const params: unknown[] = [];
    const rows = mails.map((mail) => {
      const scheduledAt = mail.scheduledAt ?? new Date();
      params.push(stableUuid(mail.dedupeKey), mail.email, mail.templateId, scheduledAt, mail.userData, mail.dedupeKey, mail.triggerType ?? null, mail.step ?? null);
      const n = params.length;
      return `($${n - 7}, $${n - 6}, $${n - 5}, 'pending', $${n - 4}, $${n - 3}, 0, $${n - 2}, $${n - 1}, $${n})`;
    });
    const inserted = await tx.query<{ id: string; scheduled_at: Date }>(
      `INSERT INTO ${schemaSqlOf(tx.manager.connection)}.email_automation_logs
         (id, user_email, template_id, status, scheduled_at, user_data, attempts, dedupe_key, trigger_type, step)
       VALUES ${rows.join(', ')} ON CONFLICT DO NOTHING RETURNING id, scheduled_at`,
      params,
    );
    for (const row of inserted) tx.afterCommit(() => this.enqueueSoon(row.id, row.scheduled_at));
    const taken = new Set(inserted.map((row) => row.id));
    return mails.map((mail) => {
      const id = stableUuid(mail.dedupeKey);
      return taken.has(id) ? id : null;
    });
  }

  /** Never throws and never waits long: a row left unqueued is found by the sweeper. */
  enqueueSoon(id: string, runAt?: Date): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        this.logger.warn({ logId: id }, 'queueing mail timed out (Redis?); the sweeper will queue it');
        resolve();
      }, ENQUEUE_TIMEOUT_MS);
    });
    const queued = this.queue.enqueue(id, runAt).catch((err: Error) => {
      this.logger.warn({ logId: id, err: err.message }, 'queueing mail failed; the sweeper will queue it');
    });
    return Promise.race([queued, timeout]).finally(() => clearTimeout(timer));
  }
}
