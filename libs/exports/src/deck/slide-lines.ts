export { humaniseLabel, lineText, slideLines, type SlideLine } from '@bv/domain';

/**
 * PowerPoint only applies "shrink text on overflow" once someone edits the box, so the body
 * size is chosen here: the largest size whose estimated wrapped height fits the box.
 * Width estimate: an average Calibri character is about half the font size wide.
 */
export function fitBodyFontSize(lines: readonly string[], box: { widthPt: number; heightPt: number }, sizes = { max: 24, min: 11 }): number {
  for (let size = sizes.max; size > sizes.min; size -= 1) {
    const charsPerLine = Math.max(1, Math.floor(box.widthPt / (size * 0.5)));
    const rows = lines.reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / charsPerLine)), 0);
    const height = rows * size * 1.2 + lines.length * size * 0.5;
    if (height <= box.heightPt) return size;
  }
  return sizes.min;
}
