// Blueprint Vault brand colours, as hex without '#': the form pptxgenjs and docx expect.
export const BRAND = {
  navy: '0B1F3A',
  teal: '0F9D8A',
  white: 'FFFFFF',
  ink: '1F2937',
  muted: '6B7280',
  line: 'D1D5DB',
  panel: 'F1F5F9',
  amber: 'D97706',
  red: 'C2410C',
} as const;

export type BrandColour = keyof typeof BRAND;

/** pdfkit takes CSS-style colours. */
export function pdfColour(colour: BrandColour): string {
  return `#${BRAND[colour]}`;
}
