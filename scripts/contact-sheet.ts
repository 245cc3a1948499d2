// Lays the pages of a PDF side by side on one PNG, small enough to look at every page at once.
// pdftoppm draws the pages; pngjs (a dependency already, for QR codes) composes the sheet, so no
// ImageMagick is needed (`montage` is not on every machine this runs on).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';

export type SheetOptions = { resolution?: number; columns?: number; gap?: number };

const BACKGROUND = [0x9c, 0xa3, 0xaf];

/** Writes `sheet` (a PNG): every page of `pdf`, `columns` a row, on a grey ground. */
export function contactSheet(pdf: string, sheet: string, { resolution = 36, columns = 3, gap = 4 }: SheetOptions = {}): void {
  const dir = mkdtempSync(join(tmpdir(), 'contact-sheet-'));
  try {
    execFileSync('pdftoppm', ['-r', String(resolution), '-png', pdf, join(dir, 'p')]);
    const pages = readdirSync(dir)
      .sort()
      .map((name) => PNG.sync.read(readFileSync(join(dir, name))));
    // RGB without alpha: a third smaller, and the sheets are opaque anyway.
    writeFileSync(sheet, PNG.sync.write(compose(pages, columns, gap), { colorType: 2 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function compose(pages: PNG[], columns: number, gap: number): PNG {
  const cellWidth = Math.max(...pages.map((page) => page.width));
  const cellHeight = Math.max(...pages.map((page) => page.height));
  const cols = Math.min(columns, pages.length);
  const rows = Math.ceil(pages.length / cols);
  const out = new PNG({ width: cols * (cellWidth + 2 * gap), height: rows * (cellHeight + 2 * gap) });
  for (let i = 0; i < out.data.length; i += 4) {
    out.data[i] = BACKGROUND[0];
    out.data[i + 1] = BACKGROUND[1];
    out.data[i + 2] = BACKGROUND[2];
    out.data[i + 3] = 255;
  }
  pages.forEach((page, index) => {
    const x = (index % cols) * (cellWidth + 2 * gap) + gap;
    const y = Math.floor(index / cols) * (cellHeight + 2 * gap) + gap;
    PNG.bitblt(page, out, 0, 0, page.width, page.height, x, y);
  });
  return out;
}
