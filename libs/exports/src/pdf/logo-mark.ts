import { LOGO_MARK } from '@bv/brand';
import type { Pdf } from './pdf-document';

/** The site's logo mark (the gold "B" on a navy rounded square), `size` points wide. */
export function drawLogoMark(doc: Pdf, x: number, y: number, size: number): void {
  const scale = size / LOGO_MARK.size;
  doc.save();
  doc.translate(x, y).scale(scale);
  doc.roundedRect(0, 0, LOGO_MARK.size, LOGO_MARK.size, LOGO_MARK.cornerRadius).fill(LOGO_MARK.background);
  doc.path(LOGO_MARK.letterPath).fill(LOGO_MARK.letter);
  doc.restore();
}
