import { type PitchIntake, TRACK_OUTPUTS } from '../intake';
import type { OutputContent, OutputType } from '../output-types';
import { writeDataRoomChecklist } from './data-room-checklist';
import { writeExitDeck } from './exit-deck';
import { writeExitFaq } from './exit-faq';
import { writeInvestorFaq } from './investor-faq';
import { writePitchDeck } from './pitch-deck';
import { companyName } from './writer-context';

export type WrittenPitchOutput = { outputType: OutputType; title: string; content: OutputContent };

export const OUTPUT_TYPE_LABELS: Record<OutputType, string> = {
  pitch_deck: 'Pitch deck',
  exit_deck: 'Exit deck',
  investor_faq: 'Investor FAQ',
  exit_faq: 'Exit FAQ',
  data_room_checklist: 'Data room checklist',
};

const WRITERS: Record<OutputType, (intake: PitchIntake) => OutputContent> = {
  pitch_deck: writePitchDeck,
  exit_deck: writeExitDeck,
  investor_faq: writeInvestorFaq,
  exit_faq: writeExitFaq,
  data_room_checklist: writeDataRoomChecklist,
};

/** The track's three outputs in TRACK_OUTPUTS order, written without AI. */
export function writePitchOutputs(intake: PitchIntake): WrittenPitchOutput[] {
  const name = companyName(intake);
  return TRACK_OUTPUTS[intake.track].map((outputType) => ({
    outputType,
    title: `${name} — ${OUTPUT_TYPE_LABELS[outputType]}`,
    content: WRITERS[outputType](intake),
  }));
}
