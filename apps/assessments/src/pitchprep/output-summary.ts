import type { OutputSummary } from '@bv/contracts';
import { outputPreview } from '@bv/domain';
import type { PitchPrepOutputEntity } from './entities/pitchprep-output.entity';

/** One shape for an output in lists, run progress and the full view, so they never drift apart. */
export function outputSummary(o: PitchPrepOutputEntity): OutputSummary {
  return {
    id: o.id,
    outputType: o.outputType,
    track: o.track,
    title: o.title,
    version: o.version,
    aiGenerated: o.aiGenerated,
    updatedAt: o.updatedAt.toISOString(),
    preview: outputPreview(o.outputType, o.content),
  };
}
