import type { LinkedDocument, RoomLinkState } from '@bv/contracts';
import type { RoomDocumentEntity } from '../rooms/entities/room-document.entity';
import type { RoomFolderEntity } from '../rooms/entities/room-folder.entity';
import type { RoomLinkEntity } from './entities/room-link.entity';

/** Why a room link works or not; the first that applies wins (docs/product-rules.md, "Deal rooms": room links). */
export function roomLinkState(link: Pick<RoomLinkEntity, 'revokedAt' | 'expiresAt'>, now = new Date()): RoomLinkState {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The folders a link opens: its chosen ones (in the room's order), or every folder when it chose none. */
export function foldersInScope(link: Pick<RoomLinkEntity, 'folderIds'>, folders: RoomFolderEntity[]): RoomFolderEntity[] {
  const chosen = link.folderIds ? new Set(link.folderIds) : null;
  return folders.filter((f) => !chosen || chosen.has(f.id)).sort((a, b) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * What a visitor may see of a room's documents: uploaded files whose upload completed. A generated
 * output (a live reference) is not shown through a room link yet; it has no page images.
 */
export const visibleToVisitors = (doc: RoomDocumentEntity) => doc.source === 'upload' && doc.status !== 'uploading';

export function linkedDocument(link: Pick<RoomLinkEntity, 'downloadableDocumentIds'>, doc: RoomDocumentEntity): LinkedDocument {
  return {
    id: doc.id,
    name: doc.name,
    type: doc.type,
    status: doc.status,
    pageCount: doc.status === 'ready' ? doc.pageCount : null,
    downloadable: link.downloadableDocumentIds.includes(doc.id),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
