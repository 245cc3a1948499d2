import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { CreateRoomLinkRequest, RoomLink, RoomLinkAcceptance, RoomLinkAccess } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { DATA_SOURCE, LOGGER, schemaOf, type ServiceLogger } from '@bv/service-kit';
import { RoomDocumentEntity } from '../rooms/entities/room-document.entity';
import { RoomFolderEntity } from '../rooms/entities/room-folder.entity';
import { RoomsService } from '../rooms/rooms.service';
import { ShareCrypto } from '../shares/share-crypto.service';
import { hashShareToken, newShareToken } from '../shares/share-tokens';
import { documentNotFound, folderNotFound, shareNotFound, shareRevoked } from '../sharing.errors';
import { RoomLinkEntity } from './entities/room-link.entity';
import { acceptanceView, acceptancesCsv, type AcceptanceRow } from './room-link-acceptances';
import { roomLinkState } from './room-link-scope';

/** The agreement's current text and how many acceptances the link has (all versions). */
type AccessFacts = { agreementText: string | null; acceptanceCount: number };

export function roomLinkView(link: RoomLinkEntity, token: string, facts: AccessFacts): RoomLink {
  return {
    id: link.id,
    roomId: link.roomId,
    title: link.title,
    token,
    folderIds: link.folderIds,
    downloadableDocumentIds: link.downloadableDocumentIds,
    downloadableFolderIds: link.downloadableFolderIds,
    requireEmail: link.requireEmail,
    allowedViewers: link.allowedViewers,
    agreement: link.agreementVersion !== null && facts.agreementText !== null ? { version: link.agreementVersion, text: facts.agreementText } : null,
    watermark: link.watermark,
    acceptanceCount: facts.acceptanceCount,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    revokedAt: link.revokedAt?.toISOString() ?? null,
    state: roomLinkState(link),
    viewCount: link.viewCount,
    lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
  };
}

/**
 * The founder's side of room links: create, list and revoke links to their own rooms. The token is
 * made, hashed and sealed as a share's is (docs/architecture-notes.md, "Sharing"); someone else's
 * room or link is "not found".
 */
@Injectable()
export class RoomLinksService {
  constructor(
    @Inject(DATA_SOURCE) private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: ServiceLogger,
    private readonly rooms: RoomsService,
    private readonly crypto: ShareCrypto,
  ) {}

  async create(userId: string, roomId: string, req: CreateRoomLinkRequest): Promise<RoomLink> {
    const manager = this.dataSource.manager;
    await this.rooms.owned(manager, userId, roomId);
    const folderIds = req.folderIds ? [...new Set(req.folderIds)] : null;
    if (folderIds && (await manager.countBy(RoomFolderEntity, { roomId, id: In(folderIds) })) !== folderIds.length) throw folderNotFound();
    const downloadableFolders = [...new Set(req.downloadableFolderIds)];
    // A downloadable folder must be one the link opens (any of the room's when it opens them all).
    if (downloadableFolders.length > 0) {
      const found = await manager.countBy(RoomFolderEntity, { roomId, id: In(downloadableFolders) });
      if (found !== downloadableFolders.length || (folderIds && downloadableFolders.some((f) => !folderIds.includes(f)))) throw folderNotFound();
    }
    const downloadable = [...new Set(req.downloadableDocumentIds)];
    if (downloadable.length > 0) {
      const docs = await manager.find(RoomDocumentEntity, { where: { roomId, id: In(downloadable) }, select: { id: true, folderId: true } });
      // A download outside the link's folders could never be used: refuse it rather than keep it silently.
      if (docs.length !== downloadable.length || (folderIds && docs.some((d) => !folderIds.includes(d.folderId)))) throw documentNotFound();
    }
    const token = newShareToken();
    const link = await this.dataSource.transaction(async (tx) => {
      const created = await tx.save(
      tx.create(RoomLinkEntity, {
        id: randomUUID(),
        roomId,
        ownerId: userId,
        title: req.title,
        tokenHash: hashShareToken(token),
        tokenSealed: this.crypto.seal(token),
        folderIds,
        downloadableDocumentIds: downloadable,
        downloadableFolderIds: downloadableFolders,
        expiresAt: req.expiresAt ? new Date(req.expiresAt) : null,
        revokedAt: null,
        requireEmail: req.requireEmail,
        allowedViewers: req.allowedViewers,
        watermark: req.watermark,
        agreementVersion: null,
        viewCount: 0,
        lastViewedAt: null,
      }),
      );
      await this.setAgreement(tx, created, req.agreement);
      return created;
    });
    this.logger.info({ roomId, linkId: link.id }, 'room link created');
    return roomLinkView(link, token, await this.facts(link));
  }

  /**
   * Replaces the link's access rules (docs/product-rules.md, "Deal rooms": access rules). An
   * agreement whose text changed becomes a new version, which every visitor accepts again;
   * the same text keeps its version. A revoked link cannot change.
   */
  async updateAccess(userId: string, roomId: string, linkId: string, access: RoomLinkAccess): Promise<RoomLink> {
    const link = await this.dataSource.transaction(async (tx) => {
      const found = await tx.findOne(RoomLinkEntity, { where: { id: linkId, roomId, ownerId: userId }, lock: { mode: 'pessimistic_write' } });
      if (!found) throw shareNotFound();
      if (found.revokedAt) throw shareRevoked();
      await tx.update(RoomLinkEntity, { id: linkId }, { requireEmail: access.requireEmail, allowedViewers: access.allowedViewers, watermark: access.watermark });
      await this.setAgreement(tx, found, access.agreement);
      return tx.findOneByOrFail(RoomLinkEntity, { id: linkId });
    });
    this.logger.info({ roomId, linkId }, 'room link access changed');
    return roomLinkView(link, this.crypto.open(link.tokenSealed), await this.facts(link));
  }

