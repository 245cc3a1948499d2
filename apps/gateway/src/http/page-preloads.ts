/** The part of Vite's build manifest (`.vite/manifest.json`) the preloads need. */
export type ViteManifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The lazy page a path opens when it is not the landing page, by its source module. */
const PAGE_MODULES: { path: RegExp; module: string }[] = [{ path: /^\/shared\/[^/?#]+\/?(\?|$)/, module: 'src/pages/shared-content-page.tsx' }];

/** Links the landing-page plugin of vite.config.mts adds (`crossorigin=""`), one per line. */
const LANDING_PRELOAD = /^\s*<link rel="modulepreload" crossorigin="" href="[^"]+">\n/gm;
/** The landing hero's picture (index.html preloads it, with its comment). */
const HERO_PRELOAD = /^\s*<!-- The landing hero's picture[^\n]*-->\n\s*<link rel="preload" href="\/images\/[^"]+" as="image"[^>]*>\n/gm;
/**
 * The heading font's preload: the landing hero needs it at once, other pages do not. On a
 * phone's connection it competes with the page's own scripts; without it the heading paints in
 * the fallback serif first and swaps (font-display: swap).
 */
const FONT_PRELOAD = /^\s*<link rel="preload" href="\/fonts\/[^"]+" as="font"[^>]*>\n/gm;

/** The page's chunk, every chunk it imports that the entry does not, and their CSS. */
export function pageAssets(manifest: ViteManifest, module: string): { scripts: string[]; styles: string[] } {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set(entry?.imports ?? []);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || loaded.has(key) || chunk.isEntry) return;
    seen.add(key);
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
    chunk.imports?.forEach(visit);
  };
  visit(module);
  return { scripts, styles: [...new Set(styles)] };
}

/**
 * index.html for a page that is not the landing page: the landing chunks' preloads give way to
 * the page's own chunks and styles, so a visitor opening a shared link on a phone fetches what
 * that page needs in parallel with the entry, and nothing it does not.
 */
export function indexForPage(indexHtml: string, manifest: ViteManifest, module: string): string {
  const { scripts, styles } = pageAssets(manifest, module);
  if (scripts.length === 0) return indexHtml;
  const links = [
    ...scripts.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `    <link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n');
  return indexHtml.replace(LANDING_PRELOAD, '').replace(HERO_PRELOAD, '').replace(FONT_PRELOAD, '').replace('</head>', `${links}\n  </head>`);
}

/** index.html per page module that has its own, computed once at start. */
export function pageIndexes(indexHtml: string, manifest: ViteManifest | null): (url: string) => string {
  const variants = new Map(PAGE_MODULES.map(({ module }) => [module, manifest ? indexForPage(indexHtml, manifest, module) : indexHtml]));
  return (url) => {
    const page = PAGE_MODULES.find(({ path }) => path.test(url));
    return page ? variants.get(page.module)! : indexHtml;
  };
}
