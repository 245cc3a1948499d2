import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Webhook targets must be public (docs/architecture-notes.md, "Webhooks"): the platform posts to
 * an address a user typed, so it must never reach the cluster, the host, the cloud's metadata
 * service or anything else on a private network. The name is resolved once here and the sender
 * connects to the address checked, so a second answer from DNS (rebinding) cannot move it.
 */

/** IPv4-compatible IPv6 (::a.b.c.d, deprecated): ipaddr.js counts it as unicast, but it embeds an IPv4 address. */
const V4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Whether an IP address is on the public internet: what ipaddr.js classes as global unicast (it
 * knows the IANA special-purpose ranges: private, loopback, link-local, carrier-grade NAT,
 * documentation, benchmarking, multicast, NAT64, 6to4, Teredo, unique-local…). An IPv4-mapped
 * address is judged as its IPv4 address. Only the strict dotted or colon forms count: node's
 * isIP refuses the shorthand ("127.1") that some resolvers would still connect to.
 */
export function isPublicAddress(ip: string): boolean {
  const text = ip.split('%')[0];
  if (isIP(text) === 0) return false;
  const parsed = ipaddr.parse(text);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
    if (v6.match(V4_COMPATIBLE)) return false;
  }
  return parsed.range() === 'unicast';
}

export class RefusedTargetError extends Error {}

export type CheckedTarget = { url: URL; address: string; family: 4 | 6 };
export type ResolveAll = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const resolveWithDns: ResolveAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Checks a webhook URL and resolves it once. `allowLoopbackHttp` (tests only, refused in
 * production by the config) admits http://127.0.0.1:<port>, nothing else private.
 */
export async function checkTarget(raw: string, options: { allowLoopbackHttp: boolean; resolveAll?: ResolveAll }): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedTargetError('it is not a valid URL.');
  }
  if (url.username || url.password) throw new RefusedTargetError('the URL must not carry a user name or password.');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  if (options.allowLoopbackHttp && url.protocol === 'http:' && hostname === '127.0.0.1') return { url, address: '127.0.0.1', family: 4 };
  if (url.protocol !== 'https:') throw new RefusedTargetError('the URL must start with https://.');

  const literal = isIP(hostname);
  const addresses = literal ? [{ address: hostname, family: literal }] : await (options.resolveAll ?? resolveWithDns)(hostname).catch(() => []);
  // One answer for a name that does not resolve and one that points inside: two would let a user
  // map the cluster's internal names. Every answer must be public: a name that also points inside
  // is refused, not filtered.
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) throw new RefusedTargetError(`${hostname} is not a public internet address we can reach.`);
  const chosen = addresses[0];
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
