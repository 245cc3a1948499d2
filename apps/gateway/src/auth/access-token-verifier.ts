import { errors, importJWK, jwtVerify, type JWK, type JWTPayload } from 'jose';
import { AppError, roleSchema, type Role, appError, identityErrors } from '@bv/contracts';
import type { JwksCache } from './jwks-cache';
import type { SessionRevocations, TokenFacts } from './session-revocations';

export type AuthenticatedUser = { id: string; email: string; role: Role; aal: 'aal1' | 'aal2'; sessionId: string };

// The token error messages (docs/product-rules.md, "Accounts and security") are the catalogue's JWKS_EMPTY … INVALID_CLAIMS.
const unauthorized = (entry: (typeof identityErrors)['INVALID_CLAIMS' | 'JWKS_EMPTY' | 'UNKNOWN_KEY' | 'TOKEN_EXPIRED' | 'MISSING_EXP' | 'INVALID_SIGNATURE']): AppError => appError(entry);

/** How many verified tokens are remembered: a few MB at most, the busiest sessions' tokens. */
const VERIFIED_TOKENS_KEPT = 10_000;

type Verified = { facts: TokenFacts; user: AuthenticatedUser; expiresAtMs: number; kid: string | undefined };

/**
 * Verifies an access token: ES256 only (so `alg: none` and HS256-with-the-public-key are
 * refused), a key from identity's JWKS by `kid`, issuer, audience and a required expiry;
 * then that its session was not ended (and its admin role not removed) since it was issued.
 *
 * A token's signature and claims cannot change, so a verified token is remembered until it
 * expires (a bounded LRU) and the next request with it skips the ES256 verification, as long as
 * its signing key is still in identity's key set; the revocation check still runs on every
 * request. Imported keys are kept by `kid`.
 */
export class AccessTokenVerifier {
  private readonly verified = new Map<string, Verified>();
  private readonly keys = new Map<string, { jwk: JWK; key: Promise<Awaited<ReturnType<typeof importJWK>>> }>();

  constructor(
    private readonly jwks: JwksCache,
    private readonly expected: { issuer: string; audience: string },
    private readonly revocations: SessionRevocations,
  ) {}

  async verify(token: string, nowMs = Date.now()): Promise<AuthenticatedUser> {
    const known = this.verified.get(token);
    if (known && known.expiresAtMs > nowMs && (await this.stillPublished(known.kid))) {
      // Most recently used last: the oldest entry is the first to go.
      this.verified.delete(token);
      this.verified.set(token, known);
      await this.revocations.assertLive(known.facts);
      return known.user;
    }
    if (known) this.verified.delete(token);
    const verified = await this.verifySignatureAndClaims(token, nowMs);
    await this.revocations.assertLive(verified.facts);
    this.verified.set(token, verified);
    if (this.verified.size > VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    return verified.user;
  }

  private async stillPublished(kid: string | undefined): Promise<boolean> {
    return (await this.jwks.get()).keys.some((key) => key.kid === kid);
  }

  private async verifySignatureAndClaims(token: string, nowMs: number): Promise<Verified> {
    let payload: JWTPayload;
    let kid: string | undefined;
    try {
      ({ payload, protectedHeader: { kid } } = await jwtVerify(token, (header) => this.keyFor(header.kid), {
        algorithms: ['ES256'],
        issuer: this.expected.issuer,
        audience: this.expected.audience,
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(nowMs),
      }));
    } catch (err) {
      throw this.explain(err);
    }
    const role = roleSchema.safeParse(payload.role);
    const aal = payload.aal === 'aal2' ? 'aal2' : 'aal1';
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.email !== 'string' ||
      !role.success ||
      typeof payload.sid !== 'string' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number'
    ) {
      throw unauthorized(identityErrors.INVALID_CLAIMS);
    }
    return {
      facts: { userId: payload.sub, sessionId: payload.sid, role: role.data, issuedAt: payload.iat },
      user: { id: payload.sub, email: payload.email, role: role.data, aal, sessionId: payload.sid },
      expiresAtMs: payload.exp * 1000,
      kid,
    };
  }

  private async keyFor(kid: string | undefined) {
    let { keys } = await this.jwks.get();
    if (keys.length === 0) throw unauthorized(identityErrors.JWKS_EMPTY);
    let jwk = keys.find((k) => k.kid === kid);
    if (!jwk && kid) {
      ({ keys } = await this.jwks.refreshForUnknownKid());
      jwk = keys.find((k) => k.kid === kid);
    }
    if (!jwk) throw unauthorized(identityErrors.UNKNOWN_KEY);
    // The same kid with other key material (a rotation that reused it) is imported again.
    const cacheKey = jwk.kid ?? '';
    const kept = this.keys.get(cacheKey);
    if (kept && kept.jwk.x === jwk.x && kept.jwk.y === jwk.y) return kept.key;
    const key = importJWK(jwk, 'ES256');
    this.keys.set(cacheKey, { jwk, key });
    return key;
  }

  private explain(err: unknown): AppError {
    if (err instanceof AppError) return err;
    if (err instanceof errors.JWTExpired) return unauthorized(identityErrors.TOKEN_EXPIRED);
    if (err instanceof errors.JWTClaimValidationFailed) {
      return err.claim === 'exp' && err.reason === 'missing'
        ? unauthorized(identityErrors.MISSING_EXP)
        : unauthorized(identityErrors.INVALID_CLAIMS);
    }
    // Bad signature, disallowed algorithm, malformed token: all mean "not signed by us".
    return unauthorized(identityErrors.INVALID_SIGNATURE);
  }
}
