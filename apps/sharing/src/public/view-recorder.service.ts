import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { quoteSchema, type Transaction } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { ShareViewEntity } from './entities/share-view.entity';
import { deviceClassOf } from './device-class';
import { loadVisitorIntents } from '../views/load-visitor-intents';

/** A reload (or a return) within this long after the last sign of life is the same view. */
export const SAME_VIEW_MINUTES = 30;
/**
 * Once a link's view cap is reached, a visitor whose own view counted may go on reading for this
 * long from the first moment of that view, and no longer: reading (or a copied cookie) does not
 * stretch it (docs/product-rules.md, "Sharing links").
 */
export const CAP_GRACE_MINUTES = 30;

export type Viewer = { userAgent: string; country: string | null };
/** A file the visitor downloads: its name and the output version it was made from. */
export type DownloadedFile = { file: string; version: number };
export type ViewRequest = { shareId: string; visitorId: string | null; viewerEmail: string | null; viewer: Viewer; download?: DownloadedFile };
export type CountedView = { viewId: string; title: string; description: string | null; allowDownload: boolean };

/** The share as the counting UPDATE (or the live view's continuation) left it. */
type ShareAfterView = {
  viewId: string;
  isNew: boolean;
  /** A bot's view: recorded, not counted, nobody told. */
  uncounted?: boolean;
  viewCount: number;
  viewedAt: Date;
  ownerId: string;
  outputId: string;
  notifyOnView: boolean;
  title: string;
  description: string | null;
  allowDownload: boolean;
};

type ShareRow = {
  view_count: number;
  last_viewed_at: Date;
  owner_id: string;
  output_id: string;
  notify_on_view: boolean;
  title: string;
  description: string | null;
  allow_download: boolean;
};
const SHARE_COLUMNS = 'view_count, last_viewed_at, owner_id, output_id, notify_on_view, title, description, allow_download';
/** A share a new view may open: unrevoked, public, unexpired and under its cap (counted or not). */
const OPEN_UNDER_CAP = `revoked_at IS NULL AND is_public AND (expires_at IS NULL OR expires_at > now()) AND (max_views IS NULL OR view_count < max_views)`;

const tables = (manager: EntityManager) => {
  const s = quoteSchema(schemaOf(manager.connection));
  return { shares: `${s}.shares`, views: `${s}.share_views`, downloads: `${s}.share_downloads` };
};

/** At most this many visitors are named in the owner's digest. */
const FOLLOW_UPS = 5;

/**
 * The link's hot and warm visitors, hottest first, for the owner's digest and the founder's
 * visitor.hot webhook (docs/product-rules.md, "Visitor intent"); every gate address is verified.
 */
async function followUpsOf(manager: EntityManager, shareId: string, outputId: string) {
  const intents = await loadVisitorIntents(manager, shareId, outputId);
  return intents
    .filter((v) => v.level !== 'cold')
    .slice(0, FOLLOW_UPS)
    .map((v) => ({ name: v.name, level: v.level as 'hot' | 'warm', reasons: v.reasons.slice(0, 8), email: v.email, verified: v.email !== null }));
}

const fromRow = (viewId: string, isNew: boolean, row: ShareRow, viewedAt: Date): ShareAfterView => ({
  viewId,
  isNew,
  viewCount: row.view_count,
  viewedAt,
  ownerId: row.owner_id,
  outputId: row.output_id,
  notifyOnView: row.notify_on_view,
  title: row.title,
  description: row.description,
  allowDownload: row.allow_download,
});

/**
 * Counts views inside the caller's transaction. A visitor is a browser (its random first-party
 * id); their reload within 30 minutes of the last sign of life is the same view, so it neither
 * counts nor tells the owner again. A download is a view: it joins the visitor's live view, or starts a new one
 * that counts against the cap like an opened page, and is logged with the file and its version.
 * A visitor whose user agent is a bot's or a link preview's is recorded but never counted.
 */
@Injectable()
export class ViewRecorder {
  /** The visitor's live view of the link, if they have one. */
  async liveView(manager: EntityManager, shareId: string, visitorId: string | null): Promise<string | null> {
    if (!visitorId) return null;
    const [row] = (await manager.query(
      `SELECT id FROM ${tables(manager).views}
       WHERE share_id = $1 AND visitor_id = $2 AND last_seen_at > now() - make_interval(mins => $3)
       ORDER BY last_seen_at DESC LIMIT 1`,
      [shareId, visitorId, SAME_VIEW_MINUTES],
    )) as { id: string }[];
    return row?.id ?? null;
  }

  /** Whether the visitor's view of a capped link began within the grace window (see CAP_GRACE_MINUTES). */
  async withinCapGrace(manager: EntityManager, shareId: string, visitorId: string | null): Promise<boolean> {
    if (!visitorId) return false;
    const [row] = (await manager.query(
      `SELECT 1 FROM ${tables(manager).views} WHERE share_id = $1 AND visitor_id = $2 AND viewed_at > now() - make_interval(mins => $3) LIMIT 1`,
      [shareId, visitorId, CAP_GRACE_MINUTES],
    )) as unknown[];
    return row !== undefined;
  }

