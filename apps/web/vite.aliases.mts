import { fileURLToPath } from 'node:url';

/** A path relative to apps/web. */
export const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The libraries the web app builds from source (both Vite builds: the browser's and the server's). */
export const ALIASES = {
  '@bv/contracts': fromHere('../../libs/contracts/src/index.ts'),
  '@bv/domain': fromHere('../../libs/domain/src/index.ts'),
};
