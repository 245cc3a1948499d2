import { roomThemeCss, roomThemeVersion } from './room-theme';
import { AA_TEXT, brandPalette, contrastNotes, contrastRatio, fontPairOf, readableOnWhite } from './brand-kit';

describe('brand kit colours', () => {
  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 1);
  });

  it('keeps every pairing readable whatever colours the founder picks', () => {
    for (const [primary, accent] of [
      ['#ffd400', '#ffe680'],
      ['#0b3d91', '#f2a900'],
      ['#ffffff', '#00ff00'],
      ['#0f1b33', '#2f6feb'],
    ]) {
      const palette = brandPalette({ primary, accent });
      expect(contrastRatio(palette.onPrimary, palette.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.heading, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.accentText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.onAccent, palette.accent)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a dark colour as it is and says when it adjusted a light one', () => {
    expect(readableOnWhite('#0b3d91')).toBe('#0b3d91');
    expect(contrastNotes({ primary: '#0b3d91', accent: '#c2410c' })).toEqual([]);
    expect(contrastNotes({ primary: '#ffd400', accent: '#ffe680' })).toHaveLength(3);
  });

  it('falls back to the first font pair for an unknown id', () => {
    expect(fontPairOf('nope').id).toBe('clean');
    expect(fontPairOf('classic').officeHeading).toBe('Cambria');
  });
});

describe('roomThemeCss', () => {
  it('gives the room the kit’s colours, with readable text on a light main colour, and its font pair', () => {
    const css = roomThemeCss({ primary: '#fde68a', accent: '#0f766e', fontPair: 'formal' });
    expect(css).toMatch(/^\.room--branded\{.*\}\n$/);
    expect(css).toContain('--room-primary:#fde68a');
    expect(css).toContain('--room-on-primary:#111827');
    expect(css).toContain("--room-body-font:Cambria, Caladea, Georgia, 'Times New Roman', serif");
    expect(roomThemeVersion({ primary: '#fde68a', accent: '#0f766e', fontPair: 'formal' })).toBe('fde68a0f766eformal');
  });
});

describe('brandPalette on a mid-tone main colour', () => {
  it('sets the quieter text in white where the soft grey would fall short of AA', () => {
    const teal = brandPalette({ primary: '#0f766e', accent: '#f59e0b' });
    expect(contrastRatio(teal.onPrimaryMuted, teal.primary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(teal.onPrimaryMuted).toBe('#ffffff');
    // A dark navy keeps the soft grey.
    expect(brandPalette({ primary: '#0f1b33', accent: '#e0a54b' }).onPrimaryMuted).toBe('#e5e7eb');
  });
});
