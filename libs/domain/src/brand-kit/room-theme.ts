import { brandPalette, type BrandKit } from './brand-kit';

const SERIF = "Cambria, Caladea, Georgia, 'Times New Roman', serif";
const SANS = 'Calibri, Carlito, var(--font-body)';

/**
 * The CSS custom properties the slide and room styles read for a founder's kit, derived like the
 * files' palette so every pairing stays readable. The deck editor sets them on its slides (through
 * the CSSOM, which the Content-Security-Policy allows); the shared room reads them as a stylesheet.
 */
export function roomThemeVars(kit: Pick<BrandKit, 'primary' | 'accent' | 'fontPair'>): Record<string, string> {
  const palette = brandPalette(kit);
  return {
    '--room-primary': palette.primary,
    '--room-on-primary': palette.onPrimary,
    '--room-on-primary-muted': palette.onPrimaryMuted,
    '--room-accent': palette.accent,
    '--room-on-accent': palette.onAccent,
    '--room-accent-text': palette.accentText,
    '--room-heading': palette.heading,
    '--room-display-font': kit.fontPair === 'clean' ? SANS : SERIF,
    '--room-body-font': kit.fontPair === 'formal' ? SERIF : SANS,
  };
}

/**
 * The founder's room (a shared link's page) in their brand. Served as a stylesheet: the page's
 * Content-Security-Policy admits no inline styles in its markup.
 */
export function roomThemeCss(kit: Pick<BrandKit, 'primary' | 'accent' | 'fontPair'>): string {
  return `.room--branded{${Object.entries(roomThemeVars(kit))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}\n`;
}

/** The stylesheet's cache key: it changes with the kit's colours and fonts. */
export const roomThemeVersion = (kit: Pick<BrandKit, 'primary' | 'accent' | 'fontPair'>) => `${kit.primary}${kit.accent}${kit.fontPair}`.replace(/[^a-z0-9]/gi, '');
