import ipaddr from 'ipaddr.js';

/** What Fastify's `trustProxy` gets: nobody, the nearest n hops, or the proxies' addresses and CIDRs. */
export type TrustProxySetting = false | number | string[];

export const LOOPBACK_PROXIES = '127.0.0.1/8,::1/128';

// proxy-addr's names for well-known ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Parses TRUST_PROXY: `false` (trust no proxy), a hop count (`1`: the one proxy in front, e.g.
 * the ingress), or comma-separated addresses/CIDRs of the proxies. `true` is refused: it
 * would trust every peer, so anyone could pick their own address with X-Forwarded-For.
 */
export function parseTrustProxy(value: string): { ok: true; setting: TrustProxySetting } | { ok: false; problem: string } {
  const trimmed = value.trim();
  if (trimmed === 'false') return { ok: true, setting: false };
  if (trimmed === 'true') {
    return { ok: false, problem: 'true would trust every peer with X-Forwarded-For; give the proxies as addresses/CIDRs (10.0.0.0/8) or a hop count (1)' };
  }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops >= 1 && hops <= 10 ? { ok: true, setting: hops } : { ok: false, problem: 'a hop count must be between 1 and 10' };
  }
  const entries = trimmed.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !NAMED_RANGES.has(entry) && !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry));
  if (entries.length === 0 || bad.length > 0) {
    return { ok: false, problem: `not an address or CIDR: ${bad.map((entry) => JSON.stringify(entry)).join(', ') || '(empty)'}` };
  }
  return { ok: true, setting: entries };
}
