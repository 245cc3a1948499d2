import { PRIORITY_LABEL, type ChecklistContent, type ChecklistItem, type ChecklistStart } from '@bv/domain';
import { BorderStyle, CheckBox, HeadingLevel, Paragraph, ShadingType, Table, TableCell, TableLayoutType, TableRow, TextRun, VerticalAlign, WidthType, type FileChild } from 'docx';
import type { DocumentMeta } from '../document-meta';
import { renderDocx } from '../office/docx-document';
import { docxLookOf, type DocxLook } from '../office/docx-look';
import type { DocumentTheme } from '../theme/document-theme';
import { startHereDone, startHereOf, summariseChecklist, summaryLines } from './checklist-summary';
import { exitTrack } from './render-checklist-pdf';

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
    ...(startHereOf(list).length > 0 ? startHereParagraphs(startHereOf(list), exitTrack(list), startHereDone(list), look) : []),
    ...list.categories.flatMap((category) => {
      const counts = summariseChecklist(category);
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_1,
          keepNext: true,
          children: [new TextRun(category.category), new TextRun({ text: `  ${counts.done}/${counts.total}`, color: colours.muted, bold: false })],
        }),
        categoryTable(category.items, look),
      ];
    }),
  ];
  return renderDocx(meta, `Checklist: ${lines.overall}`, body, look);
}

/** "Start here": the first week's documents, numbered, each with why it comes first (docs/product-rules.md), boxed in a one-cell table. */
function startHereParagraphs(entries: readonly ChecklistStart[], exit: boolean, done: number, { colours }: DocxLook): FileChild[] {
  const edge = { style: BorderStyle.SINGLE, size: 12, color: colours.accent };
  const width = COLUMNS.done + COLUMNS.document + COLUMNS.when + COLUMNS.need;
  const box = new Table({
    layout: TableLayoutType.FIXED,
    width: { size: width, type: WidthType.DXA },
    columnWidths: [width],
    borders: { top: edge, bottom: edge, left: edge, right: edge, insideHorizontal: edge, insideVertical: edge },
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          new TableCell({
            width: { size: width, type: WidthType.DXA },
            margins: { top: 160, bottom: 120, left: 200, right: 200 },
            children: [
              new Paragraph({
                spacing: { after: 80 },
                children: [
                  new TextRun({ text: 'Start here: the first week', bold: true, size: 28, color: colours.heading }),
                  new TextRun({ text: `   ${done} of ${entries.length} done`, bold: true, size: 19, color: done === entries.length ? colours.accentText : colours.muted }),
                ],
              }),
              new Paragraph({
                spacing: { after: 120 },
                children: [new TextRun({ text: `The ${entries.length} documents ${exit ? 'a buyer' : 'a lead investor'} asks for in the first week. Have them in the data room before the first meeting; they are marked Week 1 below.`, color: colours.ink })],
              }),
              ...entries.map(
                (entry, index) =>
                  new Paragraph({
                    spacing: { after: 80 },
                    indent: { left: 360, hanging: 360 },
                    children: [
                      new TextRun({ text: `${index + 1}.\t`, bold: true, color: colours.accentText }),
                      new TextRun({ text: entry.name, bold: true }),
                      new TextRun({ text: `  ${entry.category}. ${entry.why}`, color: colours.muted, size: 18 }),
                    ],
                  }),
              ),
            ],
          }),
        ],
      }),
    ],
  });
  return [
    box,
    new Paragraph({
      spacing: { before: 160, after: 240 },
      children: [
        new TextRun({ text: 'When: ', bold: true, size: 18 }),
        new TextRun({ text: `Week 1, before the first meeting; ${exit ? 'Before LOI, before a buyer makes an offer' : 'Before term sheet, before an investor prices the round'}; Before completion, confirmatory due diligence.`, size: 18, color: colours.muted }),
      ],
    }),
  ];
}

/**
 * Column widths in twips, adding up to the A4 text width (TEXT_WIDTH_TWIPS). "When" and "Need" hold
 * labels that must never wrap ("Before completion", "Required" in bold): the table layout is fixed,
 * so Word keeps these widths instead of squeezing a column until a word breaks (docs/product-rules.md,
 * "Data-room checklist priorities").
 */
export const CHECKLIST_COLUMNS = { done: 700, document: 5026, when: 2150, need: 1150 };
/** Left and right padding of every cell (twips). */
export const CHECKLIST_CELL_PADDING = 80;
const COLUMNS = CHECKLIST_COLUMNS;

function cell(children: Paragraph[], width: number, options: { shade?: string } = {}): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.TOP,
    margins: { top: 60, bottom: 60, left: CHECKLIST_CELL_PADDING, right: CHECKLIST_CELL_PADDING },
    shading: options.shade ? { type: ShadingType.CLEAR, fill: options.shade, color: 'auto' } : undefined,
    children,
  });
}

/** A category as an adviser's request table: a Word checkbox to tick, the document, when it is asked for, whether it is required. */
function categoryTable(items: readonly ChecklistItem[], look: DocxLook): Table {
  const { colours } = look;
  const head = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true, size: 16, color: colours.muted })] });
  const line = { style: BorderStyle.SINGLE, size: 4, color: colours.line };
  const none = { style: BorderStyle.NONE, size: 0, color: 'auto' };
  return new Table({
    layout: TableLayoutType.FIXED,
    width: { size: COLUMNS.done + COLUMNS.document + COLUMNS.when + COLUMNS.need, type: WidthType.DXA },
    columnWidths: [COLUMNS.done, COLUMNS.document, COLUMNS.when, COLUMNS.need],
    borders: { top: line, bottom: line, left: none, right: none, insideHorizontal: line, insideVertical: none },
    rows: [
      new TableRow({
        tableHeader: true,
        children: [
          cell([head('DONE')], COLUMNS.done, { shade: colours.panel }),
          cell([head('DOCUMENT')], COLUMNS.document, { shade: colours.panel }),
          cell([head('WHEN')], COLUMNS.when, { shade: colours.panel }),
          cell([head('NEED')], COLUMNS.need, { shade: colours.panel }),
        ],
      }),
      ...items.map(
        (item) =>
          new TableRow({
            cantSplit: true,
            children: [
              cell(
                [
                  new Paragraph({
                    children: [
                      new CheckBox({
                        alias: item.name,
                        checked: Boolean(item.done),
                        checkedState: { value: '2611', font: CHECKBOX_FONT },
                        uncheckedState: { value: '2610', font: CHECKBOX_FONT },
                      }),
                    ],
                  }),
                ],
                COLUMNS.done,
              ),
              cell(
                [
                  new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: item.name, bold: true })] }),
                  ...item.description
                    .split(/\n+/)
                    .filter((line) => line.trim())
                    .map((line) => new Paragraph({ children: [new TextRun({ text: line.trim(), color: colours.muted, size: 19 })] })),
                ],
                COLUMNS.document,
              ),
              cell(
                [new Paragraph({ children: [new TextRun({ text: item.priority ? PRIORITY_LABEL[item.priority] : '', bold: item.priority === 'week_1', color: item.priority === 'week_1' ? colours.accentText : colours.ink, size: 18 })] })],
                COLUMNS.when,
              ),
              cell(
                [new Paragraph({ children: [new TextRun({ text: item.required ? 'Required' : 'Optional', bold: item.required, color: item.required ? colours.accentText : colours.muted, size: 18 })] })],
                COLUMNS.need,
              ),
            ],
          }),
      ),
    ],
  });
}
