import { Injectable } from '@nestjs/common';
import { checklistContentSchema, type ReadinessView, type RoomDocument } from '@bv/contracts';
import { RpcClient } from '@bv/messaging';
import { readinessView, type ChecklistSource } from './readiness-view';

type Track = 'fundraising' | 'exit';
const trackOfPurpose = { exit: 'exit', raise: 'fundraising' } as const satisfies Record<string, Track>;

/**
 * Joins the founder's newest data-room checklist (assessments) with the room documents linked to
 * its items (sharing) — docs/architecture-notes.md, "Checklist evidence". Nothing is stored here.
 */
@Injectable()
export class ReadinessService {
  constructor(private readonly rpc: RpcClient) {}

  /** The room editor's panel: this room's links, and suggestions from this room's documents. */
  async ofRoom(userId: string, roomId: string): Promise<ReadinessView> {
    const [room, { links }] = await Promise.all([
      this.rpc.call('sharing.rooms.get', { userId, roomId }),
      this.rpc.call('sharing.rooms.evidence.list', { userId, roomId }),
    ]);
    const documents = room.folders.flatMap((f) => f.documents);
    const byId = new Map(documents.map((d) => [d.id, d]));
    const linked = new Map<string, RoomDocument>();
    for (const link of links) {
      const document = byId.get(link.documentId);
      if (document) linked.set(link.itemKey, document);
    }
    return readinessView(await this.newestChecklist(userId, trackOfPurpose[room.purpose]), linked, documents);
  }

  /** The checklist and the ExitCheck Pro result: links in every room of the track; an item is evidenced if any of them converted. */
  async ofTrack(userId: string, track: Track): Promise<ReadinessView> {
    const [checklist, { links }] = await Promise.all([this.newestChecklist(userId, track), this.rpc.call('sharing.evidence.ofOwner', { userId })]);
    const linked = new Map<string, { id: string; name: string; type: string; status: RoomDocument['status'] }>();
    for (const link of links) {
      if (trackOfPurpose[link.roomPurpose] !== track) continue;
      const known = linked.get(link.itemKey);
      if (known?.status === 'ready') continue;
      linked.set(link.itemKey, { id: link.documentId, name: link.documentName, type: link.documentType, status: link.documentStatus });
    }
    return readinessView(checklist, linked);
  }

  private async newestChecklist(userId: string, track: Track): Promise<ChecklistSource | null> {
    const { outputs } = await this.rpc.call('assessments.pitchprep.outputs', { userId });
    const newest = outputs.filter((o) => o.outputType === 'data_room_checklist' && o.track === track).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    if (!newest) return null;
    const output = await this.rpc.call('assessments.pitchprep.output', { userId, outputId: newest.id });
    const content = checklistContentSchema.safeParse(output.content);
    return content.success ? { outputId: newest.id, title: output.title, track, content: content.data } : null;
  }
}
