/** The part of Vite's build manifest (`.vite/manifest.json`) the preloads need. */
export type ViteManifest = Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] }>;

/** The lazy page a path opens when it is not the landing page, by its source module. */
const PAGE_MODULES: { path: RegExp; module: string }[] = [{ path: /^\/shared\/[^/?#]+\/?(\?|$)/, module: 'src/pages/shared-content-page.tsx' }];

/** The boot tag's list of the first page's modules (apps/web/public/boot.js; the landing page's by default). */
const PAGE_MODULES_ATTR = /data-page-modules="[^"]*"/;
/** The landing hero's picture (index.html preloads it, with its comment). */
const HERO_PRELOAD = /^\s*<!-- The landing hero's picture[^\n]*-->\n\s*<link rel="preload" href="\/images\/[^"]+" as="image"[^>]*>\n/gm;

/** A built file's text (a page's stylesheet), when it can be read. */
export type ReadBuiltFile = (file: string) => string | undefined;

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
 * index.html for a page that is not the landing page: the boot tag fetches the page's own
 * chunks with the entry instead of the landing page's, so a visitor opening a shared link on a
 * phone fetches what that page needs, and nothing it does not. The page's stylesheets go into
 * the HTML when they can be read (the gateway renders that page's first screen on the server,
 * and it must paint styled), else the boot tag fetches them. The fonts stay preloaded.
 */
export function indexForPage(indexHtml: string, manifest: ViteManifest, module: string, readFile: ReadBuiltFile = () => undefined): string {
  const { scripts, styles } = pageAssets(manifest, module);
  if (scripts.length === 0) return indexHtml;
  const list = (files: string[]) => files.map((file) => `/${file}`).join(' ');
  const texts = styles.map(readFile);
  const inlined = texts.every((text) => text !== undefined);
  const page = indexHtml
    .replace(PAGE_MODULES_ATTR, `data-page-modules="${list(scripts)}" data-page-styles="${inlined ? '' : list(styles)}"`)
    .replace(HERO_PRELOAD, '');
  return inlined ? page.replace('</head>', () => `${texts.map((text) => `  <style>${text}</style>\n`).join('')}  </head>`) : page;
}

const LANDING_PATH = /^\/(\?|$)/;
/** A persona link (`/?persona=founder`) opens another hero than the one prerendered. */
const PERSONA_QUERY = /[?&]persona=/;

/** The HTML for a path, and (`pages`) every HTML it can be. */
export type PageIndexes = ((url: string) => string) & { readonly pages: readonly string[] };

/**
 * The HTML for each path, worked out once at start: `/` gets landing.html (index.html with the
 * landing page's first screen prerendered, when the build wrote it) unless a persona link asks
 * for another hero; a page with chunks of its own gets its variant; every other path index.html.
 */
export function pageIndexes(indexHtml: string, manifest: ViteManifest | null, landingHtml?: string, readFile?: ReadBuiltFile): PageIndexes {
  const variants = new Map(PAGE_MODULES.map(({ module }) => [module, manifest ? indexForPage(indexHtml, manifest, module, readFile) : indexHtml]));
  const indexFor = (url: string) => {
    if (landingHtml && LANDING_PATH.test(url) && !PERSONA_QUERY.test(url)) return landingHtml;
    const page = PAGE_MODULES.find(({ path }) => path.test(url));
    return page ? variants.get(page.module)! : indexHtml;
  };
  return Object.assign(indexFor, { pages: [...new Set([indexHtml, ...(landingHtml ? [landingHtml] : []), ...variants.values()])] });
}
