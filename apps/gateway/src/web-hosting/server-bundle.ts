import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RoomLinkDocument, RoomLinkPage, SharedPage } from '@bv/contracts';
import type { ServiceLogger } from '@bv/service-kit';

type RenderedPage = { html: string; title: string; description: string };

/** What the web build's server bundle exports (apps/web/src/prerender/server-entry.tsx); any of it may be missing from an older build. */
export type ServerBundle = {
  sharedPage?: (token: string, answer: SharedPage) => RenderedPage;
  roomLinkPage?: (token: string, answer: RoomLinkPage, opened: RoomLinkDocument | null, page: number) => RenderedPage;
  withPageHead?: (indexHtml: string, page: RenderedPage) => string;
};

/** The web build's server bundle, if the build wrote one. */
export function loadServerBundle(serverDir: string, logger: ServiceLogger): ServerBundle | null {
  const file = join(serverDir, 'render.cjs');
  if (!existsSync(file)) {
    logger.warn({ file }, 'web server bundle not found; shared links render in the browser only');
    return null;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS bundle found at run time
  return require(file) as ServerBundle;
}

/** An answer as a data block the page reads instead of asking again (`<` escaped so the text cannot close the tag). */
export function dataBlock(id: string, token: string, answer: unknown): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  return `    <script type="application/json" id="${id}" data-token="${token}">${json}</script>\n`;
}
