import type { LinkedDocument, RoomLinkState } from '@bv/contracts';
import type { RoomDocumentEntity } from '../rooms/entities/room-document.entity';
import type { RoomFolderEntity } from '../rooms/entities/room-folder.entity';
import { REPORT_GONE } from '../rooms/report/report-document';
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
 * What a visitor may see of a room's documents: uploaded files whose upload completed, generated
 * outputs whose output still exists (`liveOutputs`: the ids of outputs not deleted), and the
 * ExitCheck report unless its audit is gone (then as a deleted output).
 */
export const visibleToVisitors = (doc: RoomDocumentEntity, liveOutputs: ReadonlySet<string>) => {
  if (doc.source === 'upload') return doc.status !== 'uploading';
  if (doc.source === 'report') return doc.failureKind !== REPORT_GONE;
  return doc.outputId !== null && liveOutputs.has(doc.outputId);
};

/**
 * Whether the link lets its visitor download the document's original file: the founder ticked the
 * document, or its whole folder (a group's per-folder permission). A generated output has no file,
 * and the ExitCheck report stays on screen (the founder sends their own PDF; docs/product-rules.md, "Deal rooms").
 */
export function downloadAllowed(link: Pick<RoomLinkEntity, 'downloadableDocumentIds' | 'downloadableFolderIds'>, doc: Pick<RoomDocumentEntity, 'id' | 'folderId' | 'source'>): boolean {
  if (doc.source !== 'upload') return false;
  return link.downloadableDocumentIds.includes(doc.id) || link.downloadableFolderIds.includes(doc.folderId);
}

export function linkedDocument(link: Pick<RoomLinkEntity, 'downloadableDocumentIds' | 'downloadableFolderIds'>, doc: RoomDocumentEntity): LinkedDocument {
  return {
    id: doc.id,
    name: doc.name,
    type: doc.type,
    source: doc.source,
    status: doc.status,
    pageCount: doc.status === 'ready' ? doc.pageCount : null,
    downloadable: downloadAllowed(link, doc),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}
