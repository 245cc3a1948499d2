import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { ALIASES, fromHere } from './vite.aliases.mts';

/**
 * The pages rendered outside the browser (src/prerender/server-entry.tsx) as one CommonJS file
 * with everything it needs inside: the web build prerenders the landing page with it and the
 * gateway renders shared links with it, without loading the web app's packages itself.
 */
export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: { alias: ALIASES },
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/prerender/server-entry.tsx',
    outDir: fromHere('dist-server'),
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    // One file still, now that it carries the app's routes (their lazy pages inlined, loaded as it starts).
    rollupOptions: { output: { format: 'cjs', entryFileNames: 'render.cjs', inlineDynamicImports: true } },
  },
});
