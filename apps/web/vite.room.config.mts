import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { ALIASES, fromHere } from './vite.aliases.mts';

/**
 * A room link's pages as a build of their own (docs/web-app-notes.md, "Performance"): the room
 * entry (src/room-entry.tsx) with React, the router and the room in one script, and the room's
 * stylesheet. Built before the app (vite.config.mts), which copies these files into its own
 * assets and writes room.html and room-document.html to start this entry, with its stylesheet
 * inlined. A build of its own, not a second entry of the app's: the app's chunks (and the landing
 * page's budget) stay as they are, and the room's first screen is one request.
 */
export default defineConfig({
  root: fromHere('.'),
  plugins: [react()],
  resolve: { alias: ALIASES },
  build: {
    outDir: fromHere('dist-room'),
    emptyOutDir: true,
    copyPublicDir: false,
    // vite.config.mts reads it for the entry's file, its imports and its stylesheet.
    manifest: true,
    rollupOptions: { input: { room: fromHere('src/room-entry.tsx') } },
  },
});
