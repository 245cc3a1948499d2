import { faqForInvestors, splitFounderPrompt, type FaqContent } from '@bv/domain';
import { loadFontsInTurn } from '../pdf/load-fonts';
import { HOUSE_LOOK, lookFontNames, themeLook } from '../pdf/pdf-look';
import type { DocumentTheme } from '../theme/document-theme';
import { yieldToEventLoop } from '../pdf/yield-to-event-loop';
import { documentHeading, type DocumentMeta } from '../document-meta';
import { groupInOrder } from '../group-by';
import { contentWidth, createPdf, drawHeaderBand, ensureSpace, finishPdf, measure, pageFooterRight, sectionHeading, write } from '../pdf/pdf-document';
import { FOUNDER_COPY_NOTE, type FaqCopy } from './faq-copy-text';

/**
 * The investor's copy (the default) has no "[Add: …]" prompts and no unanswered question; the
 * founder's copy shows each prompt in gold under its answer (docs/product-rules.md, "PitchPrep outputs").
 */
export async function renderFaqPdf(content: FaqContent, meta: DocumentMeta, copy: FaqCopy = 'investor', theme?: DocumentTheme): Promise<Buffer> {
  const faq = copy === 'investor' ? faqForInvestors(content) : content;
  // The founder's FAQ wears their brand kit, or the neutral theme (docs/product-rules.md, "Brand kit").
  const look = theme ? themeLook(theme) : HOUSE_LOOK;
  const { fonts, colours } = look;
  const doc = createPdf({ meta, subject: `${faq.faqs.length} questions with suggested answers`, look });
  await loadFontsInTurn(doc, lookFontNames(look));
  const heading = documentHeading(meta);
  drawHeaderBand(doc, { ...heading, lines: copy === 'investor' ? heading.lines : [...heading.lines, FOUNDER_COPY_NOTE] });
  const width = contentWidth(doc);

  // A question with at least the start of its answer (or prompt): what must fit before it is drawn.
  const opening = (entry: FaqContent['faqs'][number]): number => {
    const { answer, prompt } = splitFounderPrompt(entry.suggestedAnswer);
    doc.font(fonts.bold).fontSize(11.5);
    const questionHeight = measure(doc, entry.question, { width });
    doc.font(fonts.regular).fontSize(10.5);
    return questionHeight + Math.min(measure(doc, answer || prompt || '', { width }), 40) + 8;
  };

  for (const { key, items } of groupInOrder(faq.faqs, (entry) => entry.category)) {
    sectionHeading(doc, key, 15, opening(items[0]));
    for (const entry of items) {
      const { answer, prompt } = splitFounderPrompt(entry.suggestedAnswer);
      // Keep a question with at least the start of its answer.
      ensureSpace(doc, opening(entry));
      doc.font(fonts.bold).fontSize(11.5).fillColor(colours.heading);
      write(doc, entry.question, { width });
      doc.moveDown(0.25);
      if (answer) {
        doc.font(fonts.regular).fontSize(10.5).fillColor(colours.ink);
        write(doc, answer, { width, lineGap: 1.5 });
      }
      if (prompt) {
        if (answer) doc.moveDown(0.2);
        doc.font(fonts.bold).fontSize(9.5).fillColor(colours.accentText);
        write(doc, 'To add: ', { width, continued: true });
        doc.font(fonts.italic).fillColor(colours.accentText);
        write(doc, prompt, { lineGap: 1 });
      }
      doc.moveDown(0.9);
    }
    doc.moveDown(0.4);
    await yieldToEventLoop();
  }
  return finishPdf(doc, { left: `${heading.kicker}  |  ${heading.title}`, right: pageFooterRight });
}
