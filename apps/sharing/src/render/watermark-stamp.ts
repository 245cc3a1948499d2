import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';

/** Never smaller than this, whatever the address: a long one wraps onto more lines instead. */
export const WATERMARK_MIN_PT = 12;
export const WATERMARK_MAX_PT = 28;
/** The share of the page's diagonal a line may use. */
const DIAGONAL_SHARE = 0.8;
const LINE_HEIGHT = 1.25;
/** Where a long address may break: after these characters. */
const BREAK_AFTER = new Set(['@', '.', ' ', '·', '-', '_', '+']);

export type WatermarkLayout = { size: number; lines: string[] };

/**
 * The watermark's size and lines for a page: as large as fits the diagonal (at most 28 pt), never
 * below 12 pt; text that does not fit at 12 pt breaks into lines, after `@`, `.` or a space where
 * it can. `widthAt1pt` measures text in the font at 1 pt.
 */
export function watermarkLayout(text: string, pageWidth: number, pageHeight: number, widthAt1pt: (text: string) => number): WatermarkLayout {
  const room = Math.hypot(pageWidth, pageHeight) * DIAGONAL_SHARE;
  const whole = widthAt1pt(text);
  const fitted = whole > 0 ? room / whole : WATERMARK_MAX_PT;
  if (fitted >= WATERMARK_MIN_PT) return { size: Math.min(WATERMARK_MAX_PT, fitted), lines: [text] };
  const size = WATERMARK_MIN_PT;
  const lines: string[] = [];
  let rest = text;
  while (rest.length > 0) {
    let end = rest.length;
    while (end > 1 && widthAt1pt(rest.slice(0, end)) * size > room) end -= 1;
    if (end < rest.length) {
      const soft = [...rest.slice(0, end)].map((c, i) => (BREAK_AFTER.has(c) ? i + 1 : 0)).reduce((a, b) => Math.max(a, b), 0);
      if (soft > end / 2) end = soft;
    }
    lines.push(rest.slice(0, end).trim());
    rest = rest.slice(end).trimStart();
  }
  return { size, lines: lines.filter((l) => l.length > 0) };
}

/** Characters the standard font cannot draw become `?` (the address stays readable and the file valid). */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/**
 * Stamps `text` across the diagonal of every page of an already rendered PDF, light enough to
 * read through and on top of the page's content, so one rendered file serves every viewer.
 */
export async function stampWatermark(pdf: Uint8Array, text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = drawable(text, font);
  for (const page of doc.getPages()) {
    const { width, height } = page.getSize();
    const { size, lines } = watermarkLayout(clean, width, height, (t) => font.widthOfTextAtSize(t, 1));
    const angle = Math.atan2(height, width);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    lines.forEach((line, i) => {
      const along = -font.widthOfTextAtSize(line, size) / 2;
      // Lines stack across the diagonal, the block centred on the page; 0.35 em lowers the baseline to the middle.
      const across = ((lines.length - 1) / 2 - i) * size * LINE_HEIGHT - size * 0.35;
      page.drawText(line, {
        x: width / 2 + along * cos - across * sin,
        y: height / 2 + along * sin + across * cos,
        size,
        font,
        rotate: degrees((angle * 180) / Math.PI),
        color: rgb(0.42, 0.45, 0.5),
        opacity: 0.25,
      });
    });
  }
  return doc.save({ useObjectStreams: false });
}
