import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import ipaddr from 'ipaddr.js';
import type { TrustProxySetting } from '@bv/service-kit';

/**
 * The key every per-address budget counts under: an IPv4 address as it is, an IPv6 address
 * by its /64. One subscriber or host is routinely handed a whole /64, so keying by the full
 * IPv6 address would give one client 2^64 budgets.
 */
export function clientKey(address: string): string {
  let key = keys.get(address);
  if (key === undefined) {
    if (keys.size >= KEYS_KEPT) keys.clear();
    key = keyOf(address);
    keys.set(address, key);
  }
  return key;
}

/** Every request asks; parsing the address costs more than looking it up. */
const keys = new Map<string, string>();
const KEYS_KEPT = 10_000;

function keyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  // process() turns IPv4-mapped IPv6 (::ffff:192.0.2.1, what a dual-stack socket reports) into IPv4.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

/**
 * The client's address as Fastify works out `request.ip` for the same TRUST_PROXY setting (its
 * `getTrustProxyFn` and `@fastify/proxy-addr`): for the routes answered before Fastify sees them
 * (hot-routes.ts), so they count a client under the same budget key.
 */
export function clientAddressResolver(setting: TrustProxySetting): (request: IncomingMessage) => string {
  if (setting === false) return (request) => request.socket.remoteAddress ?? '';
  const trust = typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : proxyAddr.compile(setting);
  return (request) => {
    const addresses = proxyAddr.all(request, trust);
    return addresses[addresses.length - 1];
  };
}

/**
 * Whether the peer a request came from is a proxy TRUST_PROXY names (by address, or as one of
 * the nearest hops). Only such a peer's word is taken for anything a client could make up: the
 * forwarded address, and the trace a request belongs to (X-Correlation-Id, traceparent).
 */
export function peerTrust(setting: TrustProxySetting): (request: IncomingMessage) => boolean {
  if (setting === false) return () => false;
  // A hop count n trusts the n nearest peers: the one we talk to is the first.
  if (typeof setting === 'number') return () => true;
  const trust = proxyAddr.compile(setting);
  return (request) => trust(request.socket.remoteAddress ?? '', 0);
}
