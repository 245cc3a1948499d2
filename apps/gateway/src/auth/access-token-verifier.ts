import { errors, importJWK, jwtVerify, type JWTPayload } from 'jose';
import { AppError, roleSchema, type Role } from '@bv/contracts';
import type { JwksCache } from './jwks-cache';
import type { SessionRevocations } from './session-revocations';

export type AuthenticatedUser = { id: string; email: string; role: Role; aal: 'aal1' | 'aal2'; sessionId: string };

/** The spec's auth library messages (§8), returned where they apply. */
export const AUTH_MESSAGES = {
  jwksEmpty: 'JWKS is empty',
  noMatchingKey: 'No matching signing key found in JWKS',
  invalidSignature: 'Invalid JWT signature',
  expired: 'JWT has expired',
  missingExp: 'Missing exp claim',
  invalidClaims: 'Invalid JWT claims',
} as const;

function unauthorized(code: string, message: string): AppError {
  return new AppError('unauthorized', code, message);
}

/**
 * Verifies an access token: ES256 only (so `alg: none` and HS256-with-the-public-key are
 * refused), a key from identity's JWKS by `kid`, issuer, audience and a required expiry;
 * then that its session was not ended (and its admin role not removed) since it was issued.
 */
export class AccessTokenVerifier {
  constructor(
    private readonly jwks: JwksCache,
    private readonly expected: { issuer: string; audience: string },
    private readonly revocations: SessionRevocations,
  ) {}

  async verify(token: string): Promise<AuthenticatedUser> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, (header) => this.keyFor(header.kid), {
        algorithms: ['ES256'],
        issuer: this.expected.issuer,
        audience: this.expected.audience,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (err) {
      throw this.explain(err);
    }
    const role = roleSchema.safeParse(payload.role);
    const aal = payload.aal === 'aal2' ? 'aal2' : 'aal1';
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !role.success || typeof payload.sid !== 'string' || typeof payload.iat !== 'number') {
      throw unauthorized('AUTH.INVALID_CLAIMS', AUTH_MESSAGES.invalidClaims);
    }
    await this.revocations.assertLive({ userId: payload.sub, sessionId: payload.sid, role: role.data, issuedAt: payload.iat });
    return { id: payload.sub, email: payload.email, role: role.data, aal, sessionId: payload.sid };
  }

  private async keyFor(kid: string | undefined) {
    let { keys } = await this.jwks.get();
    if (keys.length === 0) throw unauthorized('AUTH.JWKS_EMPTY', AUTH_MESSAGES.jwksEmpty);
    let jwk = keys.find((k) => k.kid === kid);
    if (!jwk && kid) {
      ({ keys } = await this.jwks.refreshForUnknownKid());
      jwk = keys.find((k) => k.kid === kid);
    }
    if (!jwk) throw unauthorized('AUTH.UNKNOWN_KEY', AUTH_MESSAGES.noMatchingKey);
    return importJWK(jwk, 'ES256');
  }

  private explain(err: unknown): AppError {
    if (err instanceof AppError) return err;
    if (err instanceof errors.JWTExpired) return unauthorized('AUTH.TOKEN_EXPIRED', AUTH_MESSAGES.expired);
    if (err instanceof errors.JWTClaimValidationFailed) {
      return err.claim === 'exp' && err.reason === 'missing'
        ? unauthorized('AUTH.MISSING_EXP', AUTH_MESSAGES.missingExp)
        : unauthorized('AUTH.INVALID_CLAIMS', AUTH_MESSAGES.invalidClaims);
    }
    // Bad signature, disallowed algorithm, malformed token: all mean "not signed by us".
    return unauthorized('AUTH.INVALID_SIGNATURE', AUTH_MESSAGES.invalidSignature);
  }
}
