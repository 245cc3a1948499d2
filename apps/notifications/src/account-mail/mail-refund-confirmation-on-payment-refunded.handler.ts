import { formatSingaporeDate } from '@bv/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { formatSgd, receiptReference, siteLinks } from '../common/site-links';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { RecipientEntity } from './entities/recipient.entity';

/**
 * The buyer hears that the money is on its way back (once per refunded payment), and why when
 * billing refunded it by itself (a second LITE20 payment: docs/product-rules.md, "Coupons (LITE20)").
 */
@Injectable()
export class MailRefundConfirmationOnPaymentRefundedHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'payment.refunded'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const account = p.userId ? await tx.manager.findOneBy(RecipientEntity, { userId: p.userId }) : null;
    const links = siteLinks(this.config);
    await this.scheduler.schedule(
      tx,
      {
        email: p.email,
        templateId: p.reason === 'lite20_already_used' ? 'lite20_payment_refunded' : 'payment_refunded',
        dedupeKey: `refund:${p.paymentId}`,
        userData: {
          name: account?.name || 'there',
          amount: formatSgd(p.amount),
          refundedOn: formatSingaporeDate(new Date(p.refundedAt)),
          reference: receiptReference(p.paymentId),
          billingUrl: `${links.accountUrl}?tab=billing`,
          pricingUrl: links.pricingUrl,
        },
      },
    );
  }
}
