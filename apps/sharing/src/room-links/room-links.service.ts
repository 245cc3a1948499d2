import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { In, type DataSource } from 'typeorm';
import type { CreateRoomLinkRequest, RoomLink } from '@bv/contracts';
import { DATA_SOURCE, LOGGER, type ServiceLogger } from '@bv/service-kit';
import { RoomDocumentEntity } from '../rooms/entities/room-document.entity';
import { RoomFolderEntity } from '../rooms/entities/room-folder.entity';
import { RoomsService } from '../rooms/rooms.service';
import { ShareCrypto } from '../shares/share-crypto.service';
import { hashShareToken, newShareToken } from '../shares/share-tokens';
import { documentNotFound, folderNotFound, shareNotFound } from '../sharing.errors';
import { RoomLinkEntity } from './entities/room-link.entity';
import { roomLinkState } from './room-link-scope';

export function roomLinkView(link: RoomLinkEntity, token: string): RoomLink {
  return {
    id: link.id,
    roomId: link.roomId,
    title: link.title,
    token,
    folderIds: link.folderIds,
    downloadableDocumentIds: link.downloadableDocumentIds,
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
    const downloadable = [...new Set(req.downloadableDocumentIds)];
    if (downloadable.length > 0) {
      const docs = await manager.find(RoomDocumentEntity, { where: { roomId, id: In(downloadable) }, select: { id: true, folderId: true } });
      // A download outside the link's folders could never be used: refuse it rather than keep it silently.
      if (docs.length !== downloadable.length || (folderIds && docs.some((d) => !folderIds.includes(d.folderId)))) throw documentNotFound();
    }
    const token = newShareToken();
    const link = await manager.save(
      manager.create(RoomLinkEntity, {
        id: randomUUID(),
        roomId,
        ownerId: userId,
        title: req.title,
        tokenHash: hashShareToken(token),
        tokenSealed: this.crypto.seal(token),
        folderIds,
        downloadableDocumentIds: downloadable,
        expiresAt: req.expiresAt ? new Date(req.expiresAt) : null,
        revokedAt: null,
        viewCount: 0,
        lastViewedAt: null,
      }),
    );
    this.logger.info({ roomId, linkId: link.id }, 'room link created');
    return roomLinkView(link, token);
  }

  async list(userId: string, roomId: string): Promise<{ links: RoomLink[] }> {
    const manager = this.dataSource.manager;
    await this.rooms.owned(manager, userId, roomId);
    const links = await manager.find(RoomLinkEntity, { where: { roomId, ownerId: userId }, order: { createdAt: 'DESC' }, take: 200 });
    return { links: links.map((l) => roomLinkView(l, this.crypto.open(l.tokenSealed))) };
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
    return roomLinkView(after, this.crypto.open(after.tokenSealed));
  }
}
