import type { FaqContent } from '@bv/domain';
import { pdfColour } from '../brand.constants';
import { documentHeading, type DocumentMeta } from '../document-meta';
import { groupInOrder } from '../group-by';
import { FONT, contentWidth, createPdf, drawHeaderBand, ensureSpace, finishPdf, measure, pageFooterRight, sectionHeading, write } from '../pdf/pdf-document';

export function renderFaqPdf(faq: FaqContent, meta: DocumentMeta): Promise<Buffer> {
  const doc = createPdf({ meta, subject: `${faq.faqs.length} investor questions with suggested answers` });
  drawHeaderBand(doc, documentHeading(meta));
  const width = contentWidth(doc);

  for (const { key, items } of groupInOrder(faq.faqs, (entry) => entry.category)) {
    sectionHeading(doc, key);
    for (const entry of items) {
      doc.font(FONT.bold).fontSize(11.5);
      const questionHeight = measure(doc, entry.question, { width });
      doc.font(FONT.regular).fontSize(10.5);
      // Keep a question with at least the start of its answer.
      ensureSpace(doc, questionHeight + Math.min(measure(doc, entry.suggestedAnswer, { width }), 40) + 8);
      doc.font(FONT.bold).fontSize(11.5).fillColor(pdfColour('navy'));
      write(doc, entry.question, { width });
      doc.moveDown(0.25);
      doc.font(FONT.regular).fontSize(10.5).fillColor(pdfColour('ink'));
      write(doc, entry.suggestedAnswer, { width, lineGap: 1.5 });
      doc.moveDown(0.9);
    }
    doc.moveDown(0.4);
  }
  const heading = documentHeading(meta);
  return finishPdf(doc, { left: `${heading.kicker}  |  ${heading.title}`, right: pageFooterRight });
}
