import type { OutputType, PitchIntake } from '@bv/domain';

const OUTPUT_NAMES: Record<OutputType, string> = {
  pitch_deck: 'Pitch deck',
  exit_deck: 'Exit deck',
  investor_faq: 'Investor FAQ',
  exit_faq: 'Buyer FAQ',
  data_room_checklist: 'Data-room checklist',
};

/** "Company — Pitch deck": the company part names the deck's cover and footers. */
export function outputTitle(intake: PitchIntake, outputType: OutputType): string {
  return `${intake.company.name || 'Your company'} — ${OUTPUT_NAMES[outputType]}`;
}
