/**
 * The Blueprint Vault brand in one place (DESIGN.md): the colours and fonts of
 * `apps/web/src/styles/tokens.css` (a spec keeps the two equal), for the files we generate
 * (PPTX, PDF, DOCX) and the e-mails, so a deck downloaded from us looks like the site that sold it.
 */
export const BRAND_COLOURS = {
  ink950: '#081020',
  ink900: '#0f1b33',
  ink800: '#17264a',
  ink700: '#243660',
  ink100: '#e6eaf2',
  paper: '#f7f5f0',
  surface: '#ffffff',
  surfaceTint: '#f0ede5',
  line: '#ddd7ca',
  lineStrong: '#b9b09e',
  text: '#141d33',
  textMuted: '#4a5670',
  textOnDark: '#f4f1ea',
  textOnDarkMuted: '#c3cad8',
  accent: '#e0a54b',
  accentStrong: '#8f5507',
  accentSoft: '#fbf0dc',
  success: '#1c6e47',
  danger: '#b42318',
} as const;

export type BrandColour = keyof typeof BRAND_COLOURS;

/** Headings in Caladea Bold, body in Inter (both SIL Open Font License). */
export const BRAND_FONTS = {
  heading: 'Caladea',
  body: 'Inter',
  /** For places that cannot embed a font (e-mail clients): the nearest stacks. */
  headingStack: "Caladea, 'Iowan Old Style', 'Palatino Linotype', Georgia, serif",
  bodyStack: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** The logo mark of the site header: a rounded square with a "B", on a 32-unit grid. */
export const LOGO_MARK = {
  size: 32,
  cornerRadius: 7,
  letterPath: 'M10 8h8.5a5 5 0 0 1 1.9 9.6A5.4 5.4 0 0 1 18.8 26H10z',
  background: BRAND_COLOURS.ink700,
  letter: BRAND_COLOURS.accent,
} as const;

export const PRODUCT_NAME = 'Blueprint Vault';

/** `#0f1b33` → `0F1B33`, the form pptxgenjs and docx expect. */
export function hexDigits(colour: string): string {
  return colour.replace(/^#/, '').toUpperCase();
}
