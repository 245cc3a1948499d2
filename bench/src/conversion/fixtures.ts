import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import PptxGenJS from 'pptxgenjs';

/**
 * The benchmark's documents, made the way founders' files look: a deck of title, bullets and a
 * coloured band per slide, and a long report of text pages with a header rule and a table-like
 * block. Deterministic (no randomness), so every run converts the same bytes.
 */
export async function deck(slides: number): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  for (let i = 1; i <= slides; i++) {
    const slide = pptx.addSlide();
    slide.addShape('rect', { x: 0, y: 0, w: 13.33, h: 0.5, fill: { color: i % 2 ? '1F3A5F' : '2E7D6B' } });
    slide.addText(`${i}. Why now: the market, the team and the round`, { x: 0.6, y: 0.8, w: 12, h: 0.9, fontSize: 32, bold: true, color: '1F2933' });
    slide.addText(
      ['Revenue grew 3.2x year on year with 118 % net retention', 'Gross margin 74 %, payback under 11 months', 'Raising SGD 4M to open two markets in 2027'].map((text) => ({
        text,
        options: { bullet: true, breakLine: true },
      })),
      { x: 0.8, y: 2.0, w: 7.5, h: 3.5, fontSize: 20, color: '3E4C59' },
    );
    slide.addShape('roundRect', { x: 8.8, y: 2.0, w: 3.8, h: 3.5, fill: { color: 'E4ECF7' }, line: { color: '9FB3C8' } });
    slide.addText(`${(i * 7) % 100} %`, { x: 8.8, y: 3.0, w: 3.8, h: 1.2, fontSize: 48, bold: true, align: 'center', color: '1F3A5F' });
  }
  return Buffer.from((await pptx.write({ outputType: 'nodebuffer' })) as ArrayBuffer);
}

export async function report(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const line = 'The company sells workflow software to mid-sized logistics firms in Southeast Asia; contracts renew yearly.';
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Section ${Math.ceil(i / 10)} · page ${i}`, { x: 50, y: 790, size: 18, font: bold });
    page.drawLine({ start: { x: 50, y: 780 }, end: { x: 545, y: 780 }, thickness: 1, color: rgb(0.2, 0.3, 0.5) });
    for (let row = 0; row < 38; row++) page.drawText(line, { x: 50, y: 750 - row * 16, size: 9.5, font });
    for (let cell = 0; cell < 4; cell++) page.drawRectangle({ x: 50 + cell * 124, y: 70, width: 118, height: 40, color: rgb(0.9, 0.93, 0.97 - cell * 0.05) });
  }
  return Buffer.from(await doc.save());
}
