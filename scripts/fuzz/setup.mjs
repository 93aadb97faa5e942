// What the run learns from the started server before planning: whether loopback source addresses
// can be chosen, which sitemap files and page URLs exist, and the GraphQL budget to raise.
import fs from 'node:fs';
import { send } from './http.mjs';
import { addresses } from './lanes.mjs';

/** Linux routes all of 127/8 to loopback; elsewhere every lane shares 127.0.0.1. */
export async function sourceAddressesWork(port) {
  const answer = await send({
    port,
    method: 'GET',
    path: '/robots.txt',
    localAddress: addresses.anon(0),
    timeoutMs: 10_000,
  });
  if (answer.status === 0 && /EADDRNOTAVAIL|EINVAL/.test(answer.error ?? '')) {
    console.log('[fuzz] loopback source addresses unavailable: every lane sends from 127.0.0.1');
    return false;
  }
  return true;
}

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));

/** Sitemap chunk file names and (a sample of) the page paths they list. */
export async function discoverSitemap(port) {
  const index = await send({ port, method: 'GET', path: '/sitemap.xml' });
  const files = locs(index.body?.toString('utf8') ?? '')
    .map((url) => new URL(url).pathname.split('/').pop())
    .filter(Boolean);
  const pages = [];
  for (const file of files.slice(0, 6)) {
    const chunk = await send({ port, method: 'GET', path: `/sitemaps/${file}` });
    pages.push(
      ...locs(chunk.body?.toString('utf8') ?? '')
        .slice(0, 40)
        .map((url) => {
          const u = new URL(url);
          return `${u.pathname}${u.search}`;
        })
    );
  }
  return { sitemapFiles: files, sitemapPaths: pages };
}

/**
 * The per-address GraphQL request budget (GRAPHQL_RATE_LIMIT, `<burst>/<seconds>`, default 300/10)
 * would answer much of a fuzz run with 429; raise it so that the operations themselves run. Set only
 * when the server knows the variable (an unknown one is harmless, but says nothing true).
 */
export function budgetEnv() {
  const sources = ['server/env.ts', 'server/graphql/plugins/requestBudget.ts']
    .filter((f) => fs.existsSync(f))
    .map((f) => fs.readFileSync(f, 'utf8'));
  return sources.some((text) => text.includes('GRAPHQL_RATE_LIMIT')) ? { GRAPHQL_RATE_LIMIT: '1000000/1' } : {};
}
