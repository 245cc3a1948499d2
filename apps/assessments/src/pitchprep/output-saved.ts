import type { Transaction } from '@bv/messaging';
import type { PitchPrepOutputEntity } from './entities/pitchprep-output.entity';

/** output.saved, in the transaction that saved the version: it keeps shared links current. */
export function announceOutput(tx: Transaction, output: PitchPrepOutputEntity): void {
  tx.publish({
    type: 'output.saved',
    payload: { outputId: output.id, ownerId: output.userId, outputType: output.outputType, version: output.version, title: output.title, content: output.content },
  });
}
