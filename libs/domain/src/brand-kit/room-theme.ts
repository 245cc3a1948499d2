import { brandPalette, type BrandKit } from './brand-kit';

const SERIF = "Cambria, Caladea, Georgia, 'Times New Roman', serif";
const SANS = 'Calibri, Carlito, var(--font-body)';

/**
 * The founder's room (a shared link's page) in their brand: CSS custom properties the viewer's
 * styles read, derived like the files' palette so every pairing stays readable. Served as a
 * stylesheet: the page's Content-Security-Policy admits no inline styles.
 */
export function roomThemeCss(kit: Pick<BrandKit, 'primary' | 'accent' | 'fontPair'>): string {
  const palette = brandPalette(kit);
  const vars: Record<string, string> = {
    '--room-primary': palette.primary,
    '--room-on-primary': palette.onPrimary,
    '--room-on-primary-muted': palette.onPrimaryMuted,
    '--room-accent': palette.accent,
    '--room-accent-text': palette.accentText,
    '--room-heading': palette.heading,
    '--room-display-font': kit.fontPair === 'clean' ? SANS : SERIF,
    '--room-body-font': kit.fontPair === 'formal' ? SERIF : SANS,
  };
  return `.room--branded{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}\n`;
}

/** The stylesheet's cache key: it changes with the kit's colours and fonts. */
export const roomThemeVersion = (kit: Pick<BrandKit, 'primary' | 'accent' | 'fontPair'>) => `${kit.primary}${kit.accent}${kit.fontPair}`.replace(/[^a-z0-9]/gi, '');
