import type { ChecklistContent, ChecklistItem } from '@bv/domain';
import { BorderStyle, CheckBox, HeadingLevel, Paragraph, ShadingType, TextRun, type FileChild } from 'docx';
import type { DocumentMeta } from '../document-meta';
import { renderDocx, textParagraphs } from '../office/docx-document';
import { docxLookOf, type DocxLook } from '../office/docx-look';
import type { DocumentTheme } from '../theme/document-theme';
import { summariseChecklist, summaryLines } from './checklist-summary';

// Word content-control checkboxes: ticking one in Word flips ☐ (U+2610) and ☑ (U+2611).
const CHECKBOX_FONT = 'Segoe UI Symbol';

/** `theme`: the founder's brand kit or the neutral theme (docs/product-rules.md, "Brand kit"). */
export function renderChecklistDocx(list: ChecklistContent, meta: DocumentMeta, theme?: DocumentTheme): Promise<Buffer> {
  const look = docxLookOf(theme);
  const { colours } = look;
  const summary = summariseChecklist(list);
  const lines = summaryLines(summary);
  const summaryBlock = new Paragraph({
    // Borders in the fill's colour pad the shaded block above and below its line of text.
    shading: { type: ShadingType.CLEAR, fill: colours.panel, color: 'auto' },
    border: {
      left: { style: BorderStyle.SINGLE, size: 24, color: colours.accent, space: 8 },
      top: { style: BorderStyle.SINGLE, size: 6, color: colours.panel, space: 6 },
      bottom: { style: BorderStyle.SINGLE, size: 6, color: colours.panel, space: 6 },
    },
    spacing: { after: 280 },
    children: [
      new TextRun({ text: 'Readiness: ', bold: true, color: colours.heading }),
      new TextRun({ text: lines.overall }),
      new TextRun({ text: `  |  ${lines.required}`, color: colours.ink }),
    ],
  });

  const body: FileChild[] = [
    summaryBlock,
    ...list.categories.flatMap((category) => {
      const counts = summariseChecklist(category);
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          children: [new TextRun(category.category), new TextRun({ text: `  ${counts.done}/${counts.total}`, color: colours.muted, bold: false })],
        }),
        ...category.items.flatMap((item) => itemParagraphs(item, look)),
      ];
    }),
  ];
  return renderDocx(meta, `Checklist: ${lines.overall}`, body, look);
}

function itemParagraphs(item: ChecklistItem, { colours }: DocxLook): Paragraph[] {
  return [
    new Paragraph({
      keepNext: true,
      spacing: { before: 120, after: 40 },
      children: [
        new CheckBox({
          alias: item.name,
          checked: Boolean(item.done),
          checkedState: { value: '2611', font: CHECKBOX_FONT },
          uncheckedState: { value: '2610', font: CHECKBOX_FONT },
        }),
        new TextRun({ text: '  ' }),
        new TextRun({ text: item.name, bold: true }),
        new TextRun({
          text: item.required ? '   Required' : '   Optional',
          bold: item.required,
          color: item.required ? colours.accentText : colours.muted,
          size: 18,
        }),
      ],
    }),
    ...textParagraphs(item.description, { indentTwips: 400, colour: colours.ink }),
  ];
}
