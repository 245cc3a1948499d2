import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import { OutputSnapshotEntity } from './entities/output-snapshot.entity';

/**
 * Sharing's read model of outputs, kept by the handlers beside it
 * (replace-snapshot-on-output-saved, drop-snapshot-on-output-deleted).
 */
@Injectable()
export class OutputSnapshotsService {
  /** The live snapshot an owner may share. */
  ownedBy(manager: EntityManager, outputId: string, ownerId: string): Promise<OutputSnapshotEntity | null> {
    return manager.findOneBy(OutputSnapshotEntity, { outputId, ownerId, deletedAt: IsNull() });
  }

  async byIds(manager: EntityManager, outputIds: string[]): Promise<Map<string, OutputSnapshotEntity>> {
    const unique = [...new Set(outputIds)];
    if (unique.length === 0) return new Map();
    const rows = await manager.find(OutputSnapshotEntity, {
      where: { outputId: In(unique) },
      select: { outputId: true, ownerId: true, outputType: true, version: true, title: true, deletedAt: true, updatedAt: true },
    });
    return new Map(rows.map((r) => [r.outputId, r]));
  }
}
