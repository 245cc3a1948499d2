import { Inject, Injectable } from '@nestjs/common';
import type { EventEnvelope, EventPayload } from '@bv/contracts';
import type { Transaction } from '@bv/messaging';
import { CONFIG, LOGGER, type ServiceLogger } from '@bv/service-kit';
import { RecipientEntity } from '../account-mail/entities/recipient.entity';
import { schemaSqlOf } from '../common/sql';
import type { NotificationsConfig } from '../config';
import { EmailSchedulerService } from '../email/email-scheduler.service';
import { founderDigestTemplateData, founderDigestTemplateId, nextDailySend, tallyDigest, type DigestEvent, type FollowUp, type FounderTally } from './founder-digest';

type DigestRow = { pending_log_id: string | null; scheduled_at: Date; tally: FounderTally };
type HotVisitor = { name: string; reasons: string[] };

/**
 * Tells a founder about their visitors (docs/product-rules.md, "Sharing links" and "Visitor
 * intent"): one digest mail a day over all their share links (those set to tell them) and deal
 * rooms, due at the next VIEW_DIGEST_HOUR_SGT o'clock Singapore time; every view or download
 * until then rewrites that one pending mail (its values and its template). A visitor who turns
 * hot is mailed at once, once per visitor and link.
 */
@Injectable()
export class DigestViewsForFounderHandler {
  constructor(
    private readonly scheduler: EmailSchedulerService,
    @Inject(CONFIG) private readonly config: NotificationsConfig,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
  ) {}

  async onShareViewed(event: EventEnvelope<EventPayload<'share.viewed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    if (!p.notifyOwner) return;
    const title = p.title ?? 'your shared document';
    const url = this.url(`/shares/${p.shareId}`);
    await this.handle(tx, p.ownerId, {
      source: { key: `share:${p.shareId}`, kind: 'share', title, url },
      at: p.viewedAt,
      view: !p.download || p.download.startedView,
      download: p.download !== undefined,
      viewerEmail: p.viewerEmail ?? null,
      followUps: followUpsOf(p.followUps),
    }, hotOf(p.followUps).map((hot) => ({ hot, dedupeKey: `share-hot:${p.shareId}:${hot.name.toLowerCase()}`, linkTitle: title, url })));
  }

  /** A room has no switch: its views always go in the digest, as its questions are always mailed. */
  async onRoomDocumentViewed(event: EventEnvelope<EventPayload<'document.viewed'>>, tx: Transaction): Promise<void> {
    const p = event.payload;
    const title = p.roomName ?? 'your deal room';
    const url = this.url(`/dashboard/rooms/${p.roomId}/analytics`);
    await this.handle(tx, p.ownerId, {
      source: { key: `room:${p.roomId}`, kind: 'room', title, url },
      at: p.viewedAt,
      view: !p.download,
      download: p.download,
      viewerEmail: p.viewerEmail ?? null,
      followUps: followUpsOf(p.followUps),
    }, (p.followUps ?? []).filter((f) => f.level === 'hot').map((hot) => ({ hot, dedupeKey: `room-hot:${hot.linkId ?? p.linkId}:${hot.name.toLowerCase()}`, linkTitle: title, url })));
  }

  private async handle(tx: Transaction, ownerId: string, e: DigestEvent, hots: { hot: HotVisitor; dedupeKey: string; linkTitle: string; url: string }[]): Promise<void> {
    const owner = await tx.manager.findOneBy(RecipientEntity, { userId: ownerId });
    if (!owner) {
      // Only possible for accounts made before this service kept recipients: nothing to mail to.
      this.logger.warn({ ownerId }, 'a link was viewed of an owner this service does not know; no mail');
      return;
    }
    const name = owner.name ?? 'there';
    // A visitor who turned hot is mailed at once, apart from the digest; the dedupe key makes it once per visitor per link.
    for (const { hot, dedupeKey, linkTitle, url } of hots) {
      await this.scheduler.schedule(tx, {
        email: owner.email,
        templateId: 'share_visitor_hot',
        dedupeKey,
        userData: { name, linkTitle, hotVisitor: hot.name, hotReasons: hot.reasons.join('; ') || 'their reading adds up', analyticsUrl: url },
      });
    }

    const s = schemaSqlOf(tx.manager.connection);
    // One founder's events are handled one at a time, so two cannot both start a digest.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`founder-digest:${ownerId}`]);
    const [row] = await tx.query<DigestRow>(`SELECT pending_log_id, scheduled_at, tally FROM ${s}.founder_view_digests WHERE owner_id = $1`, [ownerId]);
    const context = (sendAt: Date) => ({ name, sendAt, sendHour: this.config.VIEW_DIGEST_HOUR_SGT, dashboardUrl: this.url('/dashboard') });
    if (row?.pending_log_id) {
      // Waits for a worker that is sending it right now; once sent, a new digest starts below.
      const [log] = await tx.query<{ status: string }>(`SELECT status FROM ${s}.email_automation_logs WHERE id = $1 FOR UPDATE`, [row.pending_log_id]);
      if (log?.status === 'pending') {
        const tally = tallyDigest(row.tally, e);
        await tx.query(`UPDATE ${s}.email_automation_logs SET user_data = $2, template_id = $3 WHERE id = $1`, [
          row.pending_log_id,
          founderDigestTemplateData(tally, context(row.scheduled_at)),
          founderDigestTemplateId(tally),
        ]);
        await tx.query(`UPDATE ${s}.founder_view_digests SET tally = $2 WHERE owner_id = $1`, [ownerId, tally]);
        return;
      }
    }
    const sendAt = nextDailySend(new Date(), this.config.VIEW_DIGEST_HOUR_SGT);
    const tally = tallyDigest(null, e);
    const logId = await this.scheduler.schedule(tx, {
      email: owner.email,
      templateId: founderDigestTemplateId(tally),
      dedupeKey: `founder-digest:${ownerId}:${sendAt.toISOString()}:${e.source.key}:${e.at}`,
      userData: founderDigestTemplateData(tally, context(sendAt)),
      scheduledAt: sendAt,
    });
    await tx.query(
      `INSERT INTO ${s}.founder_view_digests (owner_id, pending_log_id, scheduled_at, tally) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner_id) DO UPDATE SET pending_log_id = $2, scheduled_at = $3, tally = $4`,
      [ownerId, logId, sendAt, tally],
    );
  }

  private url(path: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
  }
}

type EventFollowUps = EventPayload<'share.viewed'>['followUps'];

/** The event's list as the digest keeps it (sharing leaves it out while nobody is warm). */
const followUpsOf = (list: EventFollowUps): FollowUp[] =>
  (list ?? []).map((f) => ({ name: f.name, level: f.level, reasons: f.reasons, ...(f.linkTitle ? { linkTitle: f.linkTitle } : {}) }));

const hotOf = (list: EventFollowUps): HotVisitor[] => (list ?? []).filter((f) => f.level === 'hot');
