import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { DeviceClass, RoomAnalytics } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, schemaOf } from '@bv/service-kit';
import { RoomEntity } from '../rooms/entities/room.entity';
import { roomNotFound } from '../sharing.errors';
import { roomAnalytics, roomViewsCsv } from './room-analytics';
import type { DocumentViewRow, RoomDocumentRow } from './room-view-rows';
import type { RoomQuestionRow } from './room-visitors';

/** The figures and the CSV read at most this many document views (the newest). */
const VIEW_LIMIT = 100_000;

type ViewSqlRow = {
  id: string;
  link_id: string;
  link_title: string;
  document_id: string;
  document_name: string;
  document_version: number;
  visitor_id: string | null;
  viewer_email: string | null;
  viewer_name: string | null;
  viewed_at: Date;
  last_seen_at: Date;
  device_class: DeviceClass;
  country: string | null;
  page_count: number | null;
  furthest_page: number | null;
  engaged_ms: number;
  pages: { page: number; ms: number }[] | null;
  downloads: string[] | null;
};

/**
 * The founder's analytics of one of their rooms, over every link to it (revoked ones too: the
 * reading was real). Anyone else's room answers 404, as one that does not exist.
 */
@Injectable()
export class RoomAnalyticsService {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  async stats(userId: string, roomId: string, days: number): Promise<RoomAnalytics> {
    await this.owned(userId, roomId);
    const db = this.dataSource.manager;
    const [views, documents, questions] = await Promise.all([loadRoomViews(db, roomId), loadRoomDocuments(db, roomId), loadRoomQuestions(db, roomId)]);
    return roomAnalytics(roomId, views, documents, questions, days, new Date());
  }

  async csv(userId: string, roomId: string): Promise<{ filename: string; csv: string }> {
    const room = await this.owned(userId, roomId);
    const slug = room.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'room';
    return { filename: `room-views-${slug}.csv`, csv: roomViewsCsv(await loadRoomViews(this.dataSource.manager, roomId)) };
  }

  private async owned(userId: string, roomId: string): Promise<RoomEntity> {
    const room = await this.dataSource.manager.findOneBy(RoomEntity, { id: roomId, ownerId: userId });
    if (!room) throw roomNotFound();
    return room;
  }
}

export async function loadRoomDocuments(db: EntityManager, roomId: string): Promise<RoomDocumentRow[]> {
  const s = quoteSchema(schemaOf(db.connection));
  const rows = (await db.query(`SELECT id, name, page_count FROM ${s}.room_documents WHERE room_id = $1 ORDER BY position, created_at`, [roomId])) as {
    id: string;
    name: string;
    page_count: number | null;
  }[];
  return rows.map((r) => ({ id: r.id, name: r.name, pageCount: r.page_count }));
}

/** Who asked each of the room's questions, to count a visitor's (docs/product-rules.md, "Visitor intent": deal rooms). */
export async function loadRoomQuestions(db: EntityManager, roomId: string): Promise<RoomQuestionRow[]> {
  const s = quoteSchema(schemaOf(db.connection));
  const rows = (await db.query(`SELECT link_id, visitor_id, asker_email, asker_verified FROM ${s}.room_questions WHERE room_id = $1`, [roomId])) as {
    link_id: string;
    visitor_id: string | null;
    asker_email: string | null;
    asker_verified: boolean;
  }[];
  return rows.map((r) => ({ linkId: r.link_id, visitorId: r.visitor_id, askerEmail: r.asker_email, askerVerified: r.asker_verified }));
}

/** The room's document views, newest first (at most VIEW_LIMIT), with their pages and downloads; through `db`, so a transaction sees its own. */
export async function loadRoomViews(db: EntityManager, roomId: string): Promise<DocumentViewRow[]> {
  const s = quoteSchema(schemaOf(db.connection));
  const rows = (await db.query(
    `SELECT v.*, l.title AS link_title,
       (SELECT json_agg(json_build_object('page', p.page, 'ms', p.ms) ORDER BY p.page) FROM ${s}.room_document_view_pages p WHERE p.view_id = v.id) AS pages,
       (SELECT array_agg(to_char(d.downloaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ORDER BY d.downloaded_at) FROM ${s}.room_document_downloads d WHERE d.view_id = v.id) AS downloads
     FROM ${s}.room_document_views v JOIN ${s}.room_links l ON l.id = v.link_id
     WHERE v.room_id = $1 ORDER BY v.viewed_at DESC LIMIT ${VIEW_LIMIT}`,
    [roomId],
  )) as ViewSqlRow[];
  return rows.map((r) => ({
    id: r.id,
    linkId: r.link_id,
    linkTitle: r.link_title,
    documentId: r.document_id,
    documentName: r.document_name,
    documentVersion: r.document_version,
    visitorId: r.visitor_id,
    viewerEmail: r.viewer_email,
    viewerName: r.viewer_name,
    viewedAt: new Date(r.viewed_at),
    lastSeenAt: new Date(r.last_seen_at),
    deviceClass: r.device_class,
    country: r.country,
    pageCount: r.page_count,
    furthestPage: r.furthest_page,
    engagedMs: r.engaged_ms,
    pages: r.pages ?? [],
    downloads: (r.downloads ?? []).map((d) => new Date(d)),
  }));
}

