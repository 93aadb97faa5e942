import { isIP } from 'node:net';

/**
 * The caller's address for rate limits. X-Forwarded-For is believed only behind a proxy we run
 * (TRUST_PROXY): anyone can send that header, and an attacker who could choose their address per
 * request would never meet a per-address limit. IPv4-mapped IPv6 is reduced to IPv4, and an IPv6
 * address to its /64, which is what one subscriber gets.
 */
export function clientIp(headers: Headers, socketAddress: string | null | undefined, trustProxy: boolean): string {
  const forwarded = trustProxy ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return normalizeIp(forwarded || socketAddress || 'unknown');
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
