import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureSecretFiles, parseSecretFile } from './generated-secrets';

describe('generated secret files', () => {
  it('makes each missing secret once, readable by its owner only, and keeps it on every later run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bv-secrets-'));
    const files = [parseSecretFile(`${join(dir, 'SHARE_TOKEN_KEY')}=key32`), parseSecretFile(`${join(dir, 'SHARE_GRANT_SECRET')}=secret`)];
    expect(ensureSecretFiles(files).map((f) => f.made)).toEqual([true, true]);
    const key = readFileSync(files[0].path, 'utf8');
    const secret = readFileSync(files[1].path, 'utf8');
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(statSync(files[1].path).mode & 0o777).toBe(0o400);

    expect(ensureSecretFiles(files).map((f) => f.made)).toEqual([false, false]);
    expect([readFileSync(files[0].path, 'utf8'), readFileSync(files[1].path, 'utf8')]).toEqual([key, secret]);
    const another = mkdtempSync(join(tmpdir(), 'bv-secrets-'));
    ensureSecretFiles([{ path: join(another, 'SHARE_GRANT_SECRET'), kind: 'secret' }]);
    expect(readFileSync(join(another, 'SHARE_GRANT_SECRET'), 'utf8')).not.toBe(secret);
  });

  it('refuses a kind it does not know', () => {
    expect(() => parseSecretFile('/secrets/X=password')).toThrow(/expected <path>=key32\|secret/);
  });
});
