import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageIndexes, type PageIndexes, type ViteManifest } from './page-preloads';

/** The built web app's pages, read once at start (a provider: the pages and the CSP share them). */
export const BUILT_PAGES = Symbol('BUILT_PAGES');

export type BuiltPages = {
  /** index.html; undefined until the web app is built. */
  indexHtml?: string;
  /** The HTML a path gets (see page-preloads). */
  indexFor: PageIndexes;
};

export function loadBuiltPages(webDistDir: string): BuiltPages {
  const readBuiltFile = (file: string) => {
    const path = join(webDistDir, file);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const indexHtml = readBuiltFile('index.html');
  const manifestText = readBuiltFile(join('.vite', 'manifest.json'));
  const manifest = manifestText ? (JSON.parse(manifestText) as ViteManifest) : null;
  return { indexHtml, indexFor: pageIndexes(indexHtml ?? '', manifest, readBuiltFile('landing.html'), readBuiltFile) };
}

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi;

/** The text of every `<style>` element in these pages, each once: what the CSP must allow by hash. */
export function inlineStylesOf(pages: readonly string[]): string[] {
  return [...new Set(pages.flatMap((page) => [...page.matchAll(STYLE_ELEMENT)].map((match) => match[1])))];
}
