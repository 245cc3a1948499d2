import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, LOGGER, type ServiceLogger } from '@bv/service-kit';
import { RecipientEntity } from '../account-mail/entities/recipient.entity';
import { schemaSqlOf } from '../common/sql';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { digestTemplateData, digestTemplateId, hotVisitorTemplateData, tallyEvent, type DigestTally } from './share-view-digest';

type DigestRow = {
  pending_log_id: string | null;
  last_scheduled_at: Date;
  views: number;
  downloads: number;
  anonymous_views: number;
  viewer_emails: string[];
  first_at: Date;
  last_at: Date;
  view_count: number;
};

const tallyOf = (row: DigestRow): DigestTally => ({
  views: row.views,
  downloads: row.downloads,
  anonymousViews: row.anonymous_views,
  viewerEmails: row.viewer_emails,
  firstAt: row.first_at,
  lastAt: row.last_at,
  viewCount: row.view_count,
});

/**
 * Tells an owner who asked for it that their link was viewed, as a digest per link: the first
 * view after a quiet spell is mailed at once; views and downloads after it gather in one mail due
 * SHARE_VIEW_DIGEST_MINUTES after the last, so a burst of visitors (or of cookieless requests)
 * sends at most one mail per interval (docs/product-rules.md, "Sharing links").
 */
@Injectable()
export class DigestShareViewsForOwnerHandler {
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
    const s = schemaSqlOf(tx.manager.connection);
    // One link's events are handled one at a time, so two cannot both start a digest.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`share-digest:${p.shareId}`]);
    const [row] = await tx.query<DigestRow>(`SELECT * FROM ${s}.share_view_digests WHERE share_id = $1`, [p.shareId]);
    const context = {
      name: owner.name ?? 'there',
      linkTitle: p.title ?? 'your shared document',
      sharesUrl: this.sharesUrl(p.outputId),
      analyticsUrl: this.analyticsUrl(p.shareId),
      everyMinutes: this.config.SHARE_VIEW_DIGEST_MINUTES,
    };
    // A visitor who turned hot is mailed at once, apart from the digest; the dedupe key makes it once per visitor per link.
    for (const hot of (p.followUps ?? []).filter((f) => f.level === 'hot')) {
      await this.scheduler.schedule(tx, {
        email: owner.email,
        templateId: 'share_visitor_hot',
        dedupeKey: `share-hot:${p.shareId}:${hot.name.toLowerCase()}`,
        userData: hotVisitorTemplateData(hot, context),
      });
    }

    if (row?.pending_log_id) {
      // Waits for a worker that is sending it right now; once sent, a new digest starts below.
      const [log] = await tx.query<{ status: string }>(`SELECT status FROM ${s}.email_automation_logs WHERE id = $1 FOR UPDATE`, [row.pending_log_id]);
      if (log?.status === 'pending') {
        const tally = tallyEvent(tallyOf(row), p);
        // The template follows the latest list of visitors to follow up with (its values are made for it).
        await tx.query(`UPDATE ${s}.email_automation_logs SET user_data = $2, template_id = $3 WHERE id = $1`, [
          row.pending_log_id,
          digestTemplateData(tally, context, p.followUps),
          digestTemplateId(p.followUps),
        ]);
        await this.save(tx, s, p, row.pending_log_id, row.last_scheduled_at, tally);
        return;
      }
    }
    const now = new Date();
    const next = row ? new Date(row.last_scheduled_at.getTime() + this.config.SHARE_VIEW_DIGEST_MINUTES * 60_000) : now;
    const scheduledAt = next > now ? next : now;
    const tally = tallyEvent(null, p);
    const logId = await this.scheduler.schedule(tx, {
      email: owner.email,
      templateId: digestTemplateId(p.followUps),
      dedupeKey: `share-digest:${p.shareId}:${event.id}`,
      userData: digestTemplateData(tally, context, p.followUps),
      scheduledAt,
    });
    await this.save(tx, s, p, logId, scheduledAt, tally);
  }

  private async save(tx: Transaction, s: string, p: EventPayload<'share.viewed'>, logId: string | null, scheduledAt: Date, t: DigestTally): Promise<void> {
    await tx.query(
      `INSERT INTO ${s}.share_view_digests (share_id, owner_id, pending_log_id, last_scheduled_at, views, downloads, anonymous_views, viewer_emails, first_at, last_at, view_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (share_id) DO UPDATE SET pending_log_id = $3, last_scheduled_at = $4, views = $5, downloads = $6, anonymous_views = $7,
         viewer_emails = $8, first_at = $9, last_at = $10, view_count = $11`,
      [p.shareId, p.ownerId, logId, scheduledAt, t.views, t.downloads, t.anonymousViews, t.viewerEmails, t.firstAt, t.lastAt, t.viewCount],
    );
  }

  /** The link's analytics page, which lists its visitors hottest first. */
  private analyticsUrl(shareId: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}/shares/${shareId}`;
  }

  /** The output's page, where its Share panel shows the views of each link. */
  private sharesUrl(outputId: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}/pitchprep/outputs/${outputId}`;
  }
}
