import { fileURLToPath } from 'node:url';

/** A path relative to apps/web. */
export const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The libraries the web app builds from source (both Vite builds: the browser's and the server's). */
export const ALIASES = {
  // Before '@bv/contracts', which would otherwise take the subpath as its own.
  '@bv/contracts/messages': fromHere('../../libs/contracts/src/messages.ts'),
  '@bv/contracts': fromHere('../../libs/contracts/src/index.ts'),
  '@bv/domain': fromHere('../../libs/domain/src/index.ts'),
};
