import type { FaqContent } from '@bv/domain';
import { HeadingLevel, Paragraph, TextRun, type FileChild } from 'docx';
import type { DocumentMeta } from '../document-meta';
import { groupInOrder } from '../group-by';
import { renderDocx, textParagraphs } from '../office/docx-document';

export function renderFaqDocx(faq: FaqContent, meta: DocumentMeta): Promise<Buffer> {
  const body: FileChild[] = groupInOrder(faq.faqs, (entry) => entry.category).flatMap(({ key, items }) => [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(key)] }),
    ...items.flatMap((entry) => [
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text: entry.question, bold: true })] }),
      ...textParagraphs(entry.suggestedAnswer),
    ]),
  ]);
  return renderDocx(meta, `${faq.faqs.length} investor questions with suggested answers`, body);
}
