import type { EntityManager } from 'typeorm';
import { companyOfOutputTitle } from '@bv/domain';
import { quoteSchema } from '@bv/messaging';
import { schemaOf } from '@bv/service-kit';

/** Who hosts a room, as its links' visitors see it: the company of the founder's latest output, else the room's own name. */
export async function roomHost(manager: EntityManager, ownerId: string, roomName: string): Promise<string> {
  const [latest] = (await manager.query(
    `SELECT title FROM ${quoteSchema(schemaOf(manager.connection))}.output_snapshots WHERE owner_id = $1 AND deleted_at IS NULL ORDER BY updated_at DESC LIMIT 1`,
    [ownerId],
  )) as { title: string }[];
  return (latest && companyOfOutputTitle(latest.title)) || roomName;
}
