#!/usr/bin/env node
// Writes apps/web/public/fonts/inter-var-basic.woff2: Inter (variable, SIL OFL, from
// @fontsource-variable/inter) cut to the characters our pages use (printable ASCII and the
// punctuation below) and to the weights they use (400-700). One 22 KB file instead of three
// 25 KB weights: the body font arrives with the first paint on a phone. Characters outside the
// set fall back to the metric-matched Arial (see tokens.css, unicode-range). Run it again after
// adding a character the site shows in body text:  node scripts/subset-body-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
// Keep in step with the unicode-range of the Inter @font-face in apps/web/src/styles/tokens.css.
const EXTRA = '\u00a0\u00a7\u00a9\u00b7\u00d7\u00e9\u00f7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2190\u2192\u2212\u2713';

let text = EXTRA;
for (let code = 0x20; code <= 0x7e; code++) text += String.fromCharCode(code);
const font = await subsetFont(readFileSync(source), text, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 700 } } });
const out = new URL('../apps/web/public/fonts/inter-var-basic.woff2', import.meta.url);
writeFileSync(out, font);
console.log(`wrote ${out.pathname} (${font.length} bytes)`);
