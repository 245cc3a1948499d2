import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BRAND_COLOURS, hexDigits } from './index';

// tokens.css names the same colours in kebab case: ink900 → --ink-900, textOnDark → --text-on-dark.
const cssName = (key: string) => `--${key.replace(/([A-Z])/g, '-$1').replace(/(\d+)/, '-$1').toLowerCase()}`;

describe('brand colours', () => {
  const tokens = readFileSync(join(__dirname, '../../../apps/web/src/styles/tokens.css'), 'utf8');

  it.each(Object.entries(BRAND_COLOURS))('%s equals the web token of the same name', (key, value) => {
    const match = new RegExp(`${cssName(key)}:\\s*(#[0-9a-fA-F]{6});`).exec(tokens);
    expect(match?.[1].toLowerCase()).toBe(value);
  });

  it('gives office files bare upper-case hex digits', () => {
    expect(hexDigits(BRAND_COLOURS.ink900)).toBe('0F1B33');
  });
});
