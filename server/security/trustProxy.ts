import { BlockList, isIP } from 'node:net';

/**
 * Which reverse proxies in front of us may speak for the client (X-Forwarded-For, -Host, -Proto).
 * The semantics are Express's `trust proxy`, so that an operator's habit carries over:
 * - `none`: no proxy; the socket peer is the client and forwarded headers are ignored.
 * - `hops`: the N nearest hops (the socket peer being the first) are ours, whatever their address.
 * - `ranges`: the hops whose address lies in one of these subnets are ours.
 * Plain data (no class instances), so that the parsed environment stays printable and comparable.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: readonly TrustedRange[] };

export type TrustedRange = { address: string; prefix: number; family: 'ipv4' | 'ipv6' };

export const NO_PROXY: TrustProxy = { kind: 'none' };

/**
 * What callers may hand over: the parsed setting, or a boolean as TRUST_PROXY once was (`true`
 * meaning the one proxy in front of us, never "believe every hop", which would let the client
 * choose its own address).
 */
export type TrustProxyInput = TrustProxy | boolean;

export function toTrustProxy(input: TrustProxyInput): TrustProxy {
  if (input === true) return { kind: 'hops', hops: 1 };
  if (input === false) return NO_PROXY;
  return input;
}

/** A longer chain than this is a misconfiguration, not a deployment. */
const MAX_HOPS = 32;

/** Express's named subnets, so `TRUST_PROXY=loopback,uniquelocal` reads as it does there. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Parses TRUST_PROXY: `false`/`0`/empty (no proxy), `true` (one hop, kept for existing
 * deployments), a hop count, or a comma-separated list of proxy addresses and CIDR subnets.
 * Returns null for anything else, so that the environment check fails at boot instead of a
 * typo silently trusting (or distrusting) every header.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'false') return NO_PROXY;
  if (value === 'true') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > MAX_HOPS) return null;
    return hops === 0 ? NO_PROXY : { kind: 'hops', hops };
  }
  const ranges: TrustedRange[] = [];
  for (const item of value.split(',').map((part) => part.trim())) {
    const parsed = (NAMED_RANGES[item] ?? [item]).map(parseRange);
    if (parsed.some((range) => range === null)) return null;
    ranges.push(...(parsed as TrustedRange[]));
  }
  return ranges.length > 0 ? { kind: 'ranges', ranges } : null;
}

function parseRange(text: string): TrustedRange | null {
  const [address, prefixText, extra] = text.split('/');
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const bits = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: bits, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { address, prefix: Number(prefixText), family };
}

const compiled = new WeakMap<readonly TrustedRange[], BlockList>();

function blockListOf(ranges: readonly TrustedRange[]): BlockList {
  let list = compiled.get(ranges);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
    compiled.set(ranges, list);
  }
  return list;
}

/**
 * Whether the hop at `index` (0 = the socket peer, 1 = the rightmost X-Forwarded-For entry, …)
 * with this address is one of our proxies. `address` must already be a valid IP.
 */
export function isTrustedHop(input: TrustProxyInput, address: string, index: number): boolean {
  const trust = toTrustProxy(input);
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return index < trust.hops;
  const version = isIP(address);
  if (version === 0) return false;
  // BlockList matches an IPv4-mapped IPv6 address against IPv4 rules as well.
  return blockListOf(trust.ranges).check(address, version === 4 ? 'ipv4' : 'ipv6');
}
