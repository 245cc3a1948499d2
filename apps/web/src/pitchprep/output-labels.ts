import type { OutputType, PitchTrack } from '@bv/domain';
import type { DeckCopy, ExportFormat } from '../api/pitchprep';

export const OUTPUT_LABELS: Record<OutputType, string> = {
  pitch_deck: 'Pitch deck',
  exit_deck: 'Exit deck',
  investor_faq: 'Investor FAQ',
  exit_faq: 'Exit FAQ',
  data_room_checklist: 'Data-room checklist',
};

/** As the progress line says it: "Writing your investor FAQ…". */
/** The label of an output type as another service names it (a plain string), or `fallback` for one this app does not know. */
export const outputLabelOf = (type: string | null, fallback: string) => (type ? OUTPUT_LABELS[type as OutputType] : undefined) ?? fallback;

export const OUTPUT_PHRASES: Record<OutputType, string> = {
  pitch_deck: 'pitch deck',
  exit_deck: 'exit deck',
  investor_faq: 'investor FAQ',
  exit_faq: 'exit FAQ',
  data_room_checklist: 'data-room checklist',
};

export const TRACK_LABELS: Record<PitchTrack, string> = { fundraising: 'Fundraising', exit: 'Exit' };

/** Decks open in PowerPoint, FAQs and checklists in Word; everything also as PDF. */
export function exportFormatsFor(type: OutputType): ExportFormat[] {
  return type === 'pitch_deck' || type === 'exit_deck' ? ['pptx', 'pdf'] : ['docx', 'pdf'];
}

export const FORMAT_LABELS: Record<ExportFormat, string> = { pptx: 'PPTX', docx: 'DOCX', pdf: 'PDF' };

export const authorshipLabel = (aiGenerated: boolean) => (aiGenerated ? 'AI-written' : 'Written from your answers');

/**
 * One download a user can choose: a format, and whose copy: the investor's, or the founder's own
 * (a deck in either format with its speaker notes and prompts, an FAQ PDF with its "[Add: …]" prompts).
 */
export type DownloadChoice = { key: string; format: ExportFormat; copy: DeckCopy; label: string };

const FOUNDER_COPY_LABELS: Partial<Record<OutputType, string>> = {
  investor_faq: 'founder PDF (with prompts)',
  exit_faq: 'founder PDF (with prompts)',
};

export function downloadChoicesFor(type: OutputType): DownloadChoice[] {
  const isDeck = type === 'pitch_deck' || type === 'exit_deck';
  const founderCopy = FOUNDER_COPY_LABELS[type];
  return exportFormatsFor(type).flatMap((format): DownloadChoice[] =>
    isDeck
      ? [
          { key: `${format}-investor`, format, copy: 'investor', label: `investor ${FORMAT_LABELS[format]}` },
          { key: `${format}-presenter`, format, copy: 'presenter', label: `presenter ${FORMAT_LABELS[format]} (with notes)` },
        ]
      : founderCopy && format === 'pdf'
      ? [
          { key: 'pdf-investor', format, copy: 'investor', label: 'investor PDF' },
          { key: 'pdf-presenter', format, copy: 'presenter', label: founderCopy },
        ]
      : [{ key: format, format, copy: 'investor', label: FORMAT_LABELS[format] }],
  );
}
