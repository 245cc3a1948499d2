import { pdfColour } from '../brand.constants';
import type { DocumentMeta } from '../document-meta';
import {
  FONT,
  bottomLimit,
  bulletList,
  contentWidth,
  createPdf,
  drawHeaderBand,
  ensureSpace,
  finishPdf,
  measure,
  metaLines,
  pageFooterRight,
  sectionHeading,
  write,
  writeAt,
  type Pdf,
} from '../pdf/pdf-document';

// Blocks of the free guides (cold e-mails, deal room kit): prose, lists, boxed e-mails, folders.
export type GuideBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'email'; label: string; subject: string; body: string }
  | { kind: 'folder'; name: string; purpose: string; items: string[] };

export type GuideSection = { title: string; blocks: GuideBlock[] };
export type Guide = { intro: string[]; sections: GuideSection[] };

export function renderGuidePdf(guide: Guide, meta: DocumentMeta, subject: string): Promise<Buffer> {
  const doc = createPdf({ meta, subject });
  drawHeaderBand(doc, { kicker: 'Blueprint Vault', title: meta.title, lines: metaLines(meta) });
  doc.font(FONT.regular).fontSize(11).fillColor(pdfColour('ink'));
  for (const paragraph of guide.intro) {
    write(doc, paragraph, { width: contentWidth(doc), lineGap: 2 });
    doc.moveDown(0.6);
  }
  doc.moveDown(0.6);
  guide.sections.forEach((section, index) => {
    if (index > 0) doc.moveDown(0.8);
    sectionHeading(doc, section.title);
    for (const block of section.blocks) drawBlock(doc, block);
  });
  return finishPdf(doc, { left: `${meta.companyName}  |  ${meta.title}`, right: pageFooterRight });
}

function drawBlock(doc: Pdf, block: GuideBlock): void {
  const width = contentWidth(doc);
  switch (block.kind) {
    case 'paragraph':
      doc.font(FONT.regular).fontSize(10.5).fillColor(pdfColour('ink'));
      ensureSpace(doc, Math.min(measure(doc, block.text, { width }), 40));
      write(doc, block.text, { width, lineGap: 1.5 });
      doc.moveDown(0.6);
      return;
    case 'subheading':
      ensureSpace(doc, 50);
      doc.font(FONT.bold).fontSize(11.5).fillColor(pdfColour('navy'));
      write(doc, block.text, { width });
      doc.moveDown(0.3);
      return;
    case 'bullets':
      bulletList(doc, block.items, { size: 10 });
      doc.moveDown(0.4);
      return;
    case 'email':
      drawEmail(doc, block);
      return;
    case 'folder':
      drawFolder(doc, block);
      return;
  }
}

function drawEmail(doc: Pdf, email: Extract<GuideBlock, { kind: 'email' }>): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  const padding = 12;
  const innerWidth = width - 2 * padding - 4;
  doc.font(FONT.bold).fontSize(10);
  const subjectHeight = measure(doc, `Subject: ${email.subject}`, { width: innerWidth });
  doc.font(FONT.regular).fontSize(10);
  const bodyHeight = measure(doc, email.body, { width: innerWidth, lineGap: 1.5 });
  const height = padding + 12 + subjectHeight + 8 + bodyHeight + padding;
  const pageRoom = bottomLimit(doc) - doc.page.margins.top;
  ensureSpace(doc, Math.min(height, pageRoom));
  const y = doc.y;
  // A box that cannot fit one page is left unboxed rather than drawn past the footer.
  if (y + height <= bottomLimit(doc)) {
    doc.save();
    doc.roundedRect(x, y, width, height, 6).fill(pdfColour('panel'));
    doc.rect(x, y, 4, height).fill(pdfColour('gold'));
    doc.restore();
  }
  doc.font(FONT.bold).fontSize(8).fillColor(pdfColour('goldText'));
  writeAt(doc, email.label.toUpperCase(), x + padding + 4, y + padding, { width: innerWidth, characterSpacing: 0.6 });
  doc.font(FONT.bold).fontSize(10).fillColor(pdfColour('navy'));
  writeAt(doc, `Subject: ${email.subject}`, x + padding + 4, y + padding + 12, { width: innerWidth });
  doc.moveDown(0.5);
  doc.font(FONT.regular).fontSize(10).fillColor(pdfColour('ink'));
  write(doc, email.body, { width: innerWidth, lineGap: 1.5 });
  doc.x = x;
  doc.y = Math.max(doc.y, y + height) + 12;
}

function drawFolder(doc: Pdf, folder: Extract<GuideBlock, { kind: 'folder' }>): void {
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.font(FONT.bold).fontSize(12);
  ensureSpace(doc, 80);
  const y = doc.y;
  // A small vector folder icon: body plus tab.
  doc.save();
  doc.roundedRect(x, y + 1, 6, 3, 1).fill(pdfColour('gold'));
  doc.roundedRect(x, y + 3, 15, 10, 1.5).fill(pdfColour('gold'));
  doc.restore();
  doc.font(FONT.bold).fontSize(12).fillColor(pdfColour('navy'));
  writeAt(doc, folder.name, x + 22, y, { width: width - 22 });
  doc.font(FONT.italic).fontSize(10).fillColor(pdfColour('muted'));
  write(doc, folder.purpose, { width: width - 22, lineGap: 1 });
  doc.moveDown(0.35);
  doc.x = x;
  bulletList(doc, folder.items, { size: 10, left: 22 });
  doc.moveDown(0.6);
}
