import { faqForInvestors, splitFounderPrompt, type FaqContent } from '@bv/domain';
import { BorderStyle, HeadingLevel, Paragraph, ShadingType, TabStopType, TextRun, type FileChild } from 'docx';
import type { DocumentMeta } from '../document-meta';
import { docxLookOf, type DocxLook } from '../office/docx-look';
import type { DocumentTheme } from '../theme/document-theme';
import { groupInOrder } from '../group-by';
import { renderDocx, TEXT_WIDTH_TWIPS } from '../office/docx-document';
import { answerParts, questionCount, sectionNumber } from './faq-answer-parts';
import { FOUNDER_COPY_NOTE, type FaqCopy } from './faq-copy-text';
import { wantsContents } from './render-faq-pdf';

/**
 * As renderFaqPdf: prompts only in the founder's copy, set apart in the accent; in the founder's
 * brand; a contents list of the categories, numbered sections, each question in bold with its short
 * answer and the supporting detail set in under it.
 */
export function renderFaqDocx(content: FaqContent, meta: DocumentMeta, copy: FaqCopy = 'investor', theme?: DocumentTheme): Promise<Buffer> {
  const faq = copy === 'investor' ? faqForInvestors(content) : content;
  const look = docxLookOf(theme);
  const accentText = look.colours.accentText;
  const note = copy === 'investor' ? [] : [new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: FOUNDER_COPY_NOTE, italics: true, color: accentText })] })];
  const sections = groupInOrder(faq.faqs, (entry) => entry.category);
  const contents = wantsContents(sections.length, faq.faqs.length) ? contentsList(sections, look) : [];
  const body: FileChild[] = sections.flatMap(({ key, items }, index) => [
    new Paragraph({
      heading: HeadingLevel.HEADING_1,
      spacing: { before: 480, after: 160 },
      children: [new TextRun({ text: `${sectionNumber(index)}   `, color: accentText, size: 24 }), new TextRun(key)],
    }),
    ...items.flatMap((entry) => entryParagraphs(entry, look)),
  ]);
  return renderDocx(meta, `${faq.faqs.length} questions with suggested answers`, [...note, ...contents, ...body], look);
}

/** The categories on a shaded panel, each with its number and how many questions it holds. */
function contentsList(sections: { key: string; items: unknown[] }[], { colours }: DocxLook): Paragraph[] {
  const panel = { shading: { type: ShadingType.CLEAR, fill: colours.panel, color: 'auto' }, indent: { left: 160, right: 160 } };
  const edge = (position: 'top' | 'bottom') => ({ [position]: { style: BorderStyle.SINGLE, size: 6, color: colours.panel, space: 8 } });
  return [
    new Paragraph({
      ...panel,
      border: edge('top'),
      spacing: { after: 80 },
      children: [new TextRun({ text: 'IN THIS FAQ', bold: true, size: 16, color: colours.accentText, characterSpacing: 20 })],
    }),
    ...sections.map(
      ({ key, items }, index) =>
        new Paragraph({
          ...panel,
          ...(index === sections.length - 1 ? { border: edge('bottom'), spacing: { after: 240 } } : { spacing: { after: 40 } }),
          tabStops: [
            { type: TabStopType.LEFT, position: 560 },
            { type: TabStopType.RIGHT, position: TEXT_WIDTH_TWIPS - 480 },
          ],
          children: [
            new TextRun({ text: sectionNumber(index), bold: true, size: 20, color: colours.accentText }),
            new TextRun({ text: `\t${key}`, bold: true, size: 20, color: colours.heading }),
            new TextRun({ text: `\t${questionCount(items.length)}`, size: 18, color: colours.muted }),
          ],
        }),
    ),
  ];
}

function entryParagraphs(entry: FaqContent['faqs'][number], { colours }: DocxLook): Paragraph[] {
  const { answer, prompt } = splitFounderPrompt(entry.suggestedAnswer);
  const { lead, detail } = answerParts(answer);
  const detailLines = detail.split(/\n+/).map((line) => line.trim()).filter(Boolean);
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 280, after: 80 }, children: [new TextRun({ text: entry.question, bold: true })] }),
    ...(lead ? [new Paragraph({ spacing: { after: detailLines.length > 0 ? 100 : 120 }, keepNext: detailLines.length > 0, children: [new TextRun({ text: lead })] })] : []),
    ...detailLines.map(
      (line) =>
        new Paragraph({
          indent: { left: 240 },
          border: { left: { style: BorderStyle.SINGLE, size: 12, color: colours.line, space: 8 } },
          spacing: { after: 80 },
          children: [new TextRun({ text: line, color: colours.muted, size: 20 })],
        }),
    ),
    ...(prompt
      ? [new Paragraph({ children: [new TextRun({ text: 'To add: ', bold: true, color: colours.accentText, size: 20 }), new TextRun({ text: prompt, italics: true, color: colours.accentText, size: 20 })] })]
      : []),
  ];
}
