// A sample of page routes (server-rendered through getServerSideProps): every file under pages/
// with its dynamic segments filled from real ids or hostile text, random query strings, the URLs the
// sitemap lists, and paths that exist nowhere.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { pct } from './http.mjs';
import { idFrom, nastyString, smallString } from './values.mjs';

/** Page routes as templates (`/models/[id]`), read from the pages folder so new pages are fuzzed too. */
export function pageTemplates(root = 'pages') {
  const out = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(root, 'api')) walk(full);
      } else if (/\.tsx$/.test(entry.name) && !entry.name.startsWith('_')) {
        const route = `/${path
          .relative(root, full)
          .replace(/\.tsx$/, '')
          .replace(/(^|\/)index$/, '')}`;
        // /500 is the error page itself: it answers 500 by design when asked for directly.
        if (route !== '/500') out.push(route);
      }
    }
  };
  walk(root);
  return out.sort();
}

function segmentArb(template, segment, ids) {
  const name = segment.slice(1, -1);
  const inPath = (word) => template.includes(word);
  let pool = ids.items;
  if (name === 'brandKey') pool = ids.brandKeys;
  else if (name === 'category') pool = inPath('provisions') ? ids.provisionCategories : ids.categories;
  else if (name === 'businessId' || inPath('nearby_store')) pool = ids.businesses;
  else if (inPath('models')) pool = ids.models;
  else if (inPath('services')) pool = ids.items;
  return fc.oneof({ arbitrary: idFrom(pool).map(String), weight: 5 }, { arbitrary: nastyString.map(pct), weight: 2 });
}

function templateArb(template, ids) {
  const parts = template
    .split('/')
    .map((part) => (part.startsWith('[') ? segmentArb(template, part, ids) : fc.constant(part)));
  return fc.tuple(...parts).map((filled) => filled.join('/') || '/');
}

const QUERY_KEYS = [
  'keyword',
  'page',
  'sort',
  'category',
  'returnUrl',
  'searchAfter',
  'size',
  'tab',
  'date',
  'from',
  'lat',
  'lng',
  'brand',
  'token',
  'id',
];

const queryArb = fc.oneof(
  { arbitrary: fc.constant(''), weight: 3 },
  {
    arbitrary: fc
      .array(
        fc.tuple(
          fc.oneof(fc.constantFrom(...QUERY_KEYS), smallString),
          fc.oneof(nastyString, fc.constantFrom('-1', '0', '99999999999', '1e9', 'NaN', '[]', '%'))
        ),
        { minLength: 1, maxLength: 4 }
      )
      .map((pairs) => `?${pairs.map(([k, v]) => `${pct(k)}=${pct(v)}`).join('&')}`),
    weight: 2,
  },
  {
    arbitrary: fc.constantFrom(
      '?keyword=%',
      '?page=1&page=2',
      '?%',
      '?=',
      '?a[b][c]=1',
      '?keyword=%E0%A4',
      `?keyword=${'a'.repeat(8000)}`
    ),
    weight: 1,
  }
);

const ODD_PATHS = [
  '/no-such-page',
  '/%',
  '/%E0%A4%A',
  '/..%2f..%2fetc%2fpasswd',
  `/${'a'.repeat(5000)}`,
  '/models/',
  '/models//1',
  '/models/1/extra',
  '/_next/static/..%2f..%2fpackage.json',
  '/_next/data/nope/index.json',
  '/_next/image?url=%2Ffavicon.ico&w=64&q=75',
  '/_next/image?url=http://evil.example/x.png&w=1&q=1',
  '/favicon.ico',
  '/api/graphql/item',
  '/api/v4/auth/login',
  '/api/nope',
  '/healthz?x=1',
  '/index',
  '/404',
  '/.env',
  '/.git/config',
  '/package.json',
];

/** A page request: templates from `pages/`, sitemap URLs (paths only), or odd paths. */
export function pageArb({ ids, templates, sitemapPaths }) {
  const fromTemplate = fc
    .constantFrom(...templates)
    .chain((template) =>
      fc.tuple(templateArb(template, ids), queryArb).map(([p, q]) => ({ template, path: `${p}${q}` }))
    );
  const choices = [
    { arbitrary: fromTemplate, weight: 8 },
    { arbitrary: fc.constantFrom(...ODD_PATHS).map((p) => ({ template: 'odd', path: p })), weight: 2 },
  ];
  if (sitemapPaths.length)
    choices.push({
      arbitrary: fc.constantFrom(...sitemapPaths).map((p) => ({ template: 'sitemap', path: p })),
      weight: 2,
    });
  return fc
    .tuple(
      fc.oneof(...choices),
      fc.oneof(
        { arbitrary: fc.constant('GET'), weight: 9 },
        { arbitrary: fc.constantFrom('HEAD', 'POST', 'OPTIONS', 'TRACE'), weight: 1 }
      )
    )
    .map(([{ template, path: p }, method]) => ({
      kind: 'page',
      service: 'page',
      label: `page:${template}`,
      method,
      path: p,
    }));
}
