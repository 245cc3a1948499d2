const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<\/body>)/;

/**
 * index.html with `html` in place of what its root element holds (the skeleton), so a page reads
 * the same before any script runs; `after` goes right after the root element. Null when the page
 * has no root element to fill (a build that changed its layout).
 */
export function withRootContent(indexHtml: string, html: string, after = ''): string | null {
  if (!ROOT.test(indexHtml)) return null;
  return indexHtml.replace(ROOT, () => `<div id="root">${html}</div>\n${after}  `);
}
