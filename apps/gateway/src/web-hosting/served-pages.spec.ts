import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServedPagesManifest } from '@bv/contracts';
import { EMAIL_PAGE_STYLE } from './email-pages';
import { inlineStylesOf, loadServedPages, matchPath, servedInlineStyles } from './served-pages';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const MANIFEST: ServedPagesManifest = {
  version: 1,
  fallback: 'index.html',
  pages: [
    { name: 'landing', path: '/', file: 'landing.html', unlessQuery: ['persona'] },
    { name: 'shared-link', path: '/shared/:token', file: 'shared.html' },
  ],
};

function buildDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'served-pages-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('served pages', () => {
  const dirs: string[] = [];
  const built = (files: Record<string, string>) => {
    const dir = buildDir(files);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const complete = () =>
    built({
      'index.html': '<head><style>body{margin:0}</style></head><div id="root"></div>',
      'landing.html': '<head><style>body{margin:0}</style></head><main>Investor Ready in Half the Time</main>',
      'shared.html': '<head><style>body{margin:0}</style><style>.slide{aspect-ratio:16/9}</style></head>',
      'served-pages.json': JSON.stringify(MANIFEST),
    });

  it("gives each path the page the build's manifest lists for it, else the app's shell", () => {
    const pages = loadServedPages(complete());
    expect(pages.built).toBe(true);
    expect(pages.pageFor('/').html).toContain('Investor Ready');
    expect(pages.pageFor('/', 'utm_source=newsletter').name).toBe('landing');
    // A persona link opens another hero than the one prerendered.
    expect(pages.pageFor('/', 'persona=founder')).toEqual({ html: expect.stringContaining('id="root"'), params: {} });
    expect(pages.pageFor(`/shared/${TOKEN}`)).toMatchObject({ name: 'shared-link', params: { token: TOKEN } });
    expect(pages.pageFor(`/shared/${TOKEN}/`, 'x=1')).toMatchObject({ name: 'shared-link', params: { token: TOKEN } });
    for (const path of ['/dashboard', '/shared', `/shared/${TOKEN}/extra`, '/auth']) expect(pages.pageFor(path).name).toBeUndefined();
    expect(pages.pages).toHaveLength(3);
  });

  it('serves nothing before the web app is built, and refuses a build without a valid manifest', () => {
    expect(loadServedPages(built({})).built).toBe(false);
    expect(() => loadServedPages(built({ 'index.html': '<p>old build</p>' }))).toThrow(/served-pages\.json is missing: rebuild the web app/);
    const wrong = { ...MANIFEST, pages: [{ name: 'landing', path: '/../etc', file: '../passwd' }] };
    expect(() => loadServedPages(built({ 'index.html': '', 'served-pages.json': JSON.stringify(wrong) }))).toThrow(/does not match the served pages contract: pages\.0\.path: .*pages\.0\.file/);
  });

  it('matches named segments, one non-empty segment each, with or without a trailing slash', () => {
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/pricing')).toBeNull();
    expect(matchPath('/shared/:token', '/shared/abc')).toEqual({ token: 'abc' });
    expect(matchPath('/shared/:token', '/shared/abc/')).toEqual({ token: 'abc' });
    expect(matchPath('/shared/:token', '/shared//abc')).toBeNull();
    expect(matchPath('/shared/:token', '/shared/')).toBeNull();
    expect(matchPath('/shared/:token', '/other/abc')).toBeNull();
  });

  it("lets the CSP allow every inline stylesheet it serves, the e-mail link pages' included, each once", () => {
    expect(servedInlineStyles(loadServedPages(complete()))).toEqual(['body{margin:0}', '.slide{aspect-ratio:16/9}', EMAIL_PAGE_STYLE]);
  });
});

describe('inlineStylesOf', () => {
  it('finds the text of every <style> element, each once, exactly as written', () => {
    const index = '<head><style>body{margin:0}</style>\n  <style media="print">\n  nav{display:none}\n</style></head><body><p style="color:red">x</p></body>';
    const variant = '<head><style>body{margin:0}</style><STYLE>.share{gap:1rem}</STYLE></head>';
    expect(inlineStylesOf([index, variant])).toEqual(['body{margin:0}', '\n  nav{display:none}\n', '.share{gap:1rem}']);
    expect(inlineStylesOf(['<p>no styles</p>'])).toEqual([]);
  });
});
