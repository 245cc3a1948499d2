import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function withTempFile<T>(name: string, data: Buffer, use: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'bv-exports-'));
  try {
    const path = join(dir, name);
    writeFileSync(path, data);
    return use(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text of a PDF as poppler's pdftotext reads it, whitespace collapsed. */
export function pdfText(pdf: Buffer): string {
  const text = withTempFile('doc.pdf', pdf, (path) => execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }));
  return text.replace(/\s+/g, ' ');
}

export function pdfPageCount(pdf: Buffer): number {
  const info = withTempFile('doc.pdf', pdf, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' }));
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

export function pdfInfo(pdf: Buffer): string {
  return withTempFile('doc.pdf', pdf, (path) => execFileSync('pdfinfo', [path], { encoding: 'utf8' }));
}

/** The text of pages `first`..`last` (1-based), whitespace collapsed. */
export function pdfPagesText(pdf: Buffer, first: number, last = first): string {
  const text = withTempFile('doc.pdf', pdf, (path) => execFileSync('pdftotext', ['-enc', 'UTF-8', '-f', String(first), '-l', String(last), path, '-'], { encoding: 'utf8' }));
  return text.replace(/\s+/g, ' ');
}

export type PdfFont = { name: string; type: string; embedded: boolean; subset: boolean };

/** The fonts of a PDF as poppler's pdffonts lists them: name (subset tag removed), type, embedded. */
export function pdfFonts(pdf: Buffer): PdfFont[] {
  const listing = withTempFile('doc.pdf', pdf, (path) => execFileSync('pdffonts', [path], { encoding: 'utf8' }));
  return listing
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [rawName, ...rest] = line.trim().split(/\s+/);
      const flags = rest.slice(-5);
      return { name: rawName.replace(/^[A-Z]{6}\+/, ''), type: rest.slice(0, -5).join(' '), embedded: flags[0] === 'yes', subset: flags[1] === 'yes' };
    });
}

/** Every font of the PDF is embedded, and the brand's are among them (Inter, plus Caladea for headings). */
export function expectBrandFontsEmbedded(pdf: Buffer, options: { headings?: boolean } = {}): void {
  const fonts = pdfFonts(pdf);
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  expect(fonts.map((font) => font.name)).toEqual(expect.arrayContaining(['Inter-Regular', ...(options.headings === false ? [] : ['Caladea-Bold'])]));
  expect(fonts.map((font) => font.name).filter((name) => /Helvetica|Times|Courier/.test(name))).toEqual([]);
}

/** Entry names of a zip (PPTX/DOCX), read with the `unzip` binary. */
export function zipEntries(file: Buffer): string[] {
  return withTempFile('doc.zip', file, (path) => execFileSync('unzip', ['-Z1', path], { encoding: 'utf8' }))
    .split('\n')
    .filter(Boolean);
}

/** One entry's content, e.g. `ppt/slides/slide2.xml` or `word/document.xml`. */
export function zipEntry(file: Buffer, entry: string): string {
  return withTempFile('doc.zip', file, (path) => execFileSync('unzip', ['-p', path, entry], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
}

/** The visible text of Office XML: tags dropped, entities decoded, whitespace collapsed. */
export function xmlText(xml: string): string {
  return xml
    .replace(/<\/(a|w):p>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export type WordBox = { page: number; text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** Every word of a PDF with its box, as poppler's `pdftotext -bbox-layout` measures it. */
export function pdfWordBoxes(pdf: Buffer): WordBox[] {
  const html = withTempFile('doc.pdf', pdf, (path) => execFileSync('pdftotext', ['-bbox-layout', '-enc', 'UTF-8', path, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
  const words: WordBox[] = [];
  html.split('<page ').slice(1).forEach((page, index) => {
    for (const match of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      words.push({ page: index + 1, text: match[5], xMin: Number(match[1]), yMin: Number(match[2]), xMax: Number(match[3]), yMax: Number(match[4]) });
    }
  });
  return words;
}

/**
 * Pairs of words printed over each other: their boxes share more than a third of the smaller
 * one's height and more than a point of width. Boxes of neighbouring lines may touch; they never
 * overlap that much unless lines collide (a wrapped title over its second line, a label over a bar's text).
 */
export function overlappingWords(pdf: Buffer): string[] {
  const byPage = new Map<number, WordBox[]>();
  for (const word of pdfWordBoxes(pdf)) byPage.set(word.page, [...(byPage.get(word.page) ?? []), word]);
  const found: string[] = [];
  for (const [page, words] of byPage) {
    for (let i = 0; i < words.length; i += 1) {
      for (let j = i + 1; j < words.length; j += 1) {
        const a = words[i];
        const b = words[j];
        const width = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
        const height = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
        const smaller = Math.min(a.yMax - a.yMin, b.yMax - b.yMin);
        if (width > 1 && height > smaller / 3) found.push(`page ${page}: "${a.text}" over "${b.text}"`);
      }
    }
  }
  return found;
}

/** A DOCX as LibreOffice lays it out, converted to PDF (own profile, so conversions may run side by side). */
export function docxToPdf(docx: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'bv-soffice-'));
  try {
    writeFileSync(join(dir, 'doc.docx'), docx);
    execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, join(dir, 'doc.docx')], { stdio: 'ignore', timeout: 120_000 });
    return readFileSync(join(dir, 'doc.pdf'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

