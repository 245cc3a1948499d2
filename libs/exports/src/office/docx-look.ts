import { BRAND_FONTS } from '@bv/brand';
import { BRAND } from '../brand.constants';
import { officeColour, type DocumentTheme, type ThemeLogo } from '../theme/document-theme';

/**
 * What a Word document is dressed in (colours as hex without '#', as docx wants them): Blueprint
 * Vault's look on our own files, the founder's brand kit or the neutral theme on theirs
 * (docs/product-rules.md, "Brand kit").
 */
export type DocxLook = {
  headingFont: string;
  bodyFont: string;
  /** Inter and Caladea travel inside our files; the kits' pairs are named by their Office fonts (Calibri, Cambria), which Word has and LibreOffice maps to Carlito and Caladea. */
  embedHouseFonts: boolean;
  colours: { heading: string; accent: string; accentText: string; ink: string; muted: string; line: string; panel: string };
  logo: ThemeLogo | null;
};

export const HOUSE_DOCX_LOOK: DocxLook = {
  headingFont: BRAND_FONTS.heading,
  bodyFont: BRAND_FONTS.body,
  embedHouseFonts: true,
  colours: { heading: BRAND.navy, accent: BRAND.gold, accentText: BRAND.goldText, ink: BRAND.ink, muted: BRAND.muted, line: BRAND.line, panel: BRAND.panel },
  logo: null,
};

export function themeDocxLook(theme: DocumentTheme): DocxLook {
  const { palette } = theme;
  return {
    headingFont: theme.fonts.officeHeading,
    bodyFont: theme.fonts.officeBody,
    embedHouseFonts: false,
    colours: {
      heading: officeColour(palette.heading),
      accent: officeColour(palette.accent),
      accentText: officeColour(palette.accentText),
      ink: officeColour(palette.ink),
      muted: officeColour(palette.muted),
      line: officeColour(palette.line),
      panel: officeColour(palette.panel),
    },
    logo: theme.logo,
  };
}

export const docxLookOf = (theme?: DocumentTheme): DocxLook => (theme ? themeDocxLook(theme) : HOUSE_DOCX_LOOK);
