import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flagsService } from '../apps/flags/src/service';
import { gatewayService } from '../apps/gateway/src/service';
import { startPlatform, type Platform } from './harness';
import { standInWebBuild } from './stand-in-web-build';

jest.setTimeout(60_000);

/** A built-web stand-in with one sample download, so /resources/* and pages are really served. */
function webDistWithSample(): string {
  const dir = standInWebBuild();
  mkdirSync(join(dir, 'resources'));
  writeFileSync(join(dir, 'resources', 'cold-email-templates.pdf'), '%PDF-1.4 sample');
  return dir;
}

const SHARE_TOKEN = 'AbCdEfGhIjKlMnOpQrStUv12';

/**
 * The router decodes percent-encoded letters (`/%61dmin` is routed as `/admin`), so every gate
 * and header rule must hold for every spelling of a path it covers.
 */
describe('gates and headers decided on the routed path, whatever the spelling', () => {
  let platform: Platform;
  let base: string;

  beforeAll(async () => {
    // sample_deliverables starts off (flags migration), so the downloads are gated.
    platform = await startPlatform([flagsService, gatewayService], { RATE_LIMIT_PER_MINUTE: '100000', WEB_DIST_DIR: webDistWithSample() });
    base = platform.services.gateway.url;
  });
  afterAll(() => platform?.stop());

  it.each(['/resources/cold-email-templates.pdf', '/%72esources/cold-email-templates.pdf', '/resources/%63old-email-templates.pdf'])(
    'keeps the sample download %s hidden while sample_deliverables is off',
    async (path) => {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('RESOURCES.UNAVAILABLE');
    },
  );

  it.each(['/admin', '/%61dmin', '/%61dmin/flags', '/admin%2Fflags', '/%61dmin-preview/dashboard', '//admin'])('sends a visitor without a session from %s to sign in', async (path) => {
    const res = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toMatch(/^\/auth\?returnTo=/);
  });

  it('still serves ordinary pages', async () => {
    const res = await fetch(`${base}/%70ricing`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });

  it.each([`/shared/${SHARE_TOKEN}`, `/%73hared/${SHARE_TOKEN}`, '/api/v1/%73hared/x', `/%61pi/v1/shared/${SHARE_TOKEN}x!`])(
    'sends no-referrer and noindex on %s',
    async (path) => {
      const res = await fetch(`${base}${path}`);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    },
  );
});
