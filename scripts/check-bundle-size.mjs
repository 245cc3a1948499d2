#!/usr/bin/env node
// Fails when the JavaScript a visitor downloads for the landing route (`/`) to run its first
// screen exceeds its budget (first 170 KB gzip; 155 KB since the sections below the hero load
// from their own chunk; 136 KB since @bv/domain declares itself free of side effects and only
// what the page uses of it is bundled; 137 KB since the entry's preload list names about ninety
// lazy chunks and stylesheets, about 13 bytes gzip each, and deal rooms, the slide editor and the
// admin drawers added several). Reads apps/web/dist after `vite build`: the manifest names the
// entry chunk, the landing page's lazy chunk and what each imports; scripts that every page
// loads on its own after start-up (web vitals) are counted too. Sizes are gzip level 9, in
// kB of 1000 bytes, as Vite reports them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const BUDGET_BYTES = Number(process.env.LANDING_JS_BUDGET_BYTES ?? 137_000);
const ROUTE_MODULES = ['src/pages/landing/landing-page.tsx'];
// Dynamic imports the landing route triggers on every visit, not only on an action.
const LOADED_ON_EVERY_VISIT = [/node_modules\/web-vitals\//];

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run the web build first (npx nx run web:build).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Map();
function addWithImports(key, why) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no ${key}; was it renamed? Update scripts/check-bundle-size.mjs.`);
  if (files.has(chunk.file)) return;
  files.set(chunk.file, why);
  for (const imported of chunk.imports ?? []) addWithImports(imported, `imported by ${key}`);
}

const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
addWithImports(entries[0][0], 'entry');
for (const key of ROUTE_MODULES) addWithImports(key, 'landing route');
for (const key of Object.keys(manifest)) {
  if (LOADED_ON_EVERY_VISIT.some((pattern) => pattern.test(key))) addWithImports(key, 'loaded after start-up on every visit');
}

let total = 0;
const rows = [...files].map(([file, why]) => {
  const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += gzip;
  return { file, why, gzip };
});
rows.sort((a, b) => b.gzip - a.gzip);
for (const row of rows) console.log(`${(row.gzip / 1000).toFixed(2).padStart(8)} kB  ${row.file}  (${row.why})`);
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(`landing route JavaScript: ${(total / 1000).toFixed(2)} kB gzip, ${verdict} the budget of ${(BUDGET_BYTES / 1000).toFixed(0)} kB`);
if (total > BUDGET_BYTES) process.exit(1);
