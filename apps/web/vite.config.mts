import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { ALIASES, fromHere } from './vite.aliases.mts';

const gateway = 'http://127.0.0.1:3000';

/**
 * index.html starts the app through public/boot.js once the HTML has painted: Vite's entry
 * script and its module preloads become the boot tag's lists. The landing page is a lazy route
 * that most visitors open first: its chunk (and what it imports) is the tag's page modules,
 * fetched with the entry rather than after it has run. The gateway swaps the page modules for
 * a shared link's page (apps/gateway/src/http/page-preloads.ts).
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'bv-start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/pages/landing/landing-page.tsx'));
        if (!entry || !landing) throw new Error('the build has no entry or no landing page chunk');
        const alreadyLoaded = new Set([entry.fileName, ...entry.imports]);
        const pageModules = [landing.fileName, ...landing.imports].filter((file) => !alreadyLoaded.has(file));
        const tag = [
          '<script src="/boot.js" defer',
          `data-entry="/${entry.fileName}"`,
          `data-modules="${entry.imports.map((file) => `/${file}`).join(' ')}"`,
          `data-page-modules="${pageModules.map((file) => `/${file}`).join(' ')}"></script>`,
        ].join(' ');
        return html
          .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
          .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
          .replace('</head>', `  ${tag}\n  </head>`);
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
 * Writes landing.html: index.html with the landing page's header and first screen (and, for
 * browsers without scripts, the rest of what works without them), rendered by the web app's
 * server bundle (built first, by vite.server.config.mts), in place of the skeleton. The gateway
 * serves it for `/` only, so the headline a visitor reads is in the HTML; every other path keeps
 * the skeleton.
 */
function prerenderLandingFirstScreen(outDir: string): Plugin {
  return {
    name: 'bv-prerender-landing',
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

export default defineConfig({
  root: fromHere('.'),
  plugins: [react(), startAfterFirstPaint(), inlineEntryStylesheet(), prerenderLandingFirstScreen(outDir), precompress(outDir)],
  resolve: { alias: ALIASES },
  build: {
    outDir,
    emptyOutDir: true,
    // scripts/check-bundle-size.mjs reads it to find the landing route's chunks.
    manifest: true,
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
