import { roomThemeCss, roomThemeVersion } from './room-theme';
import { brandPalette, contrastNotes, contrastRatio, fontPairOf, readableOnWhite } from './brand-kit';

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
    ]) {
      const palette = brandPalette({ primary, accent });
      expect(contrastRatio(palette.onPrimary, palette.primary)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.heading, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.accentText, '#ffffff')).toBeGreaterThanOrEqual(4.5);
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
