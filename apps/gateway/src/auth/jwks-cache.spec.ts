import type { Jwks } from '@bv/contracts';
import { JWKS_CACHE_MS, JwksCache } from './jwks-cache';

function setup() {
  let now = 1_000_000;
  let version = 0;
  const fetchJwks = jest.fn(async (): Promise<Jwks> => ({ keys: [{ kty: 'EC', crv: 'P-256', x: 'x', y: 'y', kid: `k${++version}`, alg: 'ES256', use: 'sig' }] }));
  const cache = new JwksCache(fetchJwks, () => now);
  return { cache, fetchJwks, advance: (ms: number) => (now += ms) };
}

describe('JwksCache', () => {
  it('keeps the key set for 10 minutes, then fetches again', async () => {
    const { cache, fetchJwks, advance } = setup();
    expect((await cache.get()).keys[0].kid).toBe('k1');
    advance(JWKS_CACHE_MS - 1);
    expect((await cache.get()).keys[0].kid).toBe('k1');
    advance(1);
    expect((await cache.get()).keys[0].kid).toBe('k2');
    expect(fetchJwks).toHaveBeenCalledTimes(2);
  });

  it('refetches for an unknown key id, but not more than once per 30 seconds', async () => {
    const { cache, fetchJwks, advance } = setup();
    await cache.get();
    advance(29_999);
    await cache.refreshForUnknownKid();
    expect(fetchJwks).toHaveBeenCalledTimes(1);
    advance(1);
    expect((await cache.refreshForUnknownKid()).keys[0].kid).toBe('k2');
  });

  it('shares one fetch between concurrent callers', async () => {
    const { cache, fetchJwks } = setup();
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(fetchJwks).toHaveBeenCalledTimes(1);
  });
});
