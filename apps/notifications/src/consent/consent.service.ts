import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { appError, notificationsErrors } from '@bv/contracts';
import { DATA_SOURCE, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { affectedCount, schemaSqlOf } from '../common/sql';
import { SALES_TRIGGERS } from '../sequences/sequence-definitions';
import { CustomerPurchaseEntity } from '../sequences/entities/customer-purchase.entity';
import { EmailSuppressionEntity } from './entities/email-suppression.entity';
import { EmailLinks } from './email-links';
import { maskEmail } from './link-signer';

export type UnsubscribeSource = 'one-click' | 'unsubscribe-page' | 'preferences';

const invalidLink = () => appError(notificationsErrors.INVALID_LINK);

/**
 * Who may receive marketing mail. An unsubscribed address gets no marketing mail from then
 * on (pending steps are cancelled at once, and the worker checks again before sending);
 * transactional mail is never held back.
 */
@Injectable()
export class ConsentService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly links: EmailLinks,
  ) {}

  async inspect(token: string): Promise<{ address: string; unsubscribed: boolean }> {
    const email = this.links.signer.readUnsubscribeToken(token);
    if (!email) throw invalidLink();
    const suppressed = await this.dataSource.getRepository(EmailSuppressionEntity).existsBy({ email });
    return { address: maskEmail(email), unsubscribed: suppressed };
  }

  async unsubscribe(token: string, source: UnsubscribeSource): Promise<{ address: string; unsubscribed: boolean }> {
    const email = this.links.signer.readUnsubscribeToken(token);
    if (!email) throw invalidLink();
    await this.suppress(email, source);
    return { address: maskEmail(email), unsubscribed: true };
  }

  async preferences(email: string): Promise<{ email: string; marketing: boolean }> {
    const suppressed = await this.dataSource.getRepository(EmailSuppressionEntity).existsBy({ email });
    return { email, marketing: !suppressed };
  }

  async updatePreferences(email: string, marketing: boolean): Promise<{ email: string; marketing: boolean }> {
    if (marketing) await this.dataSource.getRepository(EmailSuppressionEntity).delete({ email });
    else await this.suppress(email, 'preferences');
    return { email, marketing };
  }

  /** Why a marketing mail must not go out now, or null when it may. */
  async reasonNotToSend(manager: EntityManager, mail: { userEmail: string; triggerType: string | null }): Promise<string | null> {
    const suppression = await manager.findOneBy(EmailSuppressionEntity, { email: mail.userEmail });
    if (suppression) return `Suppressed: ${suppression.reason}`;
    if (mail.triggerType && (SALES_TRIGGERS as string[]).includes(mail.triggerType)) {
      if (await manager.existsBy(CustomerPurchaseEntity, { email: mail.userEmail })) return 'Stopped: purchase';
    }
    return null;
  }

  /** Cancels an address's pending marketing mail (of sales sequences only, when asked). */
  async cancelPendingMarketing(manager: EntityManager, email: string, reason: string, onlySales = false): Promise<number> {
    const s = schemaSqlOf(this.dataSource);
    const result: unknown = await manager.query(
      `UPDATE ${s}.email_automation_logs l SET status = 'cancelled', error_message = $2
       FROM ${s}.email_templates t
       WHERE t.id = l.template_id AND t.category = 'marketing' AND l.status = 'pending' AND l.user_email = $1
         AND ($3::text[] IS NULL OR l.trigger_type = ANY($3::text[]))`,
      [email, reason, onlySales ? SALES_TRIGGERS : null],
    );
    return affectedCount(result);
  }

  private async suppress(email: string, source: string): Promise<void> {
    await this.unitOfWork.run(async ({ manager }) => {
      await manager.createQueryBuilder().insert().into(EmailSuppressionEntity).values({ email, reason: 'unsubscribed', source }).orIgnore().execute();
      await this.cancelPendingMarketing(manager, email, 'Suppressed: unsubscribed');
    });
  }
}
