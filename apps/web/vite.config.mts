import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ALIASES, fromHere } from './vite.aliases.mts';
import { SERVED_PAGES_MANIFEST, type ServedPageName, type ServedPagesManifest } from '../../libs/contracts/src/served-pages';

const gateway = 'http://127.0.0.1:3000';

/**
 * A lazy page the build writes its own HTML for: the boot tag fetches its chunks instead of the
 * landing page's, so a founder opening the dashboard on a phone does not fetch the landing page
 * and then discover the dashboard's chunks one import at a time. `inlineStyles`: the page's
 * stylesheets go into the HTML (a page the gateway renders on the server must paint styled);
 * otherwise the boot tag preloads them.
 */
type PageBuild = { name: ServedPageName; path: string; file: string; module: string; inlineStyles: boolean };
const PAGE_BUILDS: PageBuild[] = [
  { name: 'shared-link', path: '/shared/:token', file: 'shared.html', module: '/pages/shared-content-page.tsx', inlineStyles: true },
  { name: 'dashboard', path: '/dashboard', file: 'dashboard.html', module: '/pages/dashboard-page.tsx', inlineStyles: false },
  { name: 'exitcheck', path: '/exitcheck', file: 'exitcheck.html', module: '/pages/exitcheck-page.tsx', inlineStyles: false },
  { name: 'deck-editor', path: '/pitchprep/outputs/:id', file: 'deck-editor.html', module: '/pitchprep/output-page.tsx', inlineStyles: false },
];

/**
 * The landing hero's picture is often its largest paint on wider screens (phones do not show
 * it): fetched with the HTML, not after the scripts render it. The pages built for other lazy
 * pages leave it out.
 */
/**
 * A room link's pages start the room's own build (vite.room.config.mts, built before this one
 * into dist-room), not this app: its entry, what that imports and its stylesheet, inlined.
 */
/**
 * `document`: a document's page, whose largest paint is its page image. The scripts wait for it
 * (boot.js, data-after-image), and the stylesheets of the entry's lazy parts (a generated
 * output's renderer) are inlined too, since the server renders them.
 */
type RoomPage = { name: ServedPageName; path: string; file: string; document: boolean };
const ROOM_PAGES: RoomPage[] = [
  { name: 'room-link', path: '/shared/:token/room', file: 'room.html', document: false },
  { name: 'room-document', path: '/shared/:token/room/documents/:documentId', file: 'room-document.html', document: true },
];
const ROOM_BUILD = 'dist-room';
const ROOM_ENTRY = 'src/room-entry.tsx';

