import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { stampWatermark, WATERMARK_MAX_PT, WATERMARK_MIN_PT, watermarkLayout } from './watermark-stamp';

/** A deck page (16:9, as the deck PDF) and an A4 page. */
const DECK: [number, number] = [960, 540];
const A4: [number, number] = [595.28, 841.89];
const LONG = `${'a'.repeat(228)}@fund.sg · 1 December 2026`;

async function helveticaBold() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  return (text: string) => font.widthOfTextAtSize(text, 1);
}

function pageText(pdf: Uint8Array, page: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bv-stamp-'));
  writeFileSync(join(dir, 'file.pdf'), pdf);
  return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-raw', join(dir, 'file.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}

describe('the download watermark', () => {
  it('fills the diagonal for a short address, up to 28 pt', async () => {
    const width = await helveticaBold();
    const { size, lines } = watermarkLayout('mei@fund.sg · 1 December 2026', ...DECK, width);
    expect(lines).toEqual(['mei@fund.sg · 1 December 2026']);
    expect(size).toBe(WATERMARK_MAX_PT);
  });

  it('never drops below 12 pt: a 240-character address breaks into lines that each fit, after @ where it can', async () => {
    const width = await helveticaBold();
    for (const [w, h] of [DECK, A4]) {
      const { size, lines } = watermarkLayout(LONG, w, h, width);
      expect(size).toBe(WATERMARK_MIN_PT);
      expect(lines.length).toBeGreaterThan(1);
      expect(lines.join('').replace(/ /g, '')).toBe(LONG.replace(/ /g, ''));
      for (const line of lines) expect(width(line) * size).toBeLessThanOrEqual(Math.hypot(w, h) * 0.8);
    }
    expect(watermarkLayout('a'.repeat(120) + '@fund.sg.example', ...A4, width).lines).toEqual(['a'.repeat(120) + '@', 'fund.sg.example']);
  });

  it('is stamped on every page of a rendered file, and an address the font cannot draw stays a valid file', async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i < 3; i += 1) doc.addPage(i === 1 ? A4 : DECK);
    const stamped = await stampWatermark(await doc.save(), 'mei@fund.sg · 1 December 2026');
    for (const page of [1, 2, 3]) expect(pageText(stamped, page)).toBe('mei@fund.sg·1December2026');
    const other = await stampWatermark(await doc.save(), 'мэй@fund.sg');
    expect(pageText(other, 1)).toBe('???@fund.sg');
  });
});
