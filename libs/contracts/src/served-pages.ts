import { z } from 'zod';

/** The name of the file the web build writes beside index.html (apps/web/vite.config.mts). */
export const SERVED_PAGES_MANIFEST = 'served-pages.json';

const builtFile = z
  .string()
  .regex(/^[\w-]+\.html$/, 'a built HTML file in the build directory');

/**
 * The HTML files the web build wrote and the paths each is for: the gateway serves pages from
 * this list and nothing else (apps/gateway/src/web-hosting), so neither side reads the other's
 * internals (docs/architecture-notes.md, "Web hosting").
 */
export const servedPagesManifestSchema = z.object({
  version: z.literal(1),
  /** The page every path without a page of its own gets (the single-page app's shell). */
  fallback: builtFile,
  /** Pages built for particular paths, matched in order; the first that matches wins. */
  pages: z.array(
    z.object({
      /** What the page is; the gateway renders a `shared-link` or `room-*` page's first screen per request. */
      name: z.enum(['landing', 'shared-link', 'room-link', 'room-document', 'dashboard', 'exitcheck', 'deck-editor']),
      /** `/` or segments such as `/shared/:token` (`:name` matches one non-empty segment; a trailing slash is allowed). */
      path: z.string().regex(/^\/([\w-]+|:[a-z]\w*)?(\/([\w-]+|:[a-z]\w*))*$/i),
      file: builtFile,
      /** Query parameters that send the path to the fallback instead (a persona link opens another hero). */
      unlessQuery: z.array(z.string().min(1)).default([]),
    }),
  ),
});

export type ServedPagesManifest = z.input<typeof servedPagesManifestSchema>;
export type ServedPages = z.output<typeof servedPagesManifestSchema>;
export type ServedPageName = ServedPages['pages'][number]['name'];
