import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { AppError, type Jwks } from '@bv/contracts';
import { AccessTokenVerifier } from './access-token-verifier';
import type { JwksCache } from './jwks-cache';
import type { SessionRevocations } from './session-revocations';

const EXPECTED = { issuer: 'blueprint-vault', audience: 'blueprint-vault-api' };

async function setUp() {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  let jwks: Jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'ES256', use: 'sig' }] } as Jwks;
  const cache = { get: async () => jwks, refreshForUnknownKid: async () => jwks } as unknown as JwksCache;
  const revoked = new Set<string>();
  const assertLive = jest.fn(async ({ sessionId }: { sessionId: string }) => {
    if (revoked.has(sessionId)) throw new AppError('unauthorized', 'AUTH.SESSION_REVOKED', 'This session has ended. Please sign in again.');
  });
  const verifier = new AccessTokenVerifier(cache, EXPECTED, { assertLive } as unknown as SessionRevocations);
  const keyLookups = jest.spyOn(verifier as unknown as { keyFor: (kid?: string) => Promise<unknown> }, 'keyFor');
  const token = await new SignJWT({ email: 'mei@example.sg', role: 'user', sid: 'session-1', aal: 'aal1' })
    .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
    .setSubject('4f8a2c1e-0000-4000-8000-000000000001')
    .setIssuer(EXPECTED.issuer)
    .setAudience(EXPECTED.audience)
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(privateKey);
  return { verifier, token, keyLookups, assertLive, revoked, unpublish: () => (jwks = { keys: [] } as unknown as Jwks) };
}

describe('AccessTokenVerifier', () => {
  it('verifies a token’s signature once and checks its session on every request', async () => {
    const { verifier, token, keyLookups, assertLive } = await setUp();
    const first = await verifier.verify(token);
    const second = await verifier.verify(token);
    expect(second).toEqual(first);
    expect(first).toMatchObject({ email: 'mei@example.sg', role: 'user', aal: 'aal1', sessionId: 'session-1' });
    expect(keyLookups).toHaveBeenCalledTimes(1);
    expect(assertLive).toHaveBeenCalledTimes(2);
  });

  it('refuses a remembered token once its session is revoked, it expires, or its key leaves the key set', async () => {
    const revokedCase = await setUp();
    await revokedCase.verifier.verify(revokedCase.token);
    revokedCase.revoked.add('session-1');
    await expect(revokedCase.verifier.verify(revokedCase.token)).rejects.toMatchObject({ code: 'AUTH.SESSION_REVOKED' });

    const expiredCase = await setUp();
    await expiredCase.verifier.verify(expiredCase.token);
    await expect(expiredCase.verifier.verify(expiredCase.token, Date.now() + 16 * 60_000)).rejects.toMatchObject({ code: 'AUTH.TOKEN_EXPIRED' });

    const rotatedCase = await setUp();
    await rotatedCase.verifier.verify(rotatedCase.token);
    rotatedCase.unpublish();
    await expect(rotatedCase.verifier.verify(rotatedCase.token)).rejects.toMatchObject({ code: 'AUTH.JWKS_EMPTY' });
  });
});
