import { formatSingaporeDate } from '@bv/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { RecipientEntity } from '../account-mail/entities/recipient.entity';
import { formatSgd, siteLinks } from '../common/site-links';
import { SequenceService } from '../sequences/sequence.service';
import { EarlyBirdHolderEntity } from './entities/early-bird-holder.entity';

/** Remembers the price lock (for the early-bird launch mail) and confirms it to the buyer. */
@Injectable()
export class EarlyBirdGrantedHandler {
  constructor(
    private readonly sequences: SequenceService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'early_bird.granted'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    await tx.manager.upsert(
      EarlyBirdHolderEntity,
      {
        email: p.email,
        userId: p.userId,
        founderPlusCents: p.lockedPrices.founderPlus,
        eliteMonthlyCents: p.lockedPrices.eliteMonthly,
        grantedAt: new Date(p.grantedAt),
        expiresAt: new Date(p.expiresAt),
      },
      ['email'],
    );
    const account = await tx.manager.findOneBy(RecipientEntity, { userId: p.userId });
    await this.sequences.start(
      tx,
      {
        triggerType: 'early_bird_granted',
        email: p.email,
        triggerKey: `grant-${p.grantedAt}`,
        userData: {
          name: account?.name ?? 'there',
          founderPlusPrice: formatSgd(p.lockedPrices.founderPlus),
          eliteMonthlyPrice: formatSgd(p.lockedPrices.eliteMonthly),
          expiresOn: formatSingaporeDate(new Date(p.expiresAt)),
          accountUrl: siteLinks(this.config).accountUrl,
        },
        triggeredAt: new Date(event.occurredAt),
      },
    );
  }
}
