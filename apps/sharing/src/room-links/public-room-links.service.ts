import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { AppError, type RoomLinkDocument, type RoomLinkGate, type RoomLinkPage, type SharedBy } from '@bv/contracts';
import { contentForViewers } from '@bv/domain';
import { quoteSchema } from '@bv/messaging';
import { CONFIG, DATA_SOURCE, UNIT_OF_WORK, schemaOf, type UnitOfWork } from '@bv/service-kit';
import type { ObjectStore } from '@bv/storage';
import type { SharingConfig } from '../config';
import { counterKey, RateCounters } from '../limits/rate-counters.service';
import { deviceClassOf } from '../public/device-class';
import type { Viewer } from '../public/view-recorder.service';
import { RoomDocumentViews } from '../room-analytics/room-document-views.service';
import { OwnerBrands } from '../render/owner-brand.service';
import { SharedPdfs } from '../render/shared-pdfs.service';
import { RoomDocumentEntity } from '../rooms/entities/room-document.entity';
import { RoomFolderEntity } from '../rooms/entities/room-folder.entity';
import { RoomEntity } from '../rooms/entities/room.entity';
import { OBJECT_STORE } from '../rooms/room-storage';
import { OutputSnapshotEntity } from '../snapshots/entities/output-snapshot.entity';
import { OutputSnapshotsService } from '../snapshots/output-snapshots.service';
import { ShareCrypto } from '../shares/share-crypto.service';
import { hashShareToken } from '../shares/share-tokens';
import {
  agreementRequired,
  documentNotFound,
  documentNotReady,
  downloadNotAllowed,
  emailRequired,
  expiredLink,
  invalidLink,
  notAView,
  roomDownloadTooLarge,
  tooManyDownloads,
  watermarkPdfOnly,
} from '../sharing.errors';
import { RoomLinkEntity } from './entities/room-link.entity';
import { gateStep, readerOf, type RoomReader } from './room-link-gate';
import { startsVisit } from './room-link-visits';
import { roomHost } from './room-host';
import { watermarkLine, watermarkName } from './room-link-watermark';
import { downloadAllowed, foldersInScope, linkedDocument, roomLinkState, visibleToVisitors } from './room-link-scope';

type Visit = { token: string; grant: string | null; visitorId: string | null; viewer: Viewer; peek?: boolean; previewerId?: string | null };
/** The room's owner previewing their own link (signed in, as the gateway verified): never a visit (docs/product-rules.md, "Deal rooms"). */
const ownerPreview = (link: RoomLinkEntity, req: Pick<Visit, 'previewerId'>) => !!req.previewerId && req.previewerId === link.ownerId;
/** The converter's manifest (libs/conversion, queue.ts); pages converted before sizes were recorded have none. */
type Manifest = { pageImages: { page: number; image: string; thumbnail: string; width?: number; height?: number }[] };

/** Files travel to the gateway inside one RPC answer (base64); past this size they are refused with a message. */
export const ROOM_DOWNLOAD_MAX_BYTES = 40 * 1024 * 1024;
const HOUR_SECONDS = 3600;
/** The type comes from the file's content (the converter's check), never from its name. */
const isPdf = (doc: RoomDocumentEntity) => doc.type === 'pdf';

/**
 * What a room link's visitor may see (docs/product-rules.md, "Deal rooms": room links). Every read
 * resolves the token again, so a revoked or expired link refuses at once; a folder or document
 * outside the link's scope answers 404 exactly as one that does not exist.
 */
