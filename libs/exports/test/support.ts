import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
