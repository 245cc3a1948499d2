import { isPrompt, labelledEntries, statOf, type SlideKind } from '@bv/domain';
import type { DocumentTheme } from '../../theme/document-theme';
import type { Box, SlideElement, TextStyle } from './elements';
import { largestFitting, type TextMeasure } from './text-measure';

/** The grid every content slide shares (inches). */
export const GRID = {
  left: 0.75,
  right: 40 / 3 - 0.75,
  width: 40 / 3 - 1.5,
  kickerY: 0.52,
  titleY: 0.82,
  titleH: 1.12,
  bodyY: 2.2,
  bodyBottom: 6.7,
  footerY: 7.02,
  gap: 0.3,
} as const;

export const bodyHeight = GRID.bodyBottom - GRID.bodyY;

/** Builds one slide's elements: fitted text, tiles, lists; every text measured before it is placed. */
export class SlideComposer {
  readonly elements: SlideElement[] = [];

  constructor(
    readonly theme: DocumentTheme,
    readonly measure: TextMeasure,
  ) {}

  style(overrides: Partial<TextStyle> = {}): TextStyle {
    return { font: 'body', bold: false, size: 16, colour: this.theme.palette.ink, align: 'left', lineGap: 0, spacing: 0, ...overrides };
  }

  rect(box: Box, fill: string, radius = 0, line?: string): void {
    this.elements.push({ kind: 'rect', box, fill, radius, line });
  }

  /**
   * Text fitted to its box (shrinking to `min`, then shortened). Returns the height it takes,
   * so callers can stack the next element under it; `tight` shrinks the box to that height.
   */
  text(box: Box, text: string, style: TextStyle, options: { min?: number; valign?: 'top' | 'middle' | 'bottom'; tight?: boolean } = {}): number {
    if (!text.trim()) return 0;
    const prompt = isPrompt(text);
    const shown = prompt ? { ...style, colour: this.theme.palette.accentText, bold: false } : style;
    const fitted = this.measure.fit(text, shown, box, options.min ?? Math.min(style.size, 11));
    if (!fitted.text) return 0;
    const final = { ...shown, size: fitted.size };
    const height = Math.min(box.h, this.measure.height(fitted.text, final, box.w));
    const placed = options.tight ? { ...box, h: height + 0.02 } : box;
    this.elements.push({ kind: 'text', box: placed, text: fitted.text, style: final, valign: options.valign ?? 'top', pitch: this.measure.lineHeight(final) * 72, height });
    return height;
  }

  /** Small capitals over a block ("THE PROBLEM"). */
  label(box: Pick<Box, 'x' | 'y' | 'w'>, text: string, colour = this.theme.palette.accentText): number {
    const style = this.style({ size: 10.5, bold: true, colour, spacing: 1.2 });
    return this.text({ ...box, h: 0.3 }, text.toUpperCase(), style, { min: 8, tight: true });
  }

  /**
   * A bulleted list: square markers in the accent, items stacked at one size that fits them all.
   * Returns the height used.
   */
  list(box: Box, items: readonly string[], options: { size?: number; min?: number; colour?: string; marker?: string; gap?: number; middle?: boolean } = {}): number {
    const shown = items.filter((item) => item.trim());
    if (shown.length === 0) return 0;
    const indent = 0.3;
    const gapFactor = options.gap ?? 0.45;
    let size = options.size ?? 18;
    const min = options.min ?? 11;
    const base = this.style({ colour: options.colour ?? this.theme.palette.ink });
    const total = (at: number) => shown.reduce((sum, item) => sum + this.measure.height(item, { ...base, size: at }, box.w - indent) + (at / 72) * gapFactor, 0);
    if (total(size) > box.h) size = total(min) > box.h ? min : largestFitting(min, size, (at) => total(at) <= box.h);
    let y = options.middle ? box.y + Math.max(0, (box.h - total(size)) / 2) : box.y;
    for (const item of shown) {
      const style = { ...base, size };
      const room = box.y + box.h - y;
      if (room < this.measure.lineHeight(style)) break;
      const marker = (size / 72) * 0.34;
      const lineHeight = this.measure.lineHeight(style);
      this.rect({ x: box.x, y: y + lineHeight / 2 - marker / 2, w: marker, h: marker }, isPrompt(item) ? this.theme.palette.line : (options.marker ?? this.theme.palette.accent));
      const used = this.text({ x: box.x + indent, y, w: box.w - indent, h: room }, item, style, { min: size, tight: true });
      y += used + (size / 72) * gapFactor;
    }
    return y - box.y;
  }

  /**
   * A stat tile: a small label, the figure large, its caption under it ("S$38,000" / "MRR").
   * Text without a figure is set as a short statement instead.
   */
  tile(box: Box, label: string, value: string, options: { fill?: string; figureColour?: string; textColour?: string; labelColour?: string } = {}): void {
    const { palette } = this.theme;
    this.rect(box, options.fill ?? palette.panel, 0.1);
    const compact = box.h < 1.6;
    const pad = compact ? 0.16 : 0.22;
    const inner = { x: box.x + pad, w: box.w - 2 * pad };
    let y = box.y + pad;
    y += this.label({ ...inner, y }, label, options.labelColour ?? palette.muted) + 0.05;
    const stat = isPrompt(value) ? { figure: '', caption: value } : statOf(value);
    const bottom = box.y + box.h - pad;
    if (stat.figure) {
      const figureStyle = this.style({ font: 'heading', bold: true, size: compact ? 24 : Math.min(36, box.h * 72 * 0.3), colour: options.figureColour ?? palette.heading });
      y += this.text({ ...inner, y, h: Math.max(0.3, Math.min(0.8, bottom - y)) }, stat.figure, figureStyle, { min: 15, tight: true }) + 0.03;
    }
    if (stat.caption && bottom - y > 0.12) {
      const size = stat.figure ? (compact ? 11.5 : 13) : compact ? 13 : 16;
      this.text({ ...inner, y, h: bottom - y }, capitaliseFirst(stat.caption), this.style({ size, colour: options.textColour ?? palette.muted }), { min: 8.5 });
    }
  }
}

const capitaliseFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A slide's labelled values (in its writer's order: stored content comes back reordered), or its lines as unlabelled entries. */
export function entriesOf(content: string | Record<string, string>, kind?: SlideKind): [string, string][] {
  if (typeof content !== 'string') return labelledEntries(kind, content).filter(([, value]) => value.trim() !== '');
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ['', line.trim().replace(/^[-*•\u2013]\s+/, '')]);
}

/** Lines of a text value (a labelled value may hold one point per line). */
export const linesOf = (value: string | undefined) =>
  (value ?? '')
    .split('\n')
    .map((line) => line.trim().replace(/^[-*•]\s+/, ''))
    .filter(Boolean);

/** Columns of `count` equal boxes across `box` with `gap` between them. */
export function columns(box: Box, count: number, gap: number = GRID.gap): Box[] {
  const w = (box.w - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => ({ x: box.x + index * (w + gap), y: box.y, w, h: box.h }));
}

/** Rows of `count` equal boxes down `box`. */
export function rows(box: Box, count: number, gap: number = GRID.gap): Box[] {
  const h = (box.h - gap * (count - 1)) / count;
  return Array.from({ length: count }, (_, index) => ({ x: box.x, y: box.y + index * (h + gap), w: box.w, h }));
}