/** The room build's boot tag and stylesheets' text for `page`; its files are copied into `outDir`. */
function roomBuild(outDir: string): (page: RoomPage) => { head: string; styles: string[] } {
  const dir = fromHere(ROOM_BUILD);
  const manifestFile = join(dir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build it first (vite build --config apps/web/vite.room.config.mts)`);
  type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const entry = manifest[ROOM_ENTRY];
  if (!entry?.isEntry) throw new Error(`the room build has no entry ${ROOM_ENTRY}`);
  // What the entry imports, all the way down: fetched beside it rather than discovered as it runs.
  const imports: string[] = [];
  const styles = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || imports.includes(chunk.file)) return;
    imports.push(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  const lazyStyles = (entry.dynamicImports ?? []).flatMap((key) => manifest[key]?.css ?? []).filter((file) => !styles.has(file));
  cpSync(join(dir, 'assets'), join(outDir, 'assets'), { recursive: true });
  const text = (files: string[]) => files.map((file) => readFileSync(join(dir, file), 'utf8'));
  return (page) => {
    const tag = bootTag(entry.file, imports, [], '');
    return {
      head: page.document ? replaceOnce(tag, '<script src="/boot.js" defer', '<script src="/boot.js" defer data-after-image') : tag,
      styles: text(page.document ? [...styles, ...lazyStyles] : [...styles]),
    };
  };
}

const HERO_PRELOAD = '<link rel="preload" href="/images/hero-vault.svg" as="image" fetchpriority="high" media="(min-width: 600px)" />';

const bootTag = (entry: string, modules: string[], pageModules: string[], pageStyles?: string) =>
  [
    '<script src="/boot.js" defer',
    `data-entry="/${entry}"`,
    `data-modules="${modules.map((file) => `/${file}`).join(' ')}"`,
    `data-page-modules="${pageModules.map((file) => `/${file}`).join(' ')}"${pageStyles === undefined ? '' : ` data-page-styles="${pageStyles}"`}></script>`,
  ].join(' ');

/** `text` with its one occurrence of `from` replaced; the build fails if there is not exactly one. */
function replaceOnce(text: string, from: string, to: string): string {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`expected one ${from.slice(0, 60)}… in the page, found ${parts.length - 1}`);
  return parts.join(to);
}

/** What the build learns while it writes index.html and needs again when it writes the other pages. */
type PageVariants = { landingHead: string; pages: { build: PageBuild; head: string; styles: string[] }[] };

/**
 * index.html starts the app through public/boot.js once the HTML has painted: Vite's entry
 * script and its module preloads become the boot tag's lists. The landing page is a lazy route
 * that most visitors open first: its chunk (and what it imports) is the tag's page modules,
 * fetched with the entry rather than after it has run. For each of PAGE_BUILDS it works out the
 * same lists (and the page's stylesheets, to inline) for writeServedPages.
 */
function startAfterFirstPaint(variants: PageVariants): Plugin {
  return {
    name: 'bv-start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const chunkOf = (module: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
        const landing = chunkOf('/pages/landing/landing-page.tsx');
        if (!entry || !landing) throw new Error('the build has no entry or no landing page chunk');
        const alreadyLoaded = new Set([entry.fileName, ...entry.imports]);
        // A page's chunk, every chunk it imports that the entry does not, and their CSS.
        const pageAssets = (first: string) => {
          const scripts: string[] = [];
          const styles = new Set<string>();
          const visit = (file: string) => {
            const chunk = bundle[file];
            if (!chunk || chunk.type !== 'chunk' || alreadyLoaded.has(file) || scripts.includes(file)) return;
            scripts.push(file);
            chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
            chunk.imports.forEach(visit);
          };
          visit(first);
          return { scripts, styles: [...styles] };
        };
        variants.landingHead = `${HERO_PRELOAD}
    ${bootTag(entry.fileName, entry.imports, pageAssets(landing.fileName).scripts)}`;
        variants.pages = PAGE_BUILDS.map((build) => {
          const chunk = chunkOf(build.module);
          if (!chunk) throw new Error(`the build has no chunk for ${build.module}`);
          const { scripts, styles } = pageAssets(chunk.fileName);
          if (!build.inlineStyles) return { build, head: bootTag(entry.fileName, entry.imports, scripts, styles.map((file) => `/${file}`).join(' ')), styles: [] };
          const css = styles.map((file) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') throw new Error(`the build has no stylesheet ${file}`);
            return String(asset.source);
          });
          return { build, head: bootTag(entry.fileName, entry.imports, scripts, ''), styles: css };
        });
        return html
          .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
          .replace('</head>', `  ${variants.landingHead}\n  </head>`);
      },
    },
  };
}

/**
 * The app's one stylesheet goes into index.html as a <style>, so the header and skeleton paint
 * as soon as the HTML (about 7 KB in Brotli) arrives, instead of waiting for a second request
 * that shares a phone's bandwidth with the scripts. Lazy pages' CSS stays in files.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'bv-inline-entry-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        return html.replace(/\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return link;
          return `\n    <style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/** The header, skeleton and no-scripts note index.html paints before the scripts run (see index.html). */
const SKELETON_HEADER = /<header class="site-header" aria-hidden="true">[\s\S]*?<\/header>/;
const SKELETON = /<div class="container skeleton" aria-hidden="true">[\s\S]*?<\/div><\/div>/;
const NO_SCRIPTS_NOTE = /<noscript class="no-scripts-note">[\s\S]*?<\/noscript>/;

/**
 * Writes the pages the gateway serves and the manifest that lists them (served-pages.json,
 * typed by libs/contracts' servedPagesManifestSchema), so the gateway reads that list and
 * nothing else of the build:
 * - landing.html: index.html with the landing page's header and first screen (and, for browsers
 *   without scripts, the rest of what works without them), rendered by the web app's server
 *   bundle (built first, by vite.server.config.mts), in place of the skeleton; for `/` only, so
 *   the headline a visitor reads is in the HTML; every other path keeps the skeleton;
 * - one file per PAGE_BUILDS entry: index.html with that page's chunks in the boot tag, its
 *   stylesheets inlined and no hero preload;
 * - one per ROOM_PAGES entry: the same with the room build's entry and stylesheet (roomBuild), and
 *   the room's frame and skeleton in place of the site's header and skeleton.
 */
function writeServedPages(outDir: string, variants: PageVariants): Plugin {
  return {
    name: 'bv-served-pages',
    apply: 'build',
    closeBundle() {
      const bundle = fromHere('dist-server/render.cjs');
      if (!existsSync(bundle)) throw new Error(`${bundle} is missing: build it first (vite build --config apps/web/vite.server.config.mts)`);
      const render = createRequire(import.meta.url)(bundle) as typeof import('./src/prerender/server-entry');
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      for (const part of [SKELETON_HEADER, SKELETON, NO_SCRIPTS_NOTE]) {
        if (!part.test(index)) throw new Error(`index.html has no ${part.source} to replace with the landing page`);
      }
      const page = render.landingFirstScreen();
      const landing = render
        .withPageHead(index, page)
        .replace(SKELETON_HEADER, () => page.header)
        .replace(SKELETON, () => page.html)
        .replace(NO_SCRIPTS_NOTE, ''); // the landing page has its own
      writeFileSync(join(outDir, 'landing.html'), landing);

      const withHead = (head: string, styles: string[]) => replaceOnce(index, variants.landingHead, `${head}\n${styles.map((css) => `  <style>${css}</style>\n`).join('')}`);
      for (const { build, head, styles } of variants.pages) writeFileSync(join(outDir, build.file), withHead(head, styles));
      const room = roomBuild(outDir);
      const roomLoading = render.roomLinkLoading();
      for (const page of ROOM_PAGES) {
        const { head, styles } = room(page);
        // The room's frame and skeleton, not our site's header, until the room entry renders (server-entry.tsx).
        writeFileSync(join(outDir, page.file), withHead(head, styles).replace(SKELETON_HEADER, '').replace(SKELETON, () => roomLoading));
      }
      const manifest: ServedPagesManifest = {
        version: 1,
        fallback: 'index.html',
        pages: [
          { name: 'landing', path: '/', file: 'landing.html', unlessQuery: ['persona'] },
          ...variants.pages.map(({ build }) => ({ name: build.name, path: build.path, file: build.file })),
          ...ROOM_PAGES.map(({ name, path, file }) => ({ name, path, file })),
        ],
      };
      writeFileSync(join(outDir, SERVED_PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/**
 * Writes name.br and name.gz beside every text file of the build; the gateway's static file
 * server sends them to browsers that accept them (preCompressed), so nothing is compressed per
 * request. Files too small to gain are left alone.
 */
function precompress(outDir: string): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'bv-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file) || statSync(file).size < 1024) continue;
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const outDir = process.env.WEB_OUT_DIR ?? fromHere('dist');
const variants: PageVariants = { landingHead: '', pages: [] };

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), startAfterFirstPaint(variants), inlineEntryStylesheet(), writeServedPages(outDir, variants), precompress(outDir)],
  resolve: { alias: ALIASES },
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads it to find the landing route's chunks.
    manifest: true,
    rollupOptions: {
      output: {
        // React, the router and the query client go together in one chunk every page loads at
        // start: left to the bundler, they fall into several small chunks by which lazy chunks
        // share them, and each split costs the landing budget (and a request) for nothing.
        advancedChunks: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/ }] },
      },
    },
  },
  server: {
    proxy: {
      // The gateway refuses session-cookie calls whose Origin is not its own (PUBLIC_URL); behind
      // this dev proxy the page's origin is Vite's, so the proxy speaks as the gateway's origin.
      '/api': {
        target: gateway,
        changeOrigin: true,
        configure: (proxy) => {
          proxy.on('proxyReq', (proxied) => {
            if (proxied.getHeader('origin')) proxied.setHeader('origin', gateway);
          });
        },
      },
      '/socket.io': { target: gateway, ws: true, changeOrigin: true },
    },
  },
});
