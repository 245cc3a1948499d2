import { loadConfig } from '@bv/service-kit';
import { configSchema } from './config';

const own = { SHARE_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'), SHARE_GRANT_SECRET: 'a-grant-secret-of-our-own-nobody-has-read' };

describe('sharing configuration', () => {
  it('never signs share grants with the published development secret where others can reach the service', () => {
    // docker-compose.yml and k8s/overlays/dev run NODE_ENV=development on 0.0.0.0 behind a public address.
    expect(() => loadConfig(configSchema, { NODE_ENV: 'development', HTTP_HOST: '0.0.0.0' })).toThrow(/SHARE_GRANT_SECRET: is the development default/);
    expect(() => loadConfig(configSchema, { NODE_ENV: 'development', HTTP_HOST: '0.0.0.0', SHARE_GRANT_SECRET: own.SHARE_GRANT_SECRET })).toThrow(/SHARE_TOKEN_KEY: is the development default/);
    expect(loadConfig(configSchema, { NODE_ENV: 'development', HTTP_HOST: '0.0.0.0', ...own })).toMatchObject(own);
  });

  it('keeps the development secrets for a run bound to loopback, and refuses them in production', () => {
    expect(loadConfig(configSchema, {}).HTTP_HOST).toBe('127.0.0.1');
    expect(() => loadConfig(configSchema, { NODE_ENV: 'production', HTTP_HOST: '127.0.0.1' })).toThrow(/SHARE_GRANT_SECRET: must be set to a secret of your own in production/);
  });
});
