import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const gateway = 'http://127.0.0.1:3000';

/**
 * The landing page is a lazy route, so its chunk would only be requested once the entry
 * script has run. Most visitors arrive on it: preloading it (and what it imports) from
 * index.html fetches it in parallel with the entry and shortens the time to the hero.
 */
function preloadLandingChunk(): Plugin {
  return {
    name: 'bv-preload-landing-chunk',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/pages/landing/landing-page.tsx'));
        if (!landing) return [];
        const entry = chunks.find((chunk) => chunk.isEntry);
        const alreadyLoaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = [landing.fileName, ...landing.imports].filter((file) => !alreadyLoaded.has(file));
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const }));
      },
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
  plugins: [react(), preloadLandingChunk(), precompress(outDir)],
  resolve: {
    alias: {
      '@bv/contracts': fromHere('../../libs/contracts/src/index.ts'),
      '@bv/domain': fromHere('../../libs/domain/src/index.ts'),
    },
  },
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
