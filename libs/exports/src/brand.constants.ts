import { BRAND_COLOURS, hexDigits } from '@bv/brand';

/**
 * The brand's colours under the names the renderers use, as hex without '#' (the form pptxgenjs
 * and docx expect). `gold` fills, rules and markers; `goldText` is the gold dark enough for text
 * on white (WCAG AA).
 */
export const BRAND = {
  navy: hexDigits(BRAND_COLOURS.ink900),
  navySoft: hexDigits(BRAND_COLOURS.ink700),
  gold: hexDigits(BRAND_COLOURS.accent),
  goldText: hexDigits(BRAND_COLOURS.accentStrong),
  white: hexDigits(BRAND_COLOURS.surface),
  paper: hexDigits(BRAND_COLOURS.paper),
  ink: hexDigits(BRAND_COLOURS.text),
  muted: hexDigits(BRAND_COLOURS.textMuted),
  onDark: hexDigits(BRAND_COLOURS.textOnDark),
  onDarkMuted: hexDigits(BRAND_COLOURS.textOnDarkMuted),
  line: hexDigits(BRAND_COLOURS.line),
  lineStrong: hexDigits(BRAND_COLOURS.lineStrong),
  goldSoft: hexDigits(BRAND_COLOURS.accentSoft),
  panel: hexDigits(BRAND_COLOURS.surfaceTint),
  success: hexDigits(BRAND_COLOURS.success),
  danger: hexDigits(BRAND_COLOURS.danger),
} as const;

export type BrandColour = keyof typeof BRAND;

/** pdfkit takes CSS-style colours. */
export function pdfColour(colour: BrandColour): string {
  return `#${BRAND[colour]}`;
}
