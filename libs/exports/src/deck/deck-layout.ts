import type { DeckContent, Slide } from '@bv/domain';
import type { DocumentMeta } from '../document-meta';
import { slideLines } from './slide-lines';

/**
 * One slide layout for the PPTX and the PDF, in inches on PowerPoint's 16:9 widescreen page
 * (13.333 × 7.5 in; the PDF page is the same in points: 960 × 540), so the two files match.
 */
export const SLIDE = { width: 40 / 3, height: 7.5 } as const;
export const POINTS_PER_INCH = 72;

export type Box = { x: number; y: number; w: number; h: number };

export const CONTENT_LAYOUT = {
  title: { x: 0.75, y: 0.5, w: 11.83, h: 1.05 },
  rule: { x: 0.75, y: 1.68, w: 1.1, h: 0.06 },
  body: { x: 0.75, y: 2.0, w: 11.83, h: 4.7 },
  footerRule: { x: 0.75, y: 6.92, w: 11.83, h: 0.01 },
  footerLeft: { x: 0.75, y: 7.0, w: 9, h: 0.3 },
  footerRight: { x: 10.58, y: 7.0, w: 2, h: 0.3 },
  titleSize: { max: 32, min: 20 },
  bodySize: { max: 24, min: 12 },
  footerSize: 10,
} as const;

export const COVER_LAYOUT = {
  accentBar: { x: 0, y: 0, w: 0.18, h: SLIDE.height },
  name: { x: 0.9, y: 1.6, w: 11.5, h: 1.9 },
  rule: { x: 0.9, y: 3.72, w: 1.4, h: 0.07 },
  tagline: { x: 0.9, y: 3.98, w: 11.0, h: 1.9 },
  footer: { x: 0.9, y: 6.55, w: 8, h: 0.4 },
  brand: { x: 8.9, y: 6.55, w: 3.6, h: 0.4 },
  nameSize: { max: 54, min: 30 },
  taglineSize: 20,
  footerSize: 12,
} as const;

/** The cover: the deck's own title slide when it names the company, else the company and subtitle. */
export type DeckCover = { name: string; lines: string[]; notes: string };

/**
 * The writers open a deck with a title slide named after the company; it becomes the cover
 * instead of a second cover that repeats it. A deck without one (a template) gets a cover from
 * the document meta. The deck title ("Pitch deck") and the version never go on the cover.
 */
export function deckCover(deck: DeckContent, meta: DocumentMeta): { cover: DeckCover; slides: Slide[] } {
  const [first, ...rest] = deck.slides;
  const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (first && sameName(first.title, meta.companyName)) {
    return { cover: { name: first.title, lines: slideLines(first.content).map((line) => (line.label ? `${line.label}: ${line.text}` : line.text)).slice(0, 4), notes: first.notes }, slides: rest };
  }
  return { cover: { name: meta.companyName, lines: meta.subtitle ? [meta.subtitle] : [], notes: '' }, slides: deck.slides };
}

/** Footer text of content slides: the company, and that the deck is confidential. */
export function footerText(meta: DocumentMeta): string {
  return `${meta.companyName}  ·  Confidential`;
}
