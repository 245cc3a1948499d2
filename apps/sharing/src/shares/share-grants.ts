import { jwtVerify, SignJWT } from 'jose';

const AUDIENCE = 'bv-share-grant';
const ISSUER = 'sharing';

/**
 * email: the address typed at the link's e-mail gate (null when the link has none). A room link's
 * grant also carries the agreement version accepted and the name given with it (docs/product-rules.md,
 * "Deal rooms": access rules).
 */
export type GrantClaims = { shareId: string; passwordVersion: number; email: string | null; agreed?: number | null; name?: string | null };

/** Proof that a visitor passed a share's gate (password, e-mail or both), so a reload does not ask again (HS256). */
export class ShareGrants {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: GrantClaims, now = new Date()): Promise<{ grant: string; expiresAt: Date }> {
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    const grant = await new SignJWT({
      pv: claims.passwordVersion,
      ...(claims.email ? { em: claims.email } : {}),
      ...(claims.agreed ? { ag: claims.agreed } : {}),
      ...(claims.name ? { nm: claims.name } : {}),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.shareId)
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.key);
    return { grant, expiresAt };
  }

  /** The claims of a valid, unexpired grant; null for anything else. */
  async read(grant: string | null): Promise<GrantClaims | null> {
    if (!grant) return null;
    try {
      const { payload } = await jwtVerify(grant, this.key, { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER });
      if (typeof payload.sub !== 'string' || typeof payload.pv !== 'number') return null;
      const email = typeof payload.em === 'string' ? payload.em : null;
      const room = { ...(typeof payload.ag === 'number' ? { agreed: payload.ag } : {}), ...(typeof payload.nm === 'string' ? { name: payload.nm } : {}) };
      return { shareId: payload.sub, passwordVersion: payload.pv, email, ...room };
    } catch {
      return null;
    }
  }
}
