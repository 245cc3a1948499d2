import { formatSingaporeDate } from '@bv/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, LOGGER, type ServiceLogger } from '@bv/service-kit';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { RecipientEntity } from './entities/recipient.entity';

/** Tells an owner who asked for it that their shared link was viewed. */
@Injectable()
export class MailOwnerOnShareViewedHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async handle(event: EventEnvelope<EventPayload<'share.viewed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    if (!p.notifyOwner) return;
    const owner = await tx.manager.findOneBy(RecipientEntity, { userId: p.ownerId });
    if (!owner) {
      // Only possible for accounts made before this service kept recipients: nothing to mail to.
      this.logger.warn({ ownerId: p.ownerId, shareId: p.shareId }, 'share viewed by an owner this service does not know; no mail');
      return;
    }
    await this.scheduler.schedule(
      tx,
      {
        email: owner.email,
        templateId: 'share_viewed',
        // A download within a live view leaves the count as it was: it is keyed by its own event.
        dedupeKey: p.download ? `share-download:${event.id}` : `share-view:${p.shareId}:${p.viewCount}`,
        userData: { name: owner.name ?? 'there', viewedOn: this.viewedOn(p), viewCount: p.viewCount, sharesUrl: this.sharesUrl(p.outputId) },
      },
    );
  }

  /**
   * "24 November 2026", or "24 November 2026 by raj@jungle.vc" behind an e-mail gate: the
   * template's sentence stays the same, so mails queued before this change still render.
   */
  private viewedOn(p: EventPayload<'share.viewed'>): string {
    const day = formatSingaporeDate(new Date(p.viewedAt));
    const who = p.viewerEmail ? `${day} by ${p.viewerEmail}` : day;
    return p.download ? `${who} (the PDF of version ${p.download.version} was downloaded)` : who;
  }

  /** The output's page, where its Share panel shows the views of each link. */
  private sharesUrl(outputId: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}/pitchprep/outputs/${outputId}`;
  }
}
