import PDFDocument from 'pdfkit';
import { AUTHOR, formatDocumentDate, type DocumentMeta } from '../document-meta';
import { brandFontFiles } from './brand-fonts';
import { HOUSE_LOOK, type PdfLook } from './pdf-look';
import { toPdfText } from './pdf-text';

export type Pdf = PDFKit.PDFDocument;
export type PdfTextOptions = PDFKit.Mixins.TextOptions;

/** The brand's type: Inter for text, Caladea Bold for headings (embedded, see brand-fonts). */
export const FONT = HOUSE_LOOK.fonts;

/** The watermark each document asked for at creation, drawn over every page when it is finished. */
const watermarks = new WeakMap<Pdf, string>();
/** The look each document was created with (HOUSE_LOOK unless it asked for another). */
const looks = new WeakMap<Pdf, PdfLook>();

/** What the shared drawing helpers below dress this document in. */
export const lookOf = (doc: Pdf): PdfLook => looks.get(doc) ?? HOUSE_LOOK;

/**
 * `size`: A4 for documents, or [width, height] in points (decks use the PPTX's 16:9 page).
 * `look`: the founder's brand for their documents; Blueprint Vault's by default.
 */
export type PdfSetup = { meta: DocumentMeta; subject: string; layout?: 'portrait' | 'landscape'; margin?: number; size?: 'A4' | [number, number]; look?: PdfLook };

/**
 * A branded PDF with the brand fonts embedded. Pages are buffered so footers with "page x of y"
 * can be drawn at the end; the creation date comes from the meta so the same input gives the
 * same bytes. The version, when there is one, goes in the file's keywords.
 */
export function createPdf({ meta, subject, layout = 'portrait', margin = 50, size = 'A4', look = HOUSE_LOOK }: PdfSetup): Pdf {
  const doc = new PDFDocument({
    size,
    layout: Array.isArray(size) ? 'portrait' : layout,
    margins: { top: margin, bottom: margin, left: margin, right: margin },
    bufferPages: true,
    displayTitle: true,
    lang: 'en-SG',
    info: {
      Title: meta.title,
      Author: AUTHOR,
      Subject: subject,
      Creator: AUTHOR,
      Producer: AUTHOR,
      CreationDate: meta.generatedAt,
      ModDate: meta.generatedAt,
      ...(meta.version ? { Keywords: `version ${meta.version}` } : {}),
    },
  });
  for (const [name, file] of brandFontFiles()) doc.registerFont(name, file);
  for (const [name, file] of look.fontFiles) doc.registerFont(name, file);
  looks.set(doc, look);
  doc.font(look.fonts.regular).fillColor(look.colours.ink);
  if (meta.watermark) watermarks.set(doc, meta.watermark);
  return doc;
}

export type FooterText = { left: string; right: (page: number, pages: number) => string };

/**
 * Draws the footer on every page (except those in `skipPages`, 1-based) and returns the file.
 * A null footer: the pages drew their own (decks).
 */
export function finishPdf(doc: Pdf, footer: FooterText | null, skipPages: readonly number[] = []): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const range = doc.bufferedPageRange();
    for (let index = range.start; footer && index < range.start + range.count; index += 1) {
      const page = index - range.start + 1;
      if (skipPages.includes(page)) continue;
      doc.switchToPage(index);
      drawFooter(doc, footer.left, footer.right(page, range.count));
    }
    const watermark = watermarks.get(doc);
    for (let index = range.start; watermark && index < range.start + range.count; index += 1) {
      doc.switchToPage(index);
      drawWatermark(doc, watermark);
    }
    doc.end();
  });
}

/** Across the page's diagonal, light enough to read through, on top of everything so no fill can hide it. */
function drawWatermark(doc: Pdf, text: string): void {
  const { width, height } = doc.page;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const angle = (Math.atan2(height, width) * 180) / Math.PI;
  const size = Math.min(28, (Math.hypot(width, height) * 0.7) / Math.max(12, text.length * 0.55));
  doc.save();
  doc.rotate(-angle, { origin: [width / 2, height / 2] });
  const { fonts, colours } = lookOf(doc);
  doc.font(fonts.semibold).fontSize(size).fillColor(colours.muted).fillOpacity(0.22);
  const line = toPdfText(text);
  const lineWidth = doc.widthOfString(line);
  doc.text(line, width / 2 - lineWidth / 2, height / 2 - size / 2, { lineBreak: false });
  doc.restore();
  doc.page.margins.bottom = bottom;
}