@Injectable()
export class PublicRoomLinksService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(OBJECT_STORE) private readonly store: ObjectStore,
    @Inject(CONFIG) private readonly config: SharingConfig,
    private readonly brands: OwnerBrands,
    private readonly counters: RateCounters,
    private readonly crypto: ShareCrypto,
    private readonly pdfs: SharedPdfs,
    private readonly snapshots: OutputSnapshotsService,
    private readonly reading: RoomDocumentViews,
  ) {}

  /** The room index. A new visit counts a view and publishes room.viewed with it. */
  async open(req: Visit): Promise<RoomLinkPage> {
    const { link, room } = await this.usable(req.token);
    if (req.peek) throw notAView();
    const manager = this.dataSource.manager;
    const claims = await this.crypto.grants.read(req.grant);
    const reader = readerOf(link, claims);
    const gate: RoomLinkGate = { step: gateStep(link, claims), requiresEmail: link.requireEmail, agreement: await this.agreementOf(link), verifiedEmail: reader.email };
    const head = {
      sharedBy: await this.sharedBy(link, room),
      room: { name: room.name, description: room.description, purpose: room.purpose },
      expiresAt: link.expiresAt?.toISOString() ?? null,
      gate,
      watermark: link.watermark ? watermarkName(reader) : null,
    };
    // Behind a gate step the visitor learns the room's name and what is asked, nothing of its contents
    // (not even its description, which an agreement may be meant to cover); no visit is counted.
    if (gate.step) return { ...head, room: { ...head.room, description: '' }, folders: [] };
    const folders = foldersInScope(link, await manager.findBy(RoomFolderEntity, { roomId: room.id }));
    const docs = folders.length ? await this.visible(manager, await manager.findBy(RoomDocumentEntity, { folderId: In(folders.map((f) => f.id)) })) : [];
    if (!ownerPreview(link, req)) await this.countVisit(link, req, reader);
    return {
      ...head,
      folders: folders.map((f) => ({
        id: f.id,
        name: f.name,
        description: f.description,
        documents: docs
          .filter((d) => d.folderId === f.id)
          .sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime())
          .map((d) => linkedDocument(link, d)),
      })),
    };
  }

  /** One document of the link's scope, for the viewer; a new view of it is recorded and publishes document.viewed. */
  async document(req: Visit & { documentId: string }): Promise<RoomLinkDocument> {
    const { link } = await this.usable(req.token);
    if (req.peek) throw notAView();
    const reader = await this.passed(link, req.grant);
    const manager = this.dataSource.manager;
    const { doc, folder } = await this.inScope(manager, link, req.documentId);
    const output = doc.outputId ? await manager.findOneBy(OutputSnapshotEntity, { outputId: doc.outputId }) : null;
    // The output was deleted between the two reads: as if the document were gone.
    if (doc.source === 'output' && (!output || output.deletedAt || !output.outputType)) throw documentNotFound();
    if (!ownerPreview(link, req)) await this.reading.opened(link, doc, { visitorId: req.visitorId, viewer: req.viewer, reader, download: false });
    return {
      document: linkedDocument(link, doc),
      folder: { id: folder.id, name: folder.name },
      output: output?.outputType ? { outputType: output.outputType, title: output.title, version: Math.max(1, output.version), content: contentForViewers(output.outputType, output.content) } : null,
      pageSizes: await this.pageSizes(doc),
    };
  }

  /** The page images' pixels from the converter's manifest; null when it has none to give. */
  private async pageSizes(doc: RoomDocumentEntity): Promise<{ width: number; height: number }[] | null> {
    if (doc.status !== 'ready' || !doc.manifestKey) return null;
    const manifest = JSON.parse((await this.read(doc.manifestKey)).toString('utf8')) as Manifest;
    const pages = [...manifest.pageImages].sort((a, b) => a.page - b.page);
    const sized = pages.every((p) => Number.isInteger(p.width) && Number.isInteger(p.height) && p.width! > 0 && p.height! > 0);
    return sized && pages.length > 0 ? pages.map((p) => ({ width: p.width!, height: p.height! })) : null;
  }

  /** A page image (or thumbnail) of a converted document in scope. Not a view: the viewer asks for many. */
  async page(req: { token: string; grant: string | null; documentId: string; page: number; size: 'image' | 'thumbnail'; peek?: boolean }): Promise<{ filename: string; contentType: string; base64: string }> {
    const { link } = await this.usable(req.token);
    if (req.peek) throw notAView();
    await this.passed(link, req.grant);
    const { doc } = await this.inScope(this.dataSource.manager, link, req.documentId);
    if (doc.status !== 'ready' || !doc.manifestKey) throw documentNotReady();
    const manifest = JSON.parse((await this.read(doc.manifestKey)).toString('utf8')) as Manifest;
    const entry = manifest.pageImages.find((p) => p.page === req.page);
    if (!entry) throw documentNotFound();
    const bytes = await this.read(req.size === 'image' ? entry.image : entry.thumbnail);
    return { filename: `page-${req.page}.jpg`, contentType: 'image/jpeg', base64: bytes.toString('base64') };
  }

  /** The original file, only when the founder allowed its download on this link; limited like share downloads. */
  async download(req: Visit & { documentId: string; client: string }): Promise<{ filename: string; contentType: string; base64: string }> {
    const { link } = await this.usable(req.token);
    if (req.peek) throw notAView();
    const reader = await this.passed(link, req.grant);
    const { doc } = await this.inScope(this.dataSource.manager, link, req.documentId);
    if (!downloadAllowed(link, doc)) throw downloadNotAllowed();
    if (!doc.storageKey || doc.status === 'uploading') throw documentNotReady();
    // Only a PDF can carry the reader's mark; any other original stays on screen (docs/product-rules.md, "Deal rooms": access rules).
    if (link.watermark && !isPdf(doc)) throw watermarkPdfOnly();
    if (doc.size > ROOM_DOWNLOAD_MAX_BYTES) throw roomDownloadTooLarge();
    const perClient = await this.counters.hit('download-client', counterKey(this.crypto.clientKey(req.client)), { max: this.config.SHARE_DOWNLOADS_PER_CLIENT_HOUR, windowSeconds: HOUR_SECONDS });
    if (!perClient.allowed) throw tooManyDownloads(perClient.retryAfterSeconds);
    const perLink = await this.counters.hit('download-link', counterKey(link.id), { max: this.config.SHARE_DOWNLOADS_PER_LINK_HOUR, windowSeconds: HOUR_SECONDS });
    if (!perLink.allowed) throw tooManyDownloads(perLink.retryAfterSeconds);
    const original = await this.read(doc.storageKey);
    const bytes = link.watermark ? await this.stamped(original, watermarkLine(reader, new Date())) : original;
    if (!ownerPreview(link, req)) await this.reading.opened(link, doc, { visitorId: req.visitorId, viewer: req.viewer, reader, download: true });
    return { filename: doc.name, contentType: link.watermark ? 'application/pdf' : 'application/octet-stream', base64: bytes.toString('base64') };
  }

  /** The reader's mark on every page; a PDF the mark cannot be written into (encrypted, damaged) is kept on screen. */
  private async stamped(pdf: Buffer, line: string): Promise<Buffer> {
    try {
      return await this.pdfs.stamp(pdf, line);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw watermarkPdfOnly();
    }
  }

  async sharedByOf(token: string): Promise<SharedBy> {
    const { link, room } = await this.usable(token);
    return this.sharedBy(link, room);
  }

  async logo(token: string): Promise<{ base64: string }> {
    const { link } = await this.usable(token);
    return this.brands.logo(link.ownerId);
  }

  /** Revoked (or unknown) answers as a share link does; expired says so (only the token's holder can ask). */
  async usable(token: string): Promise<{ link: RoomLinkEntity; room: RoomEntity }> {
    const manager = this.dataSource.manager;
    const link = await manager.findOneBy(RoomLinkEntity, { tokenHash: hashShareToken(token) });
    const room = link ? await manager.findOneBy(RoomEntity, { id: link.roomId }) : null;
    if (!link || !room) throw invalidLink();
    const state = roomLinkState(link);
    if (state === 'expired') throw expiredLink();
    if (state !== 'active') throw invalidLink();
    return { link, room };
  }

  /** A table of this service's schema, for the gate's raw writes. */
  table(name: string): string {
    return `${quoteSchema(schemaOf(this.dataSource))}.${name}`;
  }

  /** Who reads, once every gate step is passed; otherwise the step's error (the e-mail code first, then the agreement). */
  async passed(link: RoomLinkEntity, grant: string | null): Promise<RoomReader> {
    const claims = await this.crypto.grants.read(grant);
    const step = gateStep(link, claims);
    if (step === 'email') throw emailRequired();
    if (step === 'agreement') throw agreementRequired();
    return readerOf(link, claims);
  }

  private async agreementOf(link: RoomLinkEntity): Promise<RoomLinkGate['agreement']> {
    if (link.agreementVersion === null) return null;
    const [row] = (await this.dataSource.query(`SELECT text FROM ${this.table('room_link_agreements')} WHERE link_id = $1 AND version = $2`, [link.id, link.agreementVersion])) as { text: string }[];
    return row ? { version: link.agreementVersion, text: row.text } : null;
  }

  /** The document when its folder is in the link's scope and visitors may see it; otherwise 404, as if it did not exist. */
  async inScope(manager: EntityManager, link: RoomLinkEntity, documentId: string): Promise<{ doc: RoomDocumentEntity; folder: RoomFolderEntity }> {
    const doc = await manager.findOneBy(RoomDocumentEntity, { id: documentId, roomId: link.roomId });
    const folder = doc ? await manager.findOneBy(RoomFolderEntity, { id: doc.folderId, roomId: link.roomId }) : null;
    if (!doc || !folder || foldersInScope(link, [folder]).length === 0 || (await this.visible(manager, [doc])).length === 0) throw documentNotFound();
    return { doc, folder };
  }

  /** The documents visitors may see; a generated output shows its latest saved version's date and is gone once the output is deleted. */
  private async visible(manager: EntityManager, docs: RoomDocumentEntity[]): Promise<RoomDocumentEntity[]> {
    const outputs = await this.snapshots.byIds(manager, docs.flatMap((d) => (d.outputId ? [d.outputId] : [])));
    const live = new Set([...outputs.values()].filter((o) => !o.deletedAt && o.outputType).map((o) => o.outputId));
    return docs.filter((d) => visibleToVisitors(d, live)).map((d) => {
      const output = d.outputId ? outputs.get(d.outputId) : undefined;
      return output ? Object.assign(d, { version: Math.max(1, output.version), updatedAt: output.updatedAt }) : d;
    });
  }

  /** Who hosts the room: the company of the founder's latest output, else the room's own name; and their brand kit. */
  private async sharedBy(link: RoomLinkEntity, room: RoomEntity): Promise<SharedBy> {
    return { company: await roomHost(this.dataSource.manager, link.ownerId, room.name), brand: await this.brands.forViewer(link.ownerId) };
  }

  /** A new visit (not a reload within 30 minutes, not a bot) counts a view and publishes room.viewed in the same transaction. */
  private async countVisit(link: RoomLinkEntity, req: Visit, reader: RoomReader): Promise<void> {
    if (deviceClassOf(req.viewer.userAgent) === 'bot') return;
    await this.unitOfWork.run(async (tx) => {
      if (!(await startsVisit(tx.manager, link.id, req.visitorId, reader.email))) return;
      const [rows] = (await tx.manager.query(
        `UPDATE ${quoteSchema(schemaOf(tx.manager.connection))}.room_links SET view_count = view_count + 1, last_viewed_at = now()
         WHERE id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now()) RETURNING view_count, last_viewed_at`,
        [link.id],
      )) as [{ view_count: number; last_viewed_at: Date }[], number];
      const row = rows[0];
      if (!row) throw invalidLink();
      tx.publish({ type: 'room.viewed', payload: { linkId: link.id, roomId: link.roomId, ownerId: link.ownerId, viewCount: row.view_count, viewedAt: row.last_viewed_at.toISOString(), viewerEmail: reader.email } });
    });
  }

  private async read(key: string): Promise<Buffer> {
    const { body } = await this.store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
}
