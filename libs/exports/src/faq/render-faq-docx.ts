import { faqForInvestors, splitFounderPrompt, type FaqContent } from '@bv/domain';
import { HeadingLevel, Paragraph, TextRun, type FileChild } from 'docx';
import type { DocumentMeta } from '../document-meta';
import { docxLookOf } from '../office/docx-look';
import type { DocumentTheme } from '../theme/document-theme';
import { groupInOrder } from '../group-by';
import { renderDocx, textParagraphs } from '../office/docx-document';
import { FOUNDER_COPY_NOTE, type FaqCopy } from './faq-copy-text';

/** As renderFaqPdf: prompts only in the founder's copy, set apart in the accent; in the founder's brand. */
export function renderFaqDocx(content: FaqContent, meta: DocumentMeta, copy: FaqCopy = 'investor', theme?: DocumentTheme): Promise<Buffer> {
  const faq = copy === 'investor' ? faqForInvestors(content) : content;
  const look = docxLookOf(theme);
  const accentText = look.colours.accentText;
  const note = copy === 'investor' ? [] : [new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: FOUNDER_COPY_NOTE, italics: true, color: accentText })] })];
  const body: FileChild[] = groupInOrder(faq.faqs, (entry) => entry.category).flatMap(({ key, items }) => [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(key)] }),
    ...items.flatMap((entry) => {
      const { answer, prompt } = splitFounderPrompt(entry.suggestedAnswer);
      return [
        new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun({ text: entry.question, bold: true })] }),
        ...textParagraphs(answer),
        ...(prompt
          ? [new Paragraph({ children: [new TextRun({ text: 'To add: ', bold: true, color: accentText, size: 20 }), new TextRun({ text: prompt, italics: true, color: accentText, size: 20 })] })]
          : []),
      ];
    }),
  ]);
  return renderDocx(meta, `${faq.faqs.length} questions with suggested answers`, [...note, ...body], look);
}
