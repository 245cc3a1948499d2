import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import { formatSingaporeDate, getPlan } from '@bv/domain';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { formatSgd, receiptReference, siteLinks } from '../common/site-links';
import { ConsentService } from '../consent/consent.service';
import { RecipientEntity } from '../account-mail/entities/recipient.entity';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { CustomerPurchaseEntity } from './entities/customer-purchase.entity';

const TOOL_NAMES = { exitcheck: 'ExitCheck', pitchprep: 'PitchPrep' } as const;

/**
 * A purchase ends the sales sequences of the buyer (pending sales mail is cancelled, and the
 * worker refuses later sales steps for a buyer) and sends the receipt.
 */
@Injectable()
export class StopSalesAndSendReceiptOnPaymentPaidHandler {
  constructor(
    private readonly consent: ConsentService,
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'payment.paid'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const addresses = new Set([p.email]);
    // A member may have taken the free assessment under the address of their account.
    const account = p.userId ? await tx.manager.findOneBy(RecipientEntity, { userId: p.userId }) : null;
    if (account) addresses.add(account.email);
    for (const email of addresses) {
      await tx.manager.createQueryBuilder().insert().into(CustomerPurchaseEntity).values({ paymentId: p.paymentId, email, planType: p.planType, paidAt: new Date(p.paidAt) }).orIgnore().execute();
      await this.consent.cancelPendingMarketing(tx.manager, email, 'Stopped: purchase', true);
    }
    const plan = getPlan(p.planType);
    await this.scheduler.schedule(
      tx,
      {
        email: p.email,
        templateId: 'payment_receipt',
        dedupeKey: `receipt:${p.paymentId}`,
        userData: {
          planName: p.tool ? `${plan.name} (${TOOL_NAMES[p.tool]})` : plan.name,
          billing: p.paymentType === 'subscription' ? 'Monthly subscription' : 'One-time payment',
          amount: formatSgd(p.amount),
          paidOn: formatSingaporeDate(new Date(p.paidAt)),
          reference: receiptReference(p.paymentId),
          dashboardUrl: siteLinks(this.config).dashboardUrl,
        },
      },
    );
  }
}
