import type { BrandKit, ChecklistContent, DeckContent, FaqContent } from '@bv/domain';
import { documentTheme, renderChecklistPdf, renderDeckPdf, renderFaqPdf, type DocumentMeta } from '@bv/exports';

/**
 * What a shared link's PDF is made from: the viewer's content (no speaker notes) of one output
 * version, and the owner's brand kit (null: the neutral theme) with its logo as base64.
 */
export type SharedPdfSource = { outputType: string; content: unknown; meta: DocumentMeta; brand: { kit: BrandKit | null; logoBase64: string | null } };

/** The investor copy of a shared output as PDF in its owner's brand, the same for every viewer (the watermark is stamped on afterwards). */
export function renderSharedPdf({ outputType, content, meta, brand }: SharedPdfSource): Promise<Buffer> {
  const theme = documentTheme(brand.kit, brand.logoBase64 ? Buffer.from(brand.logoBase64, 'base64') : null);
  switch (outputType) {
    case 'pitch_deck':
    case 'exit_deck':
      // Viewer content has no notes; the investor copy would not print them anyway.
      return renderDeckPdf(content as DeckContent, meta, { copy: 'investor', theme });
    case 'investor_faq':
    case 'exit_faq':
      return renderFaqPdf(content as FaqContent, meta, 'investor', theme);
    case 'data_room_checklist':
      return renderChecklistPdf(content as ChecklistContent, meta, theme);
    default:
      // Callers check hasSharedPdf first; this runs in a PDF thread, which has no error catalogue.
      throw new Error(`no PDF for output type ${outputType}`);
  }
}

/** Whether an output type has a PDF at all (checked before any work is queued). */
export const hasSharedPdf = (outputType: string) =>
  ['pitch_deck', 'exit_deck', 'investor_faq', 'exit_faq', 'data_room_checklist'].includes(outputType);
