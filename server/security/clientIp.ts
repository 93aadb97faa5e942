import { isIP } from 'node:net';
import { isTrustedHop, toTrustProxy, type TrustProxyInput } from './trustProxy';

/**
 * The caller's address for rate limits. X-Forwarded-For is believed only as far as our own proxies
 * vouch for it (TRUST_PROXY, server/security/trustProxy.ts): each proxy appends the address it
 * received the request from, so the chain is read from the right, past our proxies, and the first
 * hop that is not ours is the client. Everything further left was written by the client and is
 * ignored: an attacker who could choose their address per request would never meet a per-address
 * limit. A malformed entry never becomes the address: the proxy that relayed it answers for it.
 * IPv4-mapped IPv6 is reduced to IPv4, and an IPv6 address to its /64 (what one subscriber gets).
 */
export function clientIp(
  headers: Headers,
  socketAddress: string | null | undefined,
  trustInput: TrustProxyInput
): string {
  const trust = toTrustProxy(trustInput);
  const peer = hopAddress(socketAddress);
  // Without a socket peer (an in-process call) nobody vouches for the forwarded chain.
  if (!peer) return 'unknown';
  const chain = forwardedChain(headers);
  let client = peer;
  for (let index = 0; index < chain.length; index++) {
    if (!isTrustedHop(trust, client, index)) break;
    const next = hopAddress(chain[index]);
    if (!next) break;
    client = next;
  }
  return normalizeIp(client);
}

/** Whether the socket peer is one of our proxies, i.e. whether its X-Forwarded-* headers count. */
export function peerIsTrustedProxy(socketAddress: string | null | undefined, trust: TrustProxyInput): boolean {
  const peer = hopAddress(socketAddress);
  return peer !== null && isTrustedHop(trust, peer, 0);
}

/**
 * The socket address behind a Yoga request: the API route hands it over as `socketAddress`, and a
 * Node server adapter carries the request itself (`req`). In-process calls have neither.
 */
export function socketAddressOf(serverContext: unknown): string | undefined {
  const context = serverContext as
    { socketAddress?: unknown; req?: { socket?: { remoteAddress?: unknown } | null } } | undefined;
  const address = context?.socketAddress ?? context?.req?.socket?.remoteAddress;
  return typeof address === 'string' && address ? address : undefined;
}

/** X-Forwarded-For entries nearest first (right to left); empty items are skipped as Express does. */
function forwardedChain(headers: Headers): string[] {
  const header = headers.get('x-forwarded-for');
  if (!header) return [];
  return header
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
}

/**
 * One hop as an IP address, or null. Some proxies add a port (`203.0.113.9:4711`,
 * `[2001:db8::1]:443`); that is still an address. Anything else (`unknown`, host names, junk) is not.
 */
function hopAddress(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 64) return null;
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(raw);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(raw);
  const address = bracketed?.[1] ?? withPort?.[1] ?? raw;
  return isIP(address) === 0 ? null : address;
}

export function normalizeIp(raw: string): string {
  const address = raw.startsWith('::ffff:') && isIP(raw.slice(7)) === 4 ? raw.slice(7) : raw;
  if (isIP(address) !== 6) return address;
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
}

function expandIpv6(address: string): string[] | null {
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array(missing).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}
