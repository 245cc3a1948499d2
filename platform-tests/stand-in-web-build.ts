import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVED_PAGES_MANIFEST, type ServedPagesManifest } from '@bv/contracts';

/**
 * A built-web stand-in: the app's shell and the manifest the gateway serves pages from (as the
 * web build writes it, apps/web/vite.config.mts), with `/shared/<token>` listed so shared links'
 * pages are rendered by the gateway as in production. `html`: the shell's text.
 */
export function standInWebBuild(html = '<!doctype html><title>Blueprint Vault</title><div id="root"></div>'): string {
  const dir = mkdtempSync(join(tmpdir(), 'bv-web-'));
  writeFileSync(join(dir, 'index.html'), html);
  const manifest: ServedPagesManifest = { version: 1, fallback: 'index.html', pages: [{ name: 'shared-link', path: '/shared/:token', file: 'index.html' }] };
  writeFileSync(join(dir, SERVED_PAGES_MANIFEST), JSON.stringify(manifest));
  return dir;
}
