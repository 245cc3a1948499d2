import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { RoomEngagement } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, schemaOf, UNIT_OF_WORK, type UnitOfWork } from '@bv/service-kit';
import { deviceClassOf } from '../public/device-class';
import { capToElapsed } from '../public/engagement.service';
import { SAME_VIEW_MINUTES, type Viewer } from '../public/view-recorder.service';
import type { RoomDocumentEntity } from '../rooms/entities/room-document.entity';
import { RoomLinkEntity } from '../room-links/entities/room-link.entity';
import type { RoomReader } from '../room-links/room-link-gate';
import { roomLinkState } from '../room-links/room-link-scope';
import { hashShareToken } from '../shares/share-tokens';
import { roomFollowUps } from './room-analytics';
import { loadRoomDocuments, loadRoomQuestions, loadRoomViews } from './room-analytics.service';
import { pagesInDocument } from './room-view-rows';

type Opening = { visitorId: string | null; viewer: Viewer; reader: RoomReader; download: boolean };

const tables = (manager: EntityManager) => {
  const s = quoteSchema(schemaOf(manager.connection));
  return { views: `${s}.room_document_views`, pages: `${s}.room_document_view_pages`, downloads: `${s}.room_document_downloads` };
};

/**
 * What a room link's visitor reads (docs/product-rules.md, "Deal rooms": room analytics): one
 * view per visitor × document × visit (a reopening within 30 minutes of the last sign of life, of
 * the same version, goes on with the same view), the time on each page from the viewer's beacons,
 * and each download. Bots and link previews record nothing. A new view or a download publishes
 * document.viewed through the outbox in the same transaction.
 */
@Injectable()
export class RoomDocumentViews {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async opened(link: RoomLinkEntity, doc: RoomDocumentEntity, req: Opening): Promise<void> {
    const deviceClass = deviceClassOf(req.viewer.userAgent);
    if (deviceClass === 'bot') return;
    await this.unitOfWork.run(async (tx) => {
      const { manager } = tx;
      const t = tables(manager);
      // One visitor's parallel requests must not make two views.
      if (req.visitorId) await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`room-document-view:${link.id}:${doc.id}:${req.visitorId}`]);
      const live = await this.liveView(manager, link.id, doc.id, req.visitorId, doc.version);
      const viewId = live ?? randomUUID();
      if (live) {
        await manager.query(
          `UPDATE ${t.views} SET last_seen_at = now(), viewer_email = COALESCE($2, viewer_email), viewer_name = COALESCE($3, viewer_name) WHERE id = $1`,
          [live, req.reader.email, req.reader.name],
        );
      } else {
        await manager.query(
          `INSERT INTO ${t.views} (id, link_id, room_id, document_id, document_name, document_version, visitor_id, viewer_email, viewer_name, viewed_at, last_seen_at, device_class, country, page_count)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), now(), $10, $11, $12)`,
          [viewId, link.id, link.roomId, doc.id, doc.name, doc.version, req.visitorId, req.reader.email, req.reader.name, deviceClass, req.viewer.country, doc.status === 'ready' ? doc.pageCount : null],
        );
      }
      if (req.download) await manager.query(`INSERT INTO ${t.downloads} (id, view_id, downloaded_at) VALUES ($1, $2, now())`, [randomUUID(), viewId]);
      if (live && !req.download) return;
      // Read in this transaction, so the view just recorded counts towards the visitor's intent.
      const [views, documents, questions, [room]] = await Promise.all([
        loadRoomViews(manager, link.roomId),
        loadRoomDocuments(manager, link.roomId),
        loadRoomQuestions(manager, link.roomId),
        manager.query(`SELECT name FROM ${quoteSchema(schemaOf(manager.connection))}.rooms WHERE id = $1`, [link.roomId]) as Promise<{ name: string }[]>,
      ]);
      const followUps = roomFollowUps(views, documents, questions);
      tx.publish({
        type: 'document.viewed',
        payload: {
          linkId: link.id,
          roomId: link.roomId,
          documentId: doc.id,
          ownerId: link.ownerId,
          download: req.download,
          viewedAt: new Date().toISOString(),
          viewerEmail: req.reader.email,
          documentName: doc.name.slice(0, 300),
          documentVersion: doc.version,
          roomName: (room?.name ?? 'Deal room').slice(0, 200),
          linkTitle: link.title.slice(0, 200),
          ...(followUps.length > 0 ? { followUps } : {}),
        },
      });
    });
  }

  /**
   * The viewer's beacon: time on pages of one document since the last report. Only the browser
   * that opened the document (its visitor id) reports, on its live view; pages the document does
   * not have are dropped, and a view's time never grows faster than the clock.
   */
  async engagement(req: { token: string; visitorId: string | null; engagement: RoomEngagement }): Promise<{ recorded: boolean }> {
    if (!req.visitorId) return { recorded: false };
    const visitorId = req.visitorId;
    const link = await this.dataSource.manager.findOne(RoomLinkEntity, { where: { tokenHash: hashShareToken(req.token) } });
    if (!link || roomLinkState(link) !== 'active') return { recorded: false };
    return this.unitOfWork.run(async ({ manager }) => {
      const t = tables(manager);
      const [view] = (await manager.query(
        `SELECT id, page_count, (extract(epoch FROM now() - last_seen_at) * 1000)::bigint AS elapsed_ms FROM ${t.views}
         WHERE link_id = $1 AND document_id = $2 AND visitor_id = $3 AND last_seen_at > now() - make_interval(mins => $4)
         ORDER BY last_seen_at DESC LIMIT 1 FOR UPDATE`,
        [link.id, req.engagement.documentId, visitorId, SAME_VIEW_MINUTES],
      )) as { id: string; page_count: number | null; elapsed_ms: string }[];
      if (!view || !view.page_count) return { recorded: false };
      const pages = capToElapsed(pagesInDocument(req.engagement.pages, view.page_count), Number(view.elapsed_ms));
      if (pages.size === 0) return { recorded: false };
      const numbers = [...pages.keys()];
      const times = [...pages.values()];
      await manager.query(
        `INSERT INTO ${t.pages} AS p (view_id, page, ms)
         SELECT $1, page, ms FROM unnest($2::int[], $3::int[]) AS r(page, ms)
         ON CONFLICT (view_id, page) DO UPDATE SET ms = p.ms + EXCLUDED.ms`,
        [view.id, numbers, times],
      );
      await manager.query(
        `UPDATE ${t.views} SET last_seen_at = now(), engaged_ms = engaged_ms + $2, furthest_page = GREATEST(COALESCE(furthest_page, 0), $3) WHERE id = $1`,
        [view.id, times.reduce((a, b) => a + b, 0), Math.max(...numbers)],
      );
      return { recorded: true };
    });
  }

  private async liveView(manager: EntityManager, linkId: string, documentId: string, visitorId: string | null, version: number): Promise<string | null> {
    if (!visitorId) return null;
    const [row] = (await manager.query(
      `SELECT id FROM ${tables(manager).views}
       WHERE link_id = $1 AND document_id = $2 AND visitor_id = $3 AND document_version = $4 AND last_seen_at > now() - make_interval(mins => $5)
       ORDER BY last_seen_at DESC LIMIT 1`,
      [linkId, documentId, visitorId, version, SAME_VIEW_MINUTES],
    )) as { id: string }[];
    return row?.id ?? null;
  }
}
