import type { EntityManager } from 'typeorm';
import type { Outbox } from '@bv/service-kit';
import type { PitchPrepOutputEntity } from './entities/pitchprep-output.entity';

/** output.saved, in the transaction that saved the version: it keeps shared links current. */
export async function announceOutput(outbox: Outbox, manager: EntityManager, output: PitchPrepOutputEntity): Promise<void> {
  await outbox.add(manager, {
    type: 'output.saved',
    payload: { outputId: output.id, ownerId: output.userId, outputType: output.outputType, version: output.version, title: output.title, content: output.content },
  });
}
