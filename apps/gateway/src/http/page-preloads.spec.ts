import { indexForPage, pageAssets, pageIndexes, type ViteManifest } from './page-preloads';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_config-B.js'] },
  '_config-B.js': { file: 'assets/config-B.js' },
  'src/pages/shared-content-page.tsx': { file: 'assets/shared-C.js', imports: ['_config-B.js', '_slide-view-D.js', 'index.html'], css: ['assets/shared-C.css'] },
  '_slide-view-D.js': { file: 'assets/slide-view-D.js', imports: ['_config-B.js'], css: ['assets/slide-view-D.css'] },
};
const html = `<head>
    <!-- The landing hero's picture is often its largest paint: fetched with the HTML, not after the scripts render it. -->
    <link rel="preload" href="/images/hero-vault.svg" as="image" fetchpriority="high" />
    <link rel="preload" href="/fonts/caladea-bold-latin.woff2" as="font" type="font/woff2" crossorigin />
    <link rel="preload" href="/fonts/inter-var-basic.woff2" as="font" type="font/woff2" crossorigin />
    <script src="/boot.js" defer data-entry="/assets/index-A.js" data-modules="/assets/config-B.js" data-page-modules="/assets/landing-E.js /assets/card-grid-F.js"></script>
  </head>`;
const landingHtml = html.replace('</head>', '</head><main>Investor Ready in Half the Time</main>');

describe('page preloads', () => {
  it("collect a page's chunks and styles beyond the entry's", () => {
    expect(pageAssets(manifest, 'src/pages/shared-content-page.tsx')).toEqual({
      scripts: ['assets/shared-C.js', 'assets/slide-view-D.js'],
      styles: ['assets/shared-C.css', 'assets/slide-view-D.css'],
    });
  });

  it("swap the landing page's modules for the shared page's on /shared/<token>", () => {
    const shared = indexForPage(html, manifest, 'src/pages/shared-content-page.tsx');
    expect(shared).not.toContain('landing-E.js');
    expect(shared).not.toContain('card-grid-F.js');
    expect(shared).not.toContain('hero-vault.svg');
    expect(shared).toContain('/fonts/inter-var-basic.woff2');
    expect(shared).toContain(
      '<script src="/boot.js" defer data-entry="/assets/index-A.js" data-modules="/assets/config-B.js" data-page-modules="/assets/shared-C.js /assets/slide-view-D.js" data-page-styles="/assets/shared-C.css /assets/slide-view-D.css"></script>',
    );

    const indexFor = pageIndexes(html, manifest, landingHtml);
    expect(indexFor('/shared/AbCdEfGhIjKlMnOpQrStUvWxYz012345')).toBe(shared);
    expect(indexFor('/shared/AbCdEfGhIjKlMnOpQrStUvWxYz012345?x=1')).toBe(shared);
    expect(indexFor('/pricing')).toBe(html);
    // Without a manifest (an old build) every page gets index.html as it is.
    expect(pageIndexes(html, null)('/shared/abc')).toBe(html);
  });

  it("put the page's stylesheets into the HTML when they can be read", () => {
    const css: Record<string, string> = { 'assets/shared-C.css': '.shared-page{margin:0}', 'assets/slide-view-D.css': '.slide{aspect-ratio:16/9}' };
    const shared = indexForPage(html, manifest, 'src/pages/shared-content-page.tsx', (file) => css[file]);
    expect(shared).toContain('<style>.shared-page{margin:0}</style>');
    expect(shared).toContain('<style>.slide{aspect-ratio:16/9}</style>');
    expect(shared).toContain('data-page-styles=""');
    // One unreadable file: the boot tag fetches them all instead.
    const fetched = indexForPage(html, manifest, 'src/pages/shared-content-page.tsx', (file) => (file === 'assets/shared-C.css' ? css[file] : undefined));
    expect(fetched).not.toContain('<style>');
    expect(fetched).toContain('data-page-styles="/assets/shared-C.css /assets/slide-view-D.css"');
  });

  it('serve the prerendered landing page for / only, when the build wrote it', () => {
    const indexFor = pageIndexes(html, manifest, landingHtml);
    expect(indexFor('/')).toBe(landingHtml);
    expect(indexFor('/?utm_source=newsletter')).toBe(landingHtml);
    expect(indexFor('/?persona=founder')).toBe(html);
    expect(indexFor('/dashboard')).toBe(html);
    expect(indexFor('/auth?returnTo=%2F')).toBe(html);
    expect(pageIndexes(html, manifest)('/')).toBe(html);
  });
});
