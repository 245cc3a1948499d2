import type { FundShare, SlideChart } from '@bv/domain';

/** Positions in inches on the 16:9 slide (13.333 × 7.5 in), the PPTX's own unit; the PDF uses the same page in points. */
export type Box = { x: number; y: number; w: number; h: number };

export type TextStyle = {
  font: 'heading' | 'body';
  bold: boolean;
  /** Points. */
  size: number;
  colour: string;
  align: 'left' | 'center' | 'right';
  /** Extra points between lines. */
  lineGap: number;
  /** Letter spacing in points (small capitals labels). */
  spacing: number;
};

/**
 * What a slide is made of, laid out once and drawn by both renderers, so the PDF and the PPTX
 * put every box in the same place with the same type size. Text in a `text` element always fits
 * its box: the layout measured it with the embedded fonts and shortened it when it had to.
 */
export type SlideElement =
  | { kind: 'rect'; box: Box; fill: string; radius?: number; line?: string }
  | { kind: 'ellipse'; box: Box; fill: string; line?: string }
  | { kind: 'line'; box: Box; colour: string; width: number }
  /** A block arrow pointing right (PowerPoint's own right arrow, its shaft half the box's height). */
  | { kind: 'arrow'; box: Box; fill: string }
  | { kind: 'text'; box: Box; text: string; style: TextStyle; valign: 'top' | 'middle' | 'bottom'; /** Points from one baseline to the next. */ pitch: number; /** Inches the wrapped text takes. */ height: number }
  | { kind: 'image'; box: Box; png: Buffer }
  | { kind: 'bars'; box: Box; chart: SlideChart; colours: string[]; text: TextStyle }
  | { kind: 'doughnut'; box: Box; shares: FundShare[]; colours: string[] };

/** `title`: the slide's own title (the company on a cover), for the presenter copy's 'next' cue. */
export type SlidePage = { elements: SlideElement[]; notes: string; background: string; title: string };

export const SLIDE = { width: 40 / 3, height: 7.5 } as const;
export const POINTS_PER_INCH = 72;
