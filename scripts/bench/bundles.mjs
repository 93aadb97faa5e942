#!/usr/bin/env node
// `npm run bench:bundles`: what each route's first load downloads, from the production build's own
// manifest (no browser): the shared start-up JavaScript (Next's runtime and pages/_app) and the
// page's own chunks, each gzip-compressed as a server would send it. Run after `next build`
// (NEXT_DIST_DIR for another build folder). Prints the shared total, then every page sorted by its
// first-load total, and the largest chunks with the packages named in them.
// Knobs: BUNDLES_TOP=15 (how many largest chunks), BUNDLES_PAGES=/,/search (only these routes).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const top = Number(process.env.BUNDLES_TOP || 15);
const only = (process.env.BUNDLES_PAGES || '').split(',').filter(Boolean);
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    sizes.set(file, { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length });
  }
  return sizes.get(file);
}
const js = (files) => files.filter((f) => f.endsWith('.js'));
const total = (files) => files.reduce((s, f) => s + sizeOf(f).gzip, 0);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

// Modern browsers skip the polyfill chunk (nomodule), so it is not counted.
const shared = [...new Set([...js(manifest.rootMainFiles ?? []), ...js(manifest.pages['/_app'] ?? [])])];
console.log(`shared start-up (runtime + _app): ${kib(total(shared))} gzip in ${shared.length} files`);

const rows = Object.entries(manifest.pages)
  .filter(([page]) => !page.startsWith('/_') && (only.length === 0 || only.includes(page)))
  .map(([page, files]) => {
    const own = js(files).filter((f) => !shared.includes(f));
    return { page, own: total(own), firstLoad: total(shared) + total(own), files: shared.length + own.length };
  })
  .sort((a, b) => b.firstLoad - a.firstLoad);
console.log('\npage                                   own JS      first load  files');
for (const r of rows)
  console.log(
    `${r.page.padEnd(38)} ${kib(r.own).padStart(10)}  ${kib(r.firstLoad).padStart(10)}  ${String(r.files).padStart(5)}`
  );

// Package names appear in chunks as strings (error messages, module names kept by libraries); the
// counts are only a hint of what a chunk holds. `next analyze` gives the exact module graph.
const PACKAGE_HINTS = [
  'zod',
  'graphql-request',
  'crypto-js',
  'redux',
  'immer',
  'reselect',
  'next-redux-wrapper',
  'nprogress',
  'dayjs',
  'react-dom',
  'scheduler',
  'portone',
  'naver',
];
const chunkFiles = [...new Set(Object.values(manifest.pages).flat())].filter((f) => f.endsWith('.js'));
const biggest = chunkFiles
  .map((f) => ({ f, ...sizeOf(f) }))
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, top);
console.log('\nlargest chunks (gzip, raw, used by how many pages, hints):');
for (const c of biggest) {
  const text = fs.readFileSync(path.join(distDir, c.f), 'utf8');
  const users = Object.values(manifest.pages).filter((files) => files.includes(c.f)).length;
  const hints = PACKAGE_HINTS.filter((h) => text.includes(h)).join(' ');
  console.log(
    `${c.f.padEnd(42)} ${kib(c.gzip).padStart(10)} ${kib(c.raw).padStart(10)} ${String(users).padStart(4)}  ${hints}`
  );
}
