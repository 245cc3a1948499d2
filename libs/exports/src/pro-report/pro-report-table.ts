import { pdfColour, type BrandColour } from '../brand.constants';
import { FONT, bottomLimit, contentWidth, measure, writeAt, type Pdf } from '../pdf/pdf-document';

export type TableColumn<T> = {
  title: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
  value: (row: T) => string;
  font?: (typeof FONT)[keyof typeof FONT];
  colour?: (row: T) => BrandColour;
  align?: 'left' | 'right';
};

const PADDING = 5;
const HEADER_HEIGHT = 20;

/**
 * A table with a navy header that repeats when rows break onto a new page; a row never splits.
 * Rows are measured first, so text never runs into the next row.
 */
export function drawTable<T>(doc: Pdf, columns: readonly TableColumn<T>[], rows: readonly T[], size = 9): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const widths = columns.map((c) => c.share * width);

  const header = (): void => {
    const y = doc.y;
    doc.save();
    doc.rect(x, y, width, HEADER_HEIGHT).fill(pdfColour('navy'));
    doc.restore();
    doc.font(FONT.bold).fontSize(size - 0.5).fillColor(pdfColour('white'));
    let cellX = x;
    columns.forEach((column, i) => {
      writeAt(doc, column.title, cellX + PADDING, y + 6, { width: widths[i] - 2 * PADDING, lineBreak: false, align: column.align ?? 'left' });
      cellX += widths[i];
    });
    doc.y = y + HEADER_HEIGHT;
  };

  const heightOf = (row: T): number =>
    Math.max(
      ...columns.map((column, i) => {
        doc.font(column.font ?? FONT.regular).fontSize(size);
        return measure(doc, column.value(row), { width: widths[i] - 2 * PADDING, lineGap: 1 });
      }),
    ) +
    2 * PADDING;

  if (doc.y + HEADER_HEIGHT + (rows[0] ? heightOf(rows[0]) : 0) > bottomLimit(doc)) doc.addPage();
  header();
  rows.forEach((row, index) => {
    const height = heightOf(row);
    if (doc.y + height > bottomLimit(doc)) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    if (index % 2 === 1) {
      doc.save();
      doc.rect(x, y, width, height).fill(pdfColour('panel'));
      doc.restore();
    }
    let cellX = x;
    columns.forEach((column, i) => {
      doc.font(column.font ?? FONT.regular).fontSize(size).fillColor(pdfColour(column.colour?.(row) ?? 'ink'));
      writeAt(doc, column.value(row), cellX + PADDING, y + PADDING, { width: widths[i] - 2 * PADDING, lineGap: 1, align: column.align ?? 'left' });
      cellX += widths[i];
    });
    doc.save();
    doc.moveTo(x, y + height).lineTo(x + width, y + height).lineWidth(0.5).strokeColor(pdfColour('line')).stroke();
    doc.restore();
    doc.y = y + height;
  });
  doc.x = x;
  doc.y += 14;
}
