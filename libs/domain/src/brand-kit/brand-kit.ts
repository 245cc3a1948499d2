// The founder's brand kit (docs/product-rules.md, "Brand kit"): a logo, two colours and a font
// pair from the list we ship. It dresses the founder's own materials (decks, FAQ, checklist,
// share pages); Blueprint Vault's brand stays on our site, e-mails and reports.

/**
 * Font pairs whose files we ship (SIL Open Font License, from npm) and embed in PDFs, and whose
 * metric-compatible Office names PPTX files use, so a deck lays out the same in PowerPoint
 * (Calibri, Cambria) and LibreOffice (which maps those names to Carlito and Caladea).
 */
export const FONT_PAIRS = [
  { id: 'clean', label: 'Clean', description: 'Sans-serif headings and text', heading: 'Carlito', body: 'Carlito', officeHeading: 'Calibri', officeBody: 'Calibri' },
  { id: 'classic', label: 'Classic', description: 'Serif headings, sans-serif text', heading: 'Caladea', body: 'Carlito', officeHeading: 'Cambria', officeBody: 'Calibri' },
  { id: 'formal', label: 'Formal', description: 'Serif headings and text', heading: 'Caladea', body: 'Caladea', officeHeading: 'Cambria', officeBody: 'Cambria' },
] as const;

export type FontPair = (typeof FONT_PAIRS)[number];
export type FontPairId = FontPair['id'];
export const FONT_PAIR_IDS = FONT_PAIRS.map((pair) => pair.id) as [FontPairId, ...FontPairId[]];

export function fontPairOf(id: string | null | undefined): FontPair {
  return FONT_PAIRS.find((pair) => pair.id === id) ?? FONT_PAIRS[0];
}

/** The logo as stored: a PNG we re-encoded, with its size in pixels. */
export type BrandLogo = { width: number; height: number };

export type BrandKit = { primary: string; accent: string; fontPair: FontPairId; logo: BrandLogo | null };

/** What the founder's files look like without a kit: quiet colours that flatter any logo. */
export const NEUTRAL_KIT: BrandKit = { primary: '#1f2937', accent: '#2f6feb', fontPair: 'clean', logo: null };

/** Logo uploads (docs/product-rules.md, "Brand kit"): PNG or JPEG only, size-checked, then re-encoded. */
export const LOGO_RULES = { maxBytes: 700 * 1024, maxPixels: 4096 * 4096, maxStoredWidth: 1200, maxStoredHeight: 600, types: ['image/png', 'image/jpeg'] } as const;

export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

const channel = (hex: string, offset: number) => parseInt(hex.slice(offset, offset + 2), 16) / 255;
const linear = (value: number) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);

/** WCAG relative luminance of "#rrggbb". */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((offset) => linear(channel(hex, offset)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** AA for normal text. */
export const AA_TEXT = 4.5;

const WHITE = '#ffffff';
const INK = '#111827';

/** The colour mixed toward black by `amount` (0–1), for text that must read on white. */
function darken(hex: string, amount: number): string {
  const mix = (offset: number) =>
    Math.round(parseInt(hex.slice(offset, offset + 2), 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}

/** Ink or white, whichever reads better on a fill (text and marks drawn on the kit's colours, in the files and on screen). */
export function readableOn(fill: string): string {
  return contrastRatio(fill, WHITE) >= contrastRatio(fill, INK) ? WHITE : INK;
}

/** The darkest needed shade of a colour that reaches AA on white (the colour itself when it does). */
export function readableOnWhite(hex: string): string {
  for (let amount = 0; amount <= 1; amount += 0.05) {
    const shade = darken(hex, amount);
    if (contrastRatio(shade, WHITE) >= AA_TEXT) return shade;
  }
  return INK;
}

/**
 * The colours a document uses, derived from the kit's two so every pairing meets AA: text on
 * the primary is white or ink, whichever reads; headings and accent text use shades of the
 * kit's colours dark enough for white paper.
 */
export type BrandPalette = {
  primary: string;
  onPrimary: string;
  onPrimaryMuted: string;
  accent: string;
  /** Ink or white for text and marks drawn on the accent. */
  onAccent: string;
  accentText: string;
  heading: string;
  ink: string;
  muted: string;
  paper: string;
  panel: string;
  line: string;
};

export function brandPalette(kit: Pick<BrandKit, 'primary' | 'accent'>): BrandPalette {
  const primary = kit.primary.toLowerCase();
  const lightPrimary = contrastRatio(primary, WHITE) < AA_TEXT;
  // The quieter text on the main colour stays AA-readable: on a mid-tone colour (a teal, a red)
  // the soft grey falls short, and the text there is set in the full white or ink instead.
  const softOnPrimary = lightPrimary ? '#374151' : '#e5e7eb';
  return {
    primary,
    onPrimary: lightPrimary ? INK : WHITE,
    onPrimaryMuted: contrastRatio(softOnPrimary, primary) >= AA_TEXT ? softOnPrimary : lightPrimary ? INK : WHITE,
    accent: kit.accent.toLowerCase(),
    onAccent: readableOn(kit.accent.toLowerCase()),
    accentText: readableOnWhite(kit.accent.toLowerCase()),
    heading: readableOnWhite(primary),
    ink: INK,
    muted: '#4b5563',
    paper: WHITE,
    panel: '#f3f4f6',
    line: '#e5e7eb',
  };
}

/** What the settings page warns about: pairings the palette had to adjust. */
export function contrastNotes(kit: Pick<BrandKit, 'primary' | 'accent'>): string[] {
  const notes: string[] = [];
  if (contrastRatio(kit.primary, WHITE) < AA_TEXT) notes.push('Your main colour is light, so text on it is set in dark ink and headings use a darker shade.');
  if (contrastRatio(kit.accent, WHITE) < AA_TEXT) notes.push('Your accent is light: charts and shapes use it as is, text in it uses a darker shade so it stays readable.');
  if (contrastRatio(kit.primary, kit.accent) < 1.5) notes.push('Your two colours are very close; charts will be hard to tell apart from the cover.');
  return notes;
}
