import type { Room, RoomDocument, RoomPlanLimits, RoomSummary } from '@bv/contracts';
import type { RoomDocumentEntity } from './entities/room-document.entity';
import type { RoomFolderEntity } from './entities/room-folder.entity';
import type { RoomEntity } from './entities/room.entity';

export type Progress = { stage: string; percent: number } | null;

export function documentView(doc: RoomDocumentEntity, progress: Progress = null): RoomDocument {
  return {
    id: doc.id,
    folderId: doc.folderId,
    name: doc.name,
    type: doc.type,
    source: doc.source,
    outputId: doc.outputId,
    size: doc.size,
    sha256: doc.sha256,
    status: doc.status,
    failureMessage: doc.failureMessage,
    progress: doc.status === 'converting' ? progress : null,
    pageCount: doc.pageCount,
    version: doc.version,
    position: doc.position,
    report:
      doc.source === 'report' && doc.reportAssessmentId && doc.reportCompletedAt
        ? { assessmentId: doc.reportAssessmentId, completedAt: doc.reportCompletedAt.toISOString(), score: doc.reportScore ?? 0 }
        : null,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const byPosition = <T extends { position: number; createdAt: Date }>(a: T, b: T) => a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime();

export function roomView(room: RoomEntity, folders: RoomFolderEntity[], documents: RoomDocumentEntity[], limits: RoomPlanLimits, progress: Map<string, Progress>): Room {
  return {
    id: room.id,
    name: room.name,
    purpose: room.purpose,
    description: room.description,
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
    bytes: documents.reduce((sum, d) => sum + d.size, 0),
    limits,
    folders: [...folders].sort(byPosition).map((folder) => ({
      id: folder.id,
      name: folder.name,
      description: folder.description,
      position: folder.position,
      documents: documents
        .filter((d) => d.folderId === folder.id)
        .sort(byPosition)
        .map((d) => documentView(d, progress.get(d.id) ?? null)),
    })),
  };
}

export function roomSummary(room: RoomEntity, counts: { folders: number; documents: number; bytes: number }): RoomSummary {
  return {
    id: room.id,
    name: room.name,
    purpose: room.purpose,
    description: room.description,
    createdAt: room.createdAt.toISOString(),
    updatedAt: room.updatedAt.toISOString(),
    folderCount: counts.folders,
    documentCount: counts.documents,
    bytes: counts.bytes,
  };
}
