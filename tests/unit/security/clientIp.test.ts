/** @jest-environment node */
import { clientIp, peerIsTrustedProxy, socketAddressOf } from '@/server/security/clientIp';
import { parseTrustProxy, type TrustProxy } from '@/server/security/trustProxy';

function trust(setting: string): TrustProxy {
  const parsed = parseTrustProxy(setting);
  if (!parsed) throw new Error(`bad setting in test: ${setting}`);
  return parsed;
}

const ip = (setting: string, socket: string | undefined, xff?: string) =>
  clientIp(new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff }), socket, trust(setting));

describe('clientIp: the rightmost hop our proxies do not vouch for', () => {
  // [case, TRUST_PROXY, socket peer, X-Forwarded-For, expected rate-limit address]
  const cases: Array<[string, string, string | undefined, string | undefined, string]> = [
    // No proxy: the header is the client's own words.
    ['no proxy ignores a spoofed header', 'false', '198.51.100.4', '1.1.1.1', '198.51.100.4'],
    ['hop count 0 is no proxy', '0', '198.51.100.4', '1.1.1.1, 2.2.2.2', '198.51.100.4'],
    ['empty setting is no proxy', '', '198.51.100.4', '1.1.1.1', '198.51.100.4'],
    // One proxy: it appended the address it saw; whatever the client wrote stays on the left.
    ['true means one hop', 'true', '10.0.0.2', '6.6.6.6, 203.0.113.7', '203.0.113.7'],
    ['one hop, spoofed first entry loses', '1', '10.0.0.2', '6.6.6.6, 203.0.113.7', '203.0.113.7'],
    ['one hop, many spoofed entries lose', '1', '10.0.0.2', '6.6.6.6, 7.7.7.7, 8.8.8.8, 203.0.113.7', '203.0.113.7'],
    ['one hop, honest single entry', '1', '10.0.0.2', '203.0.113.7', '203.0.113.7'],
    ['one hop, no header: the peer', '1', '10.0.0.2', undefined, '10.0.0.2'],
    // Two proxies (CDN → load balancer → us).
    ['two hops', '2', '10.0.0.2', '6.6.6.6, 203.0.113.7, 172.16.0.9', '203.0.113.7'],
    ['two hops, shorter chain than configured: leftmost', '2', '10.0.0.2', '203.0.113.7', '203.0.113.7'],
    ['two hops, chain exactly two long', '2', '10.0.0.2', '203.0.113.7, 172.16.0.9', '203.0.113.7'],
    // Addresses and subnets of our proxies.
    ['listed proxy peer', '10.0.0.2', '10.0.0.2', '6.6.6.6, 203.0.113.7', '203.0.113.7'],
    ['unlisted peer: header ignored', '10.0.0.2', '198.51.100.4', '203.0.113.7', '198.51.100.4'],
    [
      'subnet list walks past every proxy',
      '10.0.0.0/8, 172.16.0.0/12',
      '10.0.0.2',
      '6.6.6.6, 203.0.113.7, 172.16.0.9, 10.1.1.1',
      '203.0.113.7',
    ],
    [
      'named subnets (Express names)',
      'loopback,uniquelocal',
      '127.0.0.1',
      '6.6.6.6, 203.0.113.7, 192.168.1.1',
      '203.0.113.7',
    ],
    ['every hop trusted: the leftmost', '10.0.0.0/8', '10.0.0.2', '10.9.9.9, 10.8.8.8', '10.9.9.9'],
    ['IPv4-mapped socket matches an IPv4 rule', '10.0.0.2', '::ffff:10.0.0.2', '203.0.113.7', '203.0.113.7'],
    // Garbage never wins: the proxy that relayed it answers for it.
    ['garbage in the rightmost entry', '1', '10.0.0.2', 'evil.example', '10.0.0.2'],
    ['"unknown" entry', '2', '10.0.0.2', 'unknown, 203.0.113.7', '203.0.113.7'],
    ['garbage at the client position', '2', '10.0.0.2', '6.6.6.6, <script>, 172.16.0.9', '172.16.0.9'],
    ['garbage inside a listed chain', '10.0.0.0/8', '10.0.0.2', '203.0.113.7, not-an-ip, 10.1.1.1', '10.1.1.1'],
    ['empty items are skipped', '1', '10.0.0.2', '6.6.6.6,, 203.0.113.7 ,', '203.0.113.7'],
    ['only commas: the peer', '1', '10.0.0.2', ' , ,', '10.0.0.2'],
    ['overlong entry', '1', '10.0.0.2', `${'1'.repeat(100)}`, '10.0.0.2'],
    ['CIDR is not an address', '1', '10.0.0.2', '203.0.113.0/24', '10.0.0.2'],
    ['ports are stripped', '1', '10.0.0.2', '6.6.6.6, 203.0.113.7:51234', '203.0.113.7'],
    // IPv6: the /64 is one subscriber.
    ['IPv6 client reduced to its /64', '1', '10.0.0.2', '2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['bracketed IPv6 with port', '1', '10.0.0.2', '[2001:db8:abcd:12::1]:443', '2001:db8:abcd:12::/64'],
    ['IPv6 proxy list', 'fd00::/8', 'fd00::1', '6.6.6.6, 2001:db8::7, fd00::2', '2001:db8:0:0::/64'],
    ['IPv6 socket without proxy', 'false', '2001:db8:1:2::99', '1.1.1.1', '2001:db8:1:2::/64'],
    ['IPv4-mapped client reduced to IPv4', '1', '10.0.0.2', '::ffff:203.0.113.7', '203.0.113.7'],
    // No socket peer (an in-process call): nobody vouches for the chain.
    ['no socket peer', '1', undefined, '203.0.113.7', 'unknown'],
  ];

  it.each(cases)('%s', (_name, setting, socket, xff, expected) => {
    expect(ip(setting, socket, xff)).toBe(expected);
  });

  it('accepts the old boolean form: true is one hop, never "believe every hop"', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    expect(clientIp(headers, '10.0.0.2', true)).toBe('203.0.113.7');
    expect(clientIp(headers, '10.0.0.2', false)).toBe('10.0.0.2');
  });

  it('a spoofer cannot choose a fresh address per request behind one proxy', () => {
    const seen = new Set(Array.from({ length: 50 }, (_, i) => ip('true', '10.0.0.2', `9.9.9.${i}, 203.0.113.7`)));
    expect([...seen]).toEqual(['203.0.113.7']);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    ['false', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['', { kind: 'none' }],
    [' TRUE ', { kind: 'hops', hops: 1 }],
    ['1', { kind: 'hops', hops: 1 }],
    ['3', { kind: 'hops', hops: 3 }],
  ])('%j', (setting, expected) => {
    expect(parseTrustProxy(setting)).toEqual(expected);
  });

  it('reads addresses, CIDRs and named subnets', () => {
    expect(parseTrustProxy('10.0.0.2, 2001:db8::/32')).toEqual({
      kind: 'ranges',
      ranges: [
        { address: '10.0.0.2', prefix: 32, family: 'ipv4' },
        { address: '2001:db8::', prefix: 32, family: 'ipv6' },
      ],
    });
    expect(parseTrustProxy('loopback')).toMatchObject({ kind: 'ranges', ranges: [{ prefix: 8 }, { prefix: 128 }] });
  });

  it.each([
    'yes',
    'on',
    '-1',
    '1.5',
    '99',
    '10.0.0.256',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/8/1',
    'proxy.internal',
    '10.0.0.1,,10.0.0.2',
    '10.0.0.1;10.0.0.2',
  ])('refuses %j', (setting) => {
    expect(parseTrustProxy(setting)).toBeNull();
  });
});

describe('peerIsTrustedProxy and socketAddressOf', () => {
  it('vouches for forwarded headers only when the socket peer is our proxy', () => {
    expect(peerIsTrustedProxy('10.0.0.2', trust('false'))).toBe(false);
    expect(peerIsTrustedProxy('10.0.0.2', trust('1'))).toBe(true);
    expect(peerIsTrustedProxy(undefined, trust('1'))).toBe(false);
    expect(peerIsTrustedProxy('10.0.0.2', trust('10.0.0.0/8'))).toBe(true);
    expect(peerIsTrustedProxy('198.51.100.4', trust('10.0.0.0/8'))).toBe(false);
  });

  it('reads the socket address of a Node request handed to Yoga', () => {
    expect(socketAddressOf({ req: { socket: { remoteAddress: '::1' } } })).toBe('::1');
    expect(socketAddressOf({ socketAddress: '10.0.0.2' })).toBe('10.0.0.2');
    expect(socketAddressOf({ req: { socket: null } })).toBeUndefined();
    expect(socketAddressOf({})).toBeUndefined();
    expect(socketAddressOf(undefined)).toBeUndefined();
  });
});
