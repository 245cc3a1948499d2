import { brandPalette, fontPairOf, NEUTRAL_KIT, type BrandKit, type BrandPalette } from '@bv/domain';
import type { ThemeFontFamily } from './theme-fonts';

/**
 * How the founder's documents look (docs/architecture-notes.md, "Document themes"): their
 * brand kit, or the neutral theme without one. Deck renderers take it today; FAQ and checklist
 * renderers take the same object (palette for colours, fonts.pdf* for pdfkit, fonts.office* for
 * PPTX/DOCX, logo for the header).
 */
export type ThemeLogo = { png: Buffer; width: number; height: number };

export type DocumentTheme = {
  /** 'brand-kit' when the founder set one; 'neutral' otherwise. */
  source: 'brand-kit' | 'neutral';
  palette: BrandPalette;
  /** Series colours for charts, first the accent. */
  chart: string[];
  fonts: { heading: ThemeFontFamily; body: ThemeFontFamily; officeHeading: string; officeBody: string };
  logo: ThemeLogo | null;
};

/** `logoPng`: the kit's stored, re-encoded PNG (null without a logo). */
export function documentTheme(kit: BrandKit | null, logoPng: Buffer | null = null): DocumentTheme {
  const source = kit ? 'brand-kit' : 'neutral';
  const chosen = kit ?? NEUTRAL_KIT;
  const palette = brandPalette(chosen);
  const pair = fontPairOf(chosen.fontPair);
  const logo = kit?.logo && logoPng ? { png: logoPng, width: kit.logo.width, height: kit.logo.height } : null;
  return {
    source,
    palette,
    chart: [palette.accent, palette.primary === palette.accent ? palette.muted : palette.primary, '#9ca3af', '#d1d5db'],
    fonts: { heading: pair.heading, body: pair.body, officeHeading: pair.officeHeading, officeBody: pair.officeBody },
    logo,
  };
}

export const NEUTRAL_THEME: DocumentTheme = documentTheme(null);

/** "#1f2937" → "1F2937" for pptxgenjs and docx. */
export const officeColour = (hex: string) => hex.replace(/^#/, '').toUpperCase();

/** A colour mixed with white (`amount` 0–1 of the colour kept), for tints behind text. */
export function tint(hex: string, amount: number): string {
  const mix = (offset: number) =>
    Math.round(255 - (255 - parseInt(hex.slice(offset, offset + 2), 16)) * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}