  /** Every "I agree" on the link, newest first (the panel shows the latest 500; the CSV has them all). */
  async acceptances(userId: string, roomId: string, linkId: string): Promise<{ acceptances: RoomLinkAcceptance[] }> {
    await this.ownedLink(userId, roomId, linkId);
    const rows = (await this.dataSource.query(`SELECT * FROM ${this.table('room_link_acceptances')} WHERE link_id = $1 ORDER BY accepted_at DESC LIMIT 500`, [linkId])) as AcceptanceRow[];
    return { acceptances: rows.map(acceptanceView) };
  }

  async acceptancesCsv(userId: string, roomId: string, linkId: string): Promise<{ filename: string; csv: string }> {
    const link = await this.ownedLink(userId, roomId, linkId);
    const rows = (await this.dataSource.query(`SELECT * FROM ${this.table('room_link_acceptances')} WHERE link_id = $1 ORDER BY accepted_at`, [linkId])) as AcceptanceRow[];
    const slug = link.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'link';
    return { filename: `agreement-acceptances-${slug}.csv`, csv: acceptancesCsv(rows) };
  }

  private async ownedLink(userId: string, roomId: string, linkId: string): Promise<RoomLinkEntity> {
    const link = await this.dataSource.manager.findOneBy(RoomLinkEntity, { id: linkId, roomId, ownerId: userId });
    if (!link) throw shareNotFound();
    return link;
  }

  /** A changed (or first) text is the next version; null removes the agreement (its versions and acceptances stay). */
  private async setAgreement(manager: EntityManager, link: RoomLinkEntity, text: string | null): Promise<void> {
    if (text === null) {
      if (link.agreementVersion !== null) await manager.update(RoomLinkEntity, { id: link.id }, { agreementVersion: null });
      link.agreementVersion = null;
      return;
    }
    const agreements = this.table('room_link_agreements');
    const [latest] = (await manager.query(`SELECT version, text FROM ${agreements} WHERE link_id = $1 ORDER BY version DESC LIMIT 1`, [link.id])) as { version: number; text: string }[];
    let version = latest?.version ?? 0;
    if (!latest || latest.text !== text) {
      version += 1;
      await manager.query(`INSERT INTO ${agreements} (link_id, version, text) VALUES ($1, $2, $3)`, [link.id, version, text]);
    }
    await manager.update(RoomLinkEntity, { id: link.id }, { agreementVersion: version });
    link.agreementVersion = version;
  }

  private async facts(link: RoomLinkEntity): Promise<AccessFacts> {
    return (await this.factsOf([link])).get(link.id) ?? { agreementText: null, acceptanceCount: 0 };
  }

  private async factsOf(links: RoomLinkEntity[]): Promise<Map<string, AccessFacts>> {
    const facts = new Map<string, AccessFacts>();
    if (links.length === 0) return facts;
    const rows = (await this.dataSource.query(
      `SELECT l.id, a.text, (SELECT count(*)::int FROM ${this.table('room_link_acceptances')} c WHERE c.link_id = l.id) AS acceptances
       FROM ${this.table('room_links')} l LEFT JOIN ${this.table('room_link_agreements')} a ON a.link_id = l.id AND a.version = l.agreement_version
       WHERE l.id = ANY($1::uuid[])`,
      [links.map((l) => l.id)],
    )) as { id: string; text: string | null; acceptances: number }[];
    for (const r of rows) facts.set(r.id, { agreementText: r.text, acceptanceCount: r.acceptances });
    return facts;
  }

  private table(name: string): string {
    return `${quoteSchema(schemaOf(this.dataSource))}.${name}`;
  }

  async list(userId: string, roomId: string): Promise<{ links: RoomLink[] }> {
    const manager = this.dataSource.manager;
    await this.rooms.owned(manager, userId, roomId);
    const links = await manager.find(RoomLinkEntity, { where: { roomId, ownerId: userId }, order: { createdAt: 'DESC' }, take: 200 });
    const facts = await this.factsOf(links);
    return { links: links.map((l) => roomLinkView(l, this.crypto.open(l.tokenSealed), facts.get(l.id) ?? { agreementText: null, acceptanceCount: 0 })) };
  }

  /** Idempotent: revoking a revoked link changes nothing. */
  async revoke(userId: string, roomId: string, linkId: string): Promise<RoomLink> {
    const manager = this.dataSource.manager;
    const link = await manager.findOneBy(RoomLinkEntity, { id: linkId, roomId, ownerId: userId });
    if (!link) throw shareNotFound();
    if (!link.revokedAt) {
      await manager.createQueryBuilder().update(RoomLinkEntity).set({ revokedAt: () => 'now()' }).where('id = :linkId AND revoked_at IS NULL', { linkId }).execute();
    }
    this.logger.info({ roomId, linkId }, 'room link revoked');
    const after = await manager.findOneByOrFail(RoomLinkEntity, { id: linkId });
    return roomLinkView(after, this.crypto.open(after.tokenSealed), await this.facts(after));
  }
}
