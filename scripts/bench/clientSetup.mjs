// What bench:client and bench:client-trace share: the page families measured (one page each, on rows
// the seed always has) and the servers they are measured on: a bare Next.js app of the same versions
// (the reference of the run) and the app on a fresh seeded PGlite with one email member signed in
// through the real login endpoint (the checkout page is members-only).
import { prepareDatabase, signIn, visitorCookie } from './ssrApp.mjs';
import { bareEnv, buildBareApp } from './ssrBare.mjs';
import { ensureBuild, startServer } from './ssrLoad.mjs';

// `business` is the store page (/nearby_store/{id}): the shop is a business in code.
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'search', path: `/search?keyword=${encodeURIComponent('브롬톤')}` },
  { name: 'model', path: '/models/1' },
  { name: 'item', path: '/services/986' },
  { name: 'business', path: '/nearby_store/1' },
  { name: 'map', path: '/nearby_store/map' },
  { name: 'recommendations', path: '/recommendations/road' },
  { name: 'community', path: '/community' },
  { name: 'checkout', path: '/services/1/payment?options=1:1&delivery=PICKUP', member: true },
];

/** The pages BENCH_PAGES names (comma-separated), or every family when it is empty. */
export function pagesNamed(filter) {
  const names = filter
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !PAGES.some((p) => p.name === name));
  if (unknown.length > 0)
    throw new Error(`unknown page ${unknown.join(', ')} (BENCH_PAGES takes ${PAGES.map((p) => p.name).join(',')})`);
  return PAGES.filter((p) => names.length === 0 || names.includes(p.name));
}

/** Every page must answer 200 before it is measured: a browser would happily measure an error page. */
async function checkStatuses(base, pages, cookie) {
  for (const page of pages) {
    const response = await fetch(`${base}${page.path}`, { headers: page.member ? { cookie } : {}, redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  }
}

/**
 * Builds (when stale) and starts both servers; `cleanups` gets what undoes each step, last first.
 * Answers the targets to measure: the bare page first, then `pages` ({ name, url, cookie? }).
 */
export async function startTargets(pages, { port, barePort }, cleanups) {
  ensureBuild();
  const bareApp = buildBareApp();
  cleanups.push(async () => bareApp.remove());
  const bare = await startServer(barePort, {}, { cwd: bareApp.dir, env: bareEnv(), readyPath: '/' });
  cleanups.push(bare.stop);

  console.log('  preparing a fresh seeded PGlite');
  const db = await prepareDatabase('pglite', {});
  cleanups.push(db.remove);
  const server = await startServer(port, db.env);
  cleanups.push(server.stop);
  const cookie = await signIn(server.base, db.member, await visitorCookie(server.base));
  await checkStatuses(server.base, pages, cookie);
  return [
    { name: 'bare', url: `${bare.base}/` },
    ...pages.map((p) => ({ name: p.name, url: `${server.base}${p.path}`, cookie: p.member ? cookie : undefined })),
  ];
}

/** Runs the cleanups last first; on SIGINT/SIGTERM too. */
export function cleanupsOnExit() {
  const cleanups = [];
  const run = async () => {
    while (cleanups.length > 0)
      await cleanups
        .pop()()
        .catch((error) => console.error('cleanup failed:', error));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run().finally(() => process.exit(130)));
  return { cleanups, run };
}
