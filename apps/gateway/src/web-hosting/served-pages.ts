import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVED_PAGES_MANIFEST, servedPagesManifestSchema, type ServedPageName } from '@bv/contracts';
import { EMAIL_PAGE_STYLE } from './email-pages';

/** The web build's pages, read once at start (a provider: the pages and the CSP share them). */
export const SERVED_PAGES = Symbol('SERVED_PAGES');

/** The page a path gets: its HTML, which built page it is (none for the fallback) and the path's named segments. */
export type PageMatch = { html: string; name?: ServedPageName; params: Record<string, string> };

export type ServedPages = {
  /** False until the web app is built (every page then answers 503). */
  readonly built: boolean;
  /** `path`: as routed (decoded, see http/routed-path); `search`: the query string, if any. */
  pageFor(path: string, search?: string): PageMatch;
  /** Every HTML the gateway can serve from the build, each once. */
  readonly pages: readonly string[];
};

/** Matches a path against a manifest path such as `/shared/:token` (a trailing slash allowed). */
export function matchPath(pattern: string, routed: string): Record<string, string> | null {
  let path = routed;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const want = pattern.split('/').slice(1).filter(Boolean);
  const have = path.split('/').slice(1).filter((segment, i) => i > 0 || segment !== '');
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment.startsWith(':') && have[i] !== '') params[segment.slice(1)] = have[i];
    else if (segment !== have[i]) return null;
  }
  return params;
}

/**
 * The pages listed in the build's served-pages.json (written by apps/web/vite.config.mts and
 * checked against libs/contracts' schema): nothing else of the build is read. A build without
 * the manifest or with one that does not parse fails the start, with the reason; no build at all
 * leaves the gateway answering 503 for pages until there is one.
 */
export function loadServedPages(webDistDir: string): ServedPages {
  const manifestPath = join(webDistDir, SERVED_PAGES_MANIFEST);
  if (!existsSync(join(webDistDir, 'index.html'))) return { built: false, pageFor: () => ({ html: '', params: {} }), pages: [] };
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: rebuild the web app (npx nx build web)`);
  const parsed = servedPagesManifestSchema.safeParse(JSON.parse(readFileSync(manifestPath, 'utf8')));
  if (!parsed.success) throw new Error(`${manifestPath} does not match the served pages contract: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  const read = (file: string) => readFileSync(join(webDistDir, file), 'utf8');
  const fallback = read(parsed.data.fallback);
  const pages = parsed.data.pages.map((page) => ({ ...page, html: read(page.file) }));
  return {
    built: true,
    pageFor(path, search = '') {
      const query = new URLSearchParams(search);
      for (const page of pages) {
        const params = matchPath(page.path, path);
        if (params && !page.unlessQuery.some((name) => query.has(name))) return { html: page.html, name: page.name, params };
      }
      return { html: fallback, params: {} };
    },
    pages: [...new Set([fallback, ...pages.map((page) => page.html)])],
  };
}

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

/** The text of every `<style>` element in these pages, each once: what the CSP must allow by hash. */
export function inlineStylesOf(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((page) => [...page.matchAll(STYLE_ELEMENT)].map((match) => match[1])))];
}

/** Every inline stylesheet the gateway serves: the built pages' and the e-mail link pages'. */
export function servedInlineStyles(pages: ServedPages): string[] {
  return [...inlineStylesOf(pages.pages), EMAIL_PAGE_STYLE];
}