function drawFooter(doc: Pdf, left: string, right: string): void {
  // Text below the bottom margin would make pdfkit open a new page; lift the margin meanwhile.
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  const y = doc.page.height - bottom / 2 - 4;
  const x = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.save();
  const { fonts, colours } = lookOf(doc);
  doc.moveTo(x, y - 8).lineTo(x + width, y - 8).lineWidth(0.5).strokeColor(colours.line).stroke();
  doc.font(fonts.regular).fontSize(8).fillColor(colours.muted);
  doc.text(toPdfText(left), x, y, { width: width * 0.7, lineBreak: false });
  doc.text(toPdfText(right), x + width * 0.7, y, { width: width * 0.3, align: 'right', lineBreak: false });
  doc.restore();
  doc.page.margins.bottom = bottom;
}

export function contentWidth(doc: Pdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function bottomLimit(doc: Pdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when fewer than `height` points are left. */
export function ensureSpace(doc: Pdf, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** `doc.text` with WinAnsi-safe text. */
export function write(doc: Pdf, text: string, options?: PdfTextOptions): Pdf {
  return doc.text(toPdfText(text), options);
}

export function writeAt(doc: Pdf, text: string, x: number, y: number, options?: PdfTextOptions): Pdf {
  return doc.text(toPdfText(text), x, y, options);
}

export function measure(doc: Pdf, text: string, options?: PdfTextOptions): number {
  return doc.heightOfString(toPdfText(text), options);
}

/** The largest font size (stepping down by 0.5) at which the text fits the box, or `min`. */
export function fitFontSize(doc: Pdf, text: string, box: { width: number; height: number }, sizes: { max: number; min: number }, options?: PdfTextOptions): number {
  for (let size = sizes.max; size > sizes.min; size -= 0.5) {
    doc.fontSize(size);
    if (measure(doc, text, { ...options, width: box.width }) <= box.height) return size;
  }
  return sizes.min;
}

/** pdfkit's standard fonts have no ☐/☑ glyphs, so checkboxes are drawn as vector squares. */
export function drawCheckbox(doc: Pdf, x: number, y: number, size: number, checked: boolean): void {
  const { colours } = lookOf(doc);
  doc.save();
  doc.lineWidth(1);
  if (checked) {
    doc.rect(x, y, size, size).fillAndStroke(colours.accent, colours.accent);
    doc
      .moveTo(x + size * 0.22, y + size * 0.52)
      .lineTo(x + size * 0.43, y + size * 0.74)
      .lineTo(x + size * 0.8, y + size * 0.28)
      .lineWidth(size * 0.14)
      .lineCap('round')
      .lineJoin('round')
      .strokeColor(colours.white)
      .stroke();
  } else {
    doc.rect(x, y, size, size).strokeColor(colours.heading).stroke();
  }
  doc.restore();
}

export type HeaderBand = { kicker: string; title: string; lines: string[] };

// The founder's logo sits at the band's right, at most this tall and wide (points).
const LOGO_BOX = { width: 120, height: 44 };

/** The band at the top of a portrait document's first page (navy and gold, or the founder's colours and logo). */
export function drawHeaderBand(doc: Pdf, band: HeaderBand): void {
  const { fonts, colours, logo } = lookOf(doc);
  const x = doc.page.margins.left;
  const logoSize = logo ? fitLogo(logo) : null;
  const width = contentWidth(doc) - (logoSize ? logoSize.width + 20 : 0);
  doc.font(fonts.heading).fontSize(24);
  const titleHeight = measure(doc, band.title, { width });
  const height = Math.max(50 + titleHeight + band.lines.length * 14 + 20, logoSize ? logoSize.height + 40 : 0);
  doc.save();
  doc.rect(0, 0, doc.page.width, height).fill(colours.band);
  doc.rect(0, height, doc.page.width, 4).fill(colours.accent);
  doc.restore();
  if (logo && logoSize) {
    // On a white tile, so a logo drawn for white paper stays legible on any band colour.
    const tileX = doc.page.width - doc.page.margins.right - logoSize.width - 16;
    const tileY = (height - logoSize.height) / 2 - 8;
    doc.save();
    doc.roundedRect(tileX, tileY, logoSize.width + 16, logoSize.height + 16, 6).fill(colours.white);
    doc.image(logo.png, tileX + 8, tileY + 8, { width: logoSize.width, height: logoSize.height });
    doc.restore();
  }
  doc.font(fonts.bold).fontSize(9).fillColor(colours.kicker);
  writeAt(doc, band.kicker.toUpperCase(), x, 28, { width, characterSpacing: 1 });
  doc.font(fonts.heading).fontSize(24).fillColor(colours.onBand);
  writeAt(doc, band.title, x, 44, { width });
  doc.font(fonts.regular).fontSize(10.5).fillColor(colours.onBandMuted);
  let y = 50 + titleHeight;
  for (const line of band.lines) {
    writeAt(doc, line, x, y, { width });
    y += 14;
  }
  doc.fillColor(colours.ink).font(fonts.regular);
  doc.x = x;
  doc.y = height + 24;
}

function fitLogo(logo: { width: number; height: number }): { width: number; height: number } {
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
  return { width: logo.width * scale, height: logo.height * scale };
}

export function metaLines(meta: DocumentMeta): string[] {
  const dated = meta.version ? `Version ${meta.version}  ·  ${formatDocumentDate(meta.generatedAt)}` : formatDocumentDate(meta.generatedAt);
  return [meta.companyName, ...(meta.subtitle ? [meta.subtitle] : []), dated];
}

/** A navy section heading with a gold rule with a rule under it. */
/** A section's heading and rule; `keepWith`: the points its first item needs, so the heading never ends a page alone. */
export function sectionHeading(doc: Pdf, text: string, size = 15, keepWith = size * 2): void {
  ensureSpace(doc, size * 2 + keepWith);
  const x = doc.page.margins.left;
  const { fonts, colours } = lookOf(doc);
  doc.font(fonts.heading).fontSize(size + 1).fillColor(colours.heading);
  write(doc, text, { width: contentWidth(doc) });
  const y = doc.y + 2;
  doc.save();
  doc.moveTo(x, y).lineTo(x + contentWidth(doc), y).lineWidth(1.2).strokeColor(colours.accent).stroke();
  doc.restore();
  doc.y = y + 8;
  doc.x = x;
  doc.font(fonts.regular).fillColor(colours.ink);
}

export function pageFooterRight(page: number, pages: number): string {
  return `Page ${page} of ${pages}`;
}

/** A bulleted (or numbered) list that breaks across pages between items. */
export function bulletList(doc: Pdf, items: readonly string[], options: { numbered?: boolean; size?: number; left?: number } = {}): void {
  const size = options.size ?? 10.5;
  const left = options.left ?? 0;
  const x = doc.page.margins.left + left;
  const indent = options.numbered ? 20 : 14;
  const width = contentWidth(doc) - left - indent;
  const { fonts, colours } = lookOf(doc);
  items.forEach((item, index) => {
    doc.font(fonts.regular).fontSize(size);
    ensureSpace(doc, Math.min(measure(doc, item, { width }), size * 3) + 4);
    const y = doc.y;
    if (options.numbered) {
      doc.font(fonts.bold).fillColor(colours.accentText);
      writeAt(doc, `${index + 1}.`, x, y, { width: indent, lineBreak: false });
    } else {
      doc.save();
      doc.circle(x + 3, y + size * 0.45, size * 0.17).fill(colours.accent);
      doc.restore();
    }
    doc.font(fonts.regular).fillColor(colours.ink);
    writeAt(doc, item, x + indent, y, { width, lineGap: 1.5 });
    doc.moveDown(0.4);
  });
  doc.x = doc.page.margins.left;
}
