import fs from 'node:fs';
import path from 'node:path';
import { CRAWLER_PATTERNS, MOBILE_PATTERN, isCrawler, isMobileUserAgent } from '@/lib/crawler';

/**
 * deploy/varnish/ridemarket.vcl folds every user agent of a shared page into one of four, with the
 * app's own crawler and phone patterns (docs/operations.md §10 What the shared cache keeps): if the
 * two disagreed, a page rendered for crawlers could be kept for people (or a phone's for a desktop).
 */
const vcl = fs.readFileSync(path.join(process.cwd(), 'deploy/varnish/ridemarket.vcl'), 'utf8');

const patternsInVcl = [...vcl.matchAll(/req\.http\.User-Agent ~ "\(\?i\)([^"]+)"/g)].map((m) => m[1]);
const foldedAgents = [...vcl.matchAll(/set req\.http\.User-Agent = "([^"]+)"/g)].map((m) => m[1]);

describe("the VCL's user-agent classes", () => {
  it("uses lib/crawler.ts's crawler and phone patterns, as they are", () => {
    const crawler = CRAWLER_PATTERNS.map((p) => p.source).join('|');
    expect(new Set(patternsInVcl)).toEqual(new Set([crawler, MOBILE_PATTERN.source]));
  });

  it('folds into four user agents that the app classifies as the class they stand for', () => {
    expect(foldedAgents.map((ua) => [isCrawler(ua), isMobileUserAgent(ua)])).toEqual([
      [true, true],
      [true, false],
      [false, true],
      [false, false],
    ]);
  });

  it('classifies real user agents as the app does', () => {
    const crawler = new RegExp(CRAWLER_PATTERNS.map((p) => p.source).join('|'), 'i');
    const agents = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 KAKAOTALK 10.4.5',
      'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile Safari/537.36 (compatible; Googlebot/2.1)',
    ];
    for (const ua of agents) expect([ua, crawler.test(ua)]).toEqual([ua, isCrawler(ua)]);
  });

  it('takes bans only from its purgers and needs the pattern', () => {
    expect(vcl).toMatch(/req\.method == "PURGE" \|\| req\.method == "BAN"\) \{\s*if \(client\.ip !~ purgers\)/);
    expect(vcl).toContain('std.ban("obj.http.X-Url ~ " + req.http.X-Ban-Path)');
  });
});
