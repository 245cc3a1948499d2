import PDFDocument from 'pdfkit';
import { PRIORITY_LABEL } from '@bv/domain';
import { brandFontFile } from '../pdf/brand-fonts';
import { themeFontFile } from '../theme/theme-fonts';
import { TEXT_WIDTH_TWIPS } from '../office/docx-document';
import { CHECKLIST_CELL_PADDING, CHECKLIST_COLUMNS } from './render-checklist-docx';

// The bold faces the checklist's Word tables are set in: Inter (our look) and Carlito (the kits' Calibri).
const FACES = { Inter: brandFontFile('Inter-Bold'), Carlito: themeFontFile('Carlito', 'bold') };
// Word and LibreOffice set type a little differently from pdfkit's metrics: keep this much room spare.
const HEADROOM = 1.1;

/** The text's width in twips, in the bold face at `points`. */
function twips(face: Buffer, text: string, points: number): number {
  const doc = new PDFDocument();
  return doc.font(face).fontSize(points).widthOfString(text) * 20;
}

describe('the checklist DOCX columns', () => {
  it('fill the A4 text width exactly', () => {
    expect(Object.values(CHECKLIST_COLUMNS).reduce((sum, width) => sum + width, 0)).toBe(TEXT_WIDTH_TWIPS);
  });

  // "Before completion" once wrapped in a 1,700-twip "When" column, in Inter.
  it.each(Object.entries(FACES))('hold every label on one line, headers included, in %s', (_name, face) => {
    const room = (column: keyof typeof CHECKLIST_COLUMNS) => CHECKLIST_COLUMNS[column] - 2 * CHECKLIST_CELL_PADDING;
    const fits = (column: keyof typeof CHECKLIST_COLUMNS, labels: string[], points: number) =>
      labels.map((label) => [column, label, twips(face, label, points) * HEADROOM <= room(column)]);
    const checks = [
      ...fits('done', ['DONE'], 8),
      ...fits('document', ['DOCUMENT'], 8),
      ...fits('when', ['WHEN'], 8),
      ...fits('need', ['NEED'], 8),
      ...fits('when', Object.values(PRIORITY_LABEL), 9),
      ...fits('need', ['Required', 'Optional'], 9),
    ];
    expect(checks.filter(([, , fit]) => !fit)).toEqual([]);
  });
});
