import type { DocumentTheme, ThemeLogo } from '../theme/document-theme';
import { pdfFontName, themeFontFaces } from '../theme/theme-fonts';
import { pdfColour } from '../brand.constants';

/**
 * What a portrait PDF's shared parts (header band, section headings, lists, checkboxes, footer)
 * are drawn in. Our reports wear Blueprint Vault's look; the founder's FAQ and checklist wear
 * their brand kit, or the neutral theme (docs/product-rules.md, "Brand kit").
 */
export type PdfLook = {
  fonts: { regular: string; bold: string; semibold: string; italic: string; heading: string };
  colours: {
    /** The header band and the text on it. */
    band: string;
    onBand: string;
    onBandMuted: string;
    /** The small line over the title on the band. */
    kicker: string;
    /** Rules, bullets, ticked boxes and progress: the accent as it is. */
    accent: string;
    /** Accent-coloured text on white paper (AA). */
    accentText: string;
    heading: string;
    ink: string;
    muted: string;
    line: string;
    panel: string;
    white: string;
  };
  logo: ThemeLogo | null;
  /** Font files a look brings beyond the house fonts createPdf always registers. */
  fontFiles: ReadonlyArray<[name: string, file: Buffer]>;
};

/** Blueprint Vault's own: Inter and Caladea Bold, navy and gold. */
export const HOUSE_LOOK: PdfLook = {
  fonts: { regular: 'Inter', bold: 'Inter-Bold', semibold: 'Inter-SemiBold', italic: 'Inter-Italic', heading: 'Caladea-Bold' },
  colours: {
    band: pdfColour('navy'),
    onBand: pdfColour('white'),
    onBandMuted: pdfColour('white'),
    kicker: pdfColour('gold'),
    accent: pdfColour('gold'),
    accentText: pdfColour('goldText'),
    heading: pdfColour('navy'),
    ink: pdfColour('ink'),
    muted: pdfColour('muted'),
    line: pdfColour('line'),
    panel: pdfColour('panel'),
    white: pdfColour('white'),
  },
  logo: null,
  fontFiles: [],
};

/** The founder's theme as a PDF look: the kit's palette (already AA-checked), font pair and logo. */
export function themeLook(theme: DocumentTheme): PdfLook {
  const { palette, fonts } = theme;
  const body = (weight: 'regular' | 'bold' | 'italic') => pdfFontName(fonts.body, weight);
  const fontFiles = themeFontFaces(fonts, ['regular', 'bold', 'italic']);
  return {
    // The pairs ship no semibold: bold stands in for it.
    fonts: { regular: body('regular'), bold: body('bold'), semibold: body('bold'), italic: body('italic'), heading: pdfFontName(fonts.heading, 'bold') },
    colours: {
      band: palette.primary,
      onBand: palette.onPrimary,
      onBandMuted: palette.onPrimaryMuted,
      // The accent may not read on the primary; the palette's muted on-primary always does.
      kicker: palette.onPrimaryMuted,
      accent: palette.accent,
      accentText: palette.accentText,
      heading: palette.heading,
      ink: palette.ink,
      muted: palette.muted,
      line: palette.line,
      panel: palette.panel,
      white: palette.paper,
    },
    logo: theme.logo,
    fontFiles,
  };
}

/** The distinct font names of a look, for loadFontsInTurn. */
export const lookFontNames = (look: PdfLook): string[] => [...new Set(Object.values(look.fonts))];
