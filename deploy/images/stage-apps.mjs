#!/usr/bin/env node
// Stages what each server app needs at run time into <out>/<app>, for the Dockerfile's runtime
// stage: its dist, the dist of every workspace library it reaches (with the @bv/* links), and
// the npm packages its code actually requires, traced by @vercel/nft from every file of its
// dist. Whole package folders are copied (data files, native binaries and lazily required
// files come along); packages nothing requires (react, vite, jest, ...) never do.
//   node stage-apps.mjs <out>      (from the workspace root, after the build: every apps/*/dist/main.js)
import { nodeFileTrace } from '@vercel/nft';
import { existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readlinkSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

// Packages the apps load by a name computed at run time, which no tracer can see:
// TypeORM loads its driver with PlatformTools.load('pg').
const LOADED_BY_NAME = { pg: ['typeorm'] };

const [outRoot] = process.argv.slice(2);
const root = process.cwd();
const servers = readdirSync('apps').filter((app) => existsSync(join('apps', app, 'dist/main.js')));
if (!outRoot || servers.length === 0) {
  console.error('usage: stage-apps.mjs <out> (after the build: no apps/*/dist/main.js found)');
  process.exit(2);
}
// The apps share most packages: one analysis cache makes tracing the second app cheap.
const cache = {};

// Hard links, not copies: the seven apps share most files, and the image layer holding every
// app's staged folder then stores each file once.
function link(from, to, filter) {
  if (!filter(from)) return;
  const stat = lstatSync(from);
  mkdirSync(dirname(to), { recursive: true });
  if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
  else if (stat.isDirectory()) for (const entry of readdirSync(from)) link(join(from, entry), join(to, entry), filter);
  else linkSync(from, to);
}

const jsFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .map((f) => join(dir, String(f)))
    .filter((f) => /\.(c?js)$/.test(f) && statSync(f).isFile());

async function stage(app) {
  const appDist = join('apps', app, 'dist');
  const out = join(outRoot, app);
  const { fileList, warnings } = await nodeFileTrace(jsFiles(appDist), { base: root, processCwd: root, cache });

  // node_modules/a/node_modules/@s/b/lib/x.js -> node_modules/a/node_modules/@s/b
  const packageRoot = (file) => {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(file);
    return m ? m[1] : undefined;
  };
  const packages = new Set();
  const libs = new Set();
  for (const file of fileList) {
    const lib = /^libs\/([^/]+)\//.exec(file)?.[1];
    if (lib) libs.add(lib);
    const pkg = packageRoot(file);
    if (pkg && !pkg.startsWith('node_modules/@bv/')) packages.add(pkg);
  }
  for (const [name, users] of Object.entries(LOADED_BY_NAME)) {
    if (users.some((u) => packages.has(`node_modules/${u}`))) packages.add(`node_modules/${name}`);
  }

  const copy = (from, filter = () => true) => link(from, join(out, from), filter);
  for (const pkg of packages) {
    // A package's own node_modules holds other packages: copied only if traced themselves.
    copy(pkg, (src) => !relative(pkg, src).split('/').includes('node_modules'));
  }
  for (const lib of libs) {
    copy(join('libs', lib, 'dist'));
    copy(join('libs', lib, 'package.json'));
    mkdirSync(join(out, 'node_modules/@bv'), { recursive: true });
    symlinkSync(`../../libs/${lib}`, join(out, 'node_modules/@bv', lib));
  }
  copy(appDist);
  copy(join('apps', app, 'package.json'));

  const names = [...packages].map((p) => p.replace(/^.*node_modules\//, '')).sort();
  writeFileSync(join(out, `apps/${app}/runtime-packages.txt`), names.join('\n') + '\n');
  const unresolved = [...warnings].filter((w) => !/Failed to resolve dependency/.test(String(w)));
  console.log(`${app}: ${libs.size} libraries, ${names.length} npm packages staged${unresolved.length ? ` (${unresolved.length} tracer warnings)` : ''}`);
}

for (const app of servers) await stage(app);
