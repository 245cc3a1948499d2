import { Injectable } from '@nestjs/common';
import { In, IsNull, type EntityManager } from 'typeorm';
import type { EventPayload } from '@bv/contracts';
import { quoteSchema } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';
import { OutputSnapshotEntity } from '../entities/output-snapshot.entity';

/**
 * Sharing's read model of outputs. Events may arrive late or twice: a snapshot only moves to a
 * higher version, and a deleted output stays deleted (its content is dropped).
 */
@Injectable()
export class OutputSnapshotsService {
  async replaceOnOutputSaved(manager: EntityManager, p: EventPayload<'output.saved'>): Promise<void> {
    const table = `${quoteSchema(schemaOf(manager.connection))}.output_snapshots`;
    await manager.query(
      `INSERT INTO ${table} AS o (output_id, owner_id, output_type, version, title, content, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, now())
       ON CONFLICT (output_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, output_type = EXCLUDED.output_type, version = EXCLUDED.version,
         title = EXCLUDED.title, content = EXCLUDED.content, updated_at = now()
       WHERE o.version < EXCLUDED.version AND o.deleted_at IS NULL`,
      [p.outputId, p.ownerId, p.outputType, p.version, p.title, JSON.stringify(p.content ?? null)],
    );
  }

  async disableOnOutputDeleted(manager: EntityManager, p: EventPayload<'output.deleted'>): Promise<void> {
    const table = `${quoteSchema(schemaOf(manager.connection))}.output_snapshots`;
    await manager.query(
      `INSERT INTO ${table} AS o (output_id, version, title, content, deleted_at, updated_at) VALUES ($1, 0, '', NULL, now(), now())
       ON CONFLICT (output_id) DO UPDATE SET deleted_at = COALESCE(o.deleted_at, now()), content = NULL, updated_at = now()`,
      [p.outputId],
    );
  }

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
