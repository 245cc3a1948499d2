import type { Jwks } from '@bv/contracts';

/** docs/product-rules.md, "Accounts and security": the signing-key set is cached for 10 minutes. */
export const JWKS_CACHE_MS = 10 * 60 * 1000;
/** An unknown `kid` may trigger a refetch, but a flood of forged kids may not. */
const MIN_REFETCH_INTERVAL_MS = 30_000;

/** The identity service's public keys, fetched once per 10 minutes and on a new key id. */
export class JwksCache {
  private keys?: { value: Jwks; fetchedAt: number };
  private inFlight?: Promise<Jwks>;

  constructor(
    private readonly fetchJwks: () => Promise<Jwks>,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<Jwks> {
    if (this.keys && this.now() - this.keys.fetchedAt < JWKS_CACHE_MS) return this.keys.value;
    return this.fetch();
  }

  /** Refetches for a key id the cache does not know, unless it just did. */
  async refreshForUnknownKid(): Promise<Jwks> {
    if (this.keys && this.now() - this.keys.fetchedAt < MIN_REFETCH_INTERVAL_MS) return this.keys.value;
    return this.fetch();
  }

  private fetch(): Promise<Jwks> {
    this.inFlight ??= this.fetchJwks()
      .then((value) => {
        this.keys = { value, fetchedAt: this.now() };
        return value;
      })
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }
}
