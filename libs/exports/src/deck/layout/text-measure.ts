import PDFDocument from 'pdfkit';
import { toPdfText } from '../../pdf/pdf-text';
import type { DocumentTheme } from '../../theme/document-theme';
import { pdfFontName, themeFontFaces, type ThemeFontFamily } from '../../theme/theme-fonts';
import { POINTS_PER_INCH, type Box, type TextStyle } from './elements';

export type FittedText = { text: string; size: number };

/**
 * Measures text with the theme's real fonts (the files the PDF embeds), as pdfkit wraps it,
 * so the layout can choose a size that fits before either renderer draws.
 */
export class TextMeasure {
  private readonly doc: PDFKit.PDFDocument;
  private readonly heights: Map<string, number>;

  constructor(private readonly theme: DocumentTheme) {
    const shared = measuringDocument(theme);
    this.doc = shared.doc;
    this.heights = shared.heights;
  }

  fontName(style: Pick<TextStyle, 'font' | 'bold'>): string {
    return pdfFontName(this.family(style.font), style.bold ? 'bold' : 'regular');
  }

  family(role: TextStyle['font']): ThemeFontFamily {
    return role === 'heading' ? this.theme.fonts.heading : this.theme.fonts.body;
  }

  /** Height in inches of `text` wrapped to `width` inches. */
  height(text: string, style: TextStyle, width: number): number {
    const key = `${this.fontName(style)}|${style.size}|${width.toFixed(4)}|${style.lineGap}|${style.spacing}|${text}`;
    const known = this.heights.get(key);
    if (known !== undefined) return known;
    this.doc.font(this.fontName(style)).fontSize(style.size);
    const points = this.doc.heightOfString(toPdfText(text), { width: width * POINTS_PER_INCH, lineGap: style.lineGap, characterSpacing: style.spacing });
    if (this.heights.size > 50_000) this.heights.clear();
    this.heights.set(key, points / POINTS_PER_INCH);
    return points / POINTS_PER_INCH;
  }

  /** Width in inches of one unwrapped line. */
  width(text: string, style: TextStyle): number {
    this.doc.font(this.fontName(style)).fontSize(style.size);
    return this.doc.widthOfString(toPdfText(text), { characterSpacing: style.spacing }) / POINTS_PER_INCH;
  }

  /** One line's height in inches at this style. */
  lineHeight(style: TextStyle): number {
    this.doc.font(this.fontName(style)).fontSize(style.size);
    return (this.doc.currentLineHeight(true) + style.lineGap) / POINTS_PER_INCH;
  }

  /**
   * The largest size from `max` down to `min` (half-point steps) at which the text fits the box;
   * at `min`, words are dropped from the end (with "…") until it fits.
   */
  fit(text: string, style: TextStyle, box: Pick<Box, 'w' | 'h'>, min: number): FittedText {
    const fits = (size: number) => this.height(text, { ...style, size }, box.w) <= box.h;
    if (fits(style.size)) return { text, size: style.size };
    if (fits(min)) return { text, size: largestFitting(min, style.size, fits) };
    const words = text.split(/\s+/);
    for (let count = words.length - 1; count > 0; count -= 1) {
      const shorter = `${words.slice(0, count).join(' ').replace(/[,;:.–-]+$/, '')}…`;
      if (this.height(shorter, { ...style, size: min }, box.w) <= box.h) return { text: shorter, size: min };
    }
    return { text: '', size: min };
  }
}

/** The largest half-point size in [low, high) for which `fits` holds, given that it holds at `low` (heights grow with size). */
export function largestFitting(low: number, high: number, fits: (size: number) => boolean): number {
  let [lo, hi] = [Math.round(low * 2), Math.round(high * 2)];
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (fits(mid / 2)) lo = mid;
    else hi = mid;
  }
  return lo / 2;
}

// One measuring document per font pair for the process: parsing the font files is the slow part.
const measuring = new Map<string, { doc: PDFKit.PDFDocument; heights: Map<string, number> }>();

function measuringDocument(theme: DocumentTheme) {
  const key = `${theme.fonts.heading}|${theme.fonts.body}`;
  let entry = measuring.get(key);
  if (!entry) {
    const doc = new PDFDocument({ autoFirstPage: true, size: [960, 540], margin: 0 });
    registerThemeFonts(doc, theme);
    entry = { doc, heights: new Map() };
    measuring.set(key, entry);
  }
  return entry;
}

export function registerThemeFonts(doc: PDFKit.PDFDocument, theme: DocumentTheme): void {
  for (const [name, file] of themeFontFaces(theme.fonts, ['regular', 'bold'])) doc.registerFont(name, file);
}
