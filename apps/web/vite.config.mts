import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const gateway = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: {
    alias: {
      '@bv/contracts': fromHere('../../libs/contracts/src/index.ts'),
      '@bv/domain': fromHere('../../libs/domain/src/index.ts'),
    },
  },
  build: {
    outDir: fromHere('dist'),
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true },
      '/socket.io': { target: gateway, ws: true, changeOrigin: true },
    },
  },
});