  /** null when the link stopped working (revoked, private, expired, over its cap) since it was read. */
  async record(tx: Transaction, req: ViewRequest): Promise<CountedView | null> {
    const { manager } = tx;
    // One visitor's parallel first requests must not make two views.
    if (req.visitorId) await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`share-view:${req.shareId}:${req.visitorId}`]);
    const live = await this.liveView(manager, req.shareId, req.visitorId);
    const view = live ? await this.continueView(manager, live, req) : await this.newView(manager, req);
    if (!view) return null;
    if (req.download) {
      await manager.query(
        `INSERT INTO ${tables(manager).downloads} (id, share_id, view_id, visitor_id, viewer_email, downloaded_at, file_name, output_version)
         VALUES ($1, $2, $3, $4, $5, now(), $6, $7)`,
        [randomUUID(), req.shareId, view.viewId, req.visitorId, req.viewerEmail, req.download.file, req.download.version],
      );
    }
    // A page read within a live view says nothing new; a new view or any download does. The
    // owner's mail is a daily digest (notifications), so every one of them goes to it; the
    // follow-ups go even when the owner asked for no mail, for their visitor.hot webhooks.
    if ((view.isNew || req.download) && !view.uncounted) {
      const followUps = await followUpsOf(manager, req.shareId, view.outputId);
      tx.publish({
        type: 'share.viewed',
        payload: {
          shareId: req.shareId,
          outputId: view.outputId,
          ownerId: view.ownerId,
          viewedAt: view.viewedAt.toISOString(),
          viewCount: view.viewCount,
          notifyOwner: view.notifyOnView,
          title: view.title.slice(0, 200),
          ...(req.viewerEmail ? { viewerEmail: req.viewerEmail } : {}),
          ...(req.download ? { download: { ...req.download, startedView: view.isNew } } : {}),
          ...(followUps.length > 0 ? { followUps } : {}),
        },
      });
    }
    return { viewId: view.viewId, title: view.title, description: view.description, allowDownload: view.allowDownload };
  }

  private async newView(manager: EntityManager, req: ViewRequest): Promise<ShareAfterView | null> {
    const deviceClass = deviceClassOf(req.viewer.userAgent);
    // A bot or link preview that got past the door is recorded (marked) but never counted: it
    // uses up no view of a capped link and moves no figure (docs/product-rules.md, "Sharing links").
    const bot = deviceClass === 'bot';
    const counted = bot ? await this.admit(manager, req.shareId) : await this.increment(manager, req.shareId);
    if (!counted) return null;
    const viewId = randomUUID();
    // The version the visitor is shown (the output's latest saved one), for the CSV's version column.
    const snapshot = await manager.findOne(OutputSnapshotEntity, { where: { outputId: counted.output_id }, select: { version: true } });
    await manager.insert(ShareViewEntity, {
      id: viewId,
      shareId: req.shareId,
      viewedAt: counted.last_viewed_at,
      lastSeenAt: counted.last_viewed_at,
      deviceClass,
      country: req.viewer.country,
      visitorId: req.visitorId,
      viewerEmail: req.viewerEmail,
      engagedMs: 0,
      sectionCount: null,
      furthestSection: null,
      outputVersion: snapshot?.version ?? null,
    });
    return { ...fromRow(viewId, true, counted, counted.last_viewed_at), uncounted: bot };
  }

  /**
   * The live view goes on only while the link is still public, unrevoked and unexpired, and either
   * under its cap or within the cap grace of this view's first moment; otherwise null.
   */
  private async continueView(manager: EntityManager, viewId: string, req: ViewRequest): Promise<ShareAfterView | null> {
    const { shares, views } = tables(manager);
    const [rows] = (await manager.query(
      `UPDATE ${views} v SET last_seen_at = now(), viewer_email = COALESCE($2, v.viewer_email)
       FROM ${shares} s
       WHERE v.id = $1 AND s.id = v.share_id AND s.revoked_at IS NULL AND s.is_public
         AND (s.expires_at IS NULL OR s.expires_at > now())
         AND (s.max_views IS NULL OR s.view_count < s.max_views OR v.viewed_at > now() - make_interval(mins => $3))
       RETURNING ${SHARE_COLUMNS.split(', ').map((c) => `s.${c}`).join(', ')}, now() AS now`,
      [viewId, req.viewerEmail, CAP_GRACE_MINUTES],
    )) as [(ShareRow & { now: Date })[], number];
    const share = rows[0];
    return share ? fromRow(viewId, false, share, share.now) : null;
  }

  /** The link as a counted view would find it (open, under its cap), without counting: for bots. */
  private async admit(manager: EntityManager, shareId: string): Promise<ShareRow | null> {
    const columns = SHARE_COLUMNS.replace('last_viewed_at', 'now() AS last_viewed_at');
    const [row] = (await manager.query(
      `SELECT ${columns} FROM ${tables(manager).shares}
       WHERE id = $1 AND ${OPEN_UNDER_CAP}`,
      [shareId],
    )) as ShareRow[];
    return row ?? null;
  }

  /** One conditional UPDATE counts the view, so parallel views each add exactly one and none passes the cap. */
  private async increment(manager: EntityManager, shareId: string): Promise<ShareRow | null> {
    const [rows] = (await manager.query(
      `UPDATE ${tables(manager).shares} SET view_count = view_count + 1, last_viewed_at = now()
       WHERE id = $1 AND ${OPEN_UNDER_CAP}
       RETURNING ${SHARE_COLUMNS}`,
      [shareId],
    )) as [ShareRow[], number];
    return rows[0] ?? null;
  }
}
