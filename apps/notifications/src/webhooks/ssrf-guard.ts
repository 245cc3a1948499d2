import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/**
 * Webhook targets must be public (docs/architecture-notes.md, "Webhooks"): the platform posts to
 * an address a user typed, so it must never reach the cluster, the host, the cloud's metadata
 * service or anything else on a private network. The name is resolved once here and the sender
 * connects to the address checked, so a second answer from DNS (rebinding) cannot move it.
 */

type Range = { bits: number; prefix: bigint; width: 32 | 128 };

function v4ToBigInt(ip: string): bigint {
  return ip.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included) as one number. */
function v6ToBigInt(ip: string): bigint {
  let text = ip.toLowerCase().split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToBigInt(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.reduce((n, g) => (n << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
}

function range(cidr: string): Range {
  const [ip, bits] = cidr.split('/');
  const width = isIP(ip) === 4 ? 32 : 128;
  return { bits: Number(bits), width, prefix: width === 32 ? v4ToBigInt(ip) : v6ToBigInt(ip) };
}

const inRange = (value: bigint, r: Range) => value >> BigInt(r.width - r.bits) === r.prefix >> BigInt(r.width - r.bits);

/** IPv4 special-purpose ranges (IANA registry) that are not the public internet. */
const V4_BLOCKED = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24', '192.0.2.0/24',
  '192.88.99.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24', '224.0.0.0/4', '240.0.0.0/4',
].map(range);

/**
 * IPv6 likewise. The ranges that embed an IPv4 address some other way (NAT64, 6to4, Teredo,
 * IPv4-compatible) are refused whole rather than decoded; IPv4-mapped ones are checked as IPv4.
 */
const V6_BLOCKED = [
  '::/96', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64', '2001::/23', '2001:db8::/32', '2002::/16', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8',
].map(range);
const V4_MAPPED = range('::ffff:0:0/96');

/** Whether an IP address is on the public internet (unicast, globally routed). */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip.split('%')[0]);
  if (family === 4) {
    const value = v4ToBigInt(ip);
    return !V4_BLOCKED.some((r) => inRange(value, r));
  }
  if (family !== 6) return false;
  const value = v6ToBigInt(ip);
  if (inRange(value, V4_MAPPED)) {
    const v4 = value & 0xffffffffn;
    return !V4_BLOCKED.some((r) => inRange(v4, r));
  }
  return !V6_BLOCKED.some((r) => inRange(value, r));
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
  if (addresses.length === 0) throw new RefusedTargetError(`${hostname} does not resolve.`);
  // Every answer must be public: a name that also points inside is refused, not filtered.
  if (!addresses.every((a) => isPublicAddress(a.address))) throw new RefusedTargetError(`${hostname} is a private, loopback or reserved address.`);
  const chosen = addresses[0];
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
