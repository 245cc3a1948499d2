import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SlidePage } from '../src/deck/layout/elements';

// The deck renderers' quality checks (docs/product-rules.md, "Deck layouts"): text read back
// from the rendered pages by position (`pdftotext -bbox-layout`), compared with the layout's frames.

export type Word = { page: number; text: string; x0: number; y0: number; x1: number; y1: number };

/** The middle half of a word's box: where its letters are, whatever ascent and descent the PDF's font declares. */
const core = (word: Word): Word => ({ ...word, y0: word.y0 + (word.y1 - word.y0) * 0.25, y1: word.y1 - (word.y1 - word.y0) * 0.25 });

/** Every word of a PDF with its box in points, pages numbered from 1. */
export function pdfWords(pdf: Buffer): Word[] {
  const dir = mkdtempSync(join(tmpdir(), 'deck-words-'));
  try {
    writeFileSync(join(dir, 'deck.pdf'), pdf);
    execFileSync('pdftotext', ['-bbox-layout', join(dir, 'deck.pdf'), join(dir, 'deck.html')]);
    const html = readFileSync(join(dir, 'deck.html'), 'utf8');
    const words: Word[] = [];
    html.split(/<page /).slice(1).forEach((page, index) => {
      for (const match of page.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
        words.push({ page: index + 1, text: decode(match[5]), x0: Number(match[1]), y0: Number(match[2]), x1: Number(match[3]), y1: Number(match[4]) });
      }
    });
    return words;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

/**
 * Pairs of words printed over each other. Word boxes span the font's whole ascent and descent,
 * which lines set solid touch, so only the middle half of each box (where the letters are) counts.
 */
export function overlappingWords(words: readonly Word[], tolerance = 1.5): string[] {
  const found: string[] = [];
  for (let a = 0; a < words.length; a += 1) {
    for (let b = a + 1; b < words.length; b += 1) {
      const [p, q] = [core(words[a]), core(words[b])];
      if (p.page !== q.page) continue;
      const w = Math.min(p.x1, q.x1) - Math.max(p.x0, q.x0);
      const h = Math.min(p.y1, q.y1) - Math.max(p.y0, q.y0);
      if (w > tolerance && h > tolerance) found.push(`page ${p.page}: "${p.text}" over "${q.text}"`);
    }
  }
  return found;
}

export type Frame = { page: number; x0: number; y0: number; x1: number; y1: number };

/** The boxes the layout gave text (and charts, which label their bars), in points. */
export function textFrames(pages: readonly SlidePage[]): Frame[] {
  return pages.flatMap((page, index) =>
    page.elements
      .filter((element) => element.kind === 'text' || element.kind === 'bars')
      .map((element) => ({ page: index + 1, x0: element.box.x * 72, y0: element.box.y * 72, x1: (element.box.x + element.box.w) * 72, y1: (element.box.y + element.box.h) * 72 })),
  );
}

/**
 * The words printed on the slide, in the slide's own points: on an investor page the whole page
 * above 540 pt; on a presenter page the slide drawn at `at` beside the notes (render-deck-pdf).
 */
export function slideWords(words: readonly Word[], at: { x: number; y: number } = { x: 0, y: 0 }): Word[] {
  const [width, height] = [960, 540];
  return words
    .filter((word) => word.x0 >= at.x - 3 && word.x1 <= at.x + width + 3 && word.y0 >= at.y - 3 && word.y1 <= at.y + height)
    .map((word) => ({ ...word, x0: word.x0 - at.x, x1: word.x1 - at.x, y0: word.y0 - at.y, y1: word.y1 - at.y }));
}

/** Words printed outside the page (by more than `tolerance` points). */
export function wordsOffPage(words: readonly Word[], page: { width: number; height: number }, tolerance = 1): string[] {
  return words
    .filter((word) => word.x0 < -tolerance || word.y0 < -tolerance || word.x1 > page.width + tolerance || word.y1 > page.height + tolerance)
    .map((word) => `page ${word.page}: "${word.text}" at ${Math.round(word.x0)},${Math.round(word.y0)}`);
}

/** Words outside every frame of their page (by more than `tolerance` points), or below `maxY`. */
export function wordsOutsideFrames(words: readonly Word[], frames: readonly Frame[], tolerance = 3, maxY = 540): string[] {
  return words
    .map(core)
    .filter((word) => word.y1 <= maxY + tolerance)
    .filter((word) => !frames.some((f) => f.page === word.page && word.x0 >= f.x0 - tolerance && word.x1 <= f.x1 + tolerance && word.y0 >= f.y0 - tolerance && word.y1 <= f.y1 + tolerance))
    .map((word) => `page ${word.page}: "${word.text}" at ${Math.round(word.x0)},${Math.round(word.y0)}`);
}

/** PPTX files as LibreOffice prints them (one soffice run with its own profile). */
export function pptxToPdf(files: Record<string, Buffer>): Record<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), 'deck-lo-'));
  try {
    const names = Object.keys(files);
    for (const name of names) writeFileSync(join(dir, `${name}.pptx`), files[name]);
    execFileSync('soffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...names.map((name) => join(dir, `${name}.pptx`))], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    return Object.fromEntries(names.map((name) => [name, readFileSync(join(dir, `${name}.pdf`))]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
