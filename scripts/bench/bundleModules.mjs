#!/usr/bin/env node
// `npm run bench:modules -- / /search`: which modules a route's start-up JavaScript is made of.
// Reads the module graph `next analyze --output` writes (Turbopack's own analysis: every module's
// compressed share of every chunk), so run it first:
//   NEXT_DIST_DIR=.next-analyze npx next analyze --output
// For each route named (default: /_app and /), prints the compressed bytes of its bootstrap chunks
// grouped by package (node_modules) or by project folder, and the largest single modules. Async
// chunks (dynamic import()) are listed apart: they are not downloaded at start.
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(process.env.ANALYZE_DIR || '.next-analyze', 'diagnostics', 'analyze', 'data');
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/_app', '/'];

function readAnalysis(route) {
  const file = path.join(root, route === '/' ? '' : route, 'analyze.data');
  const bytes = fs.readFileSync(file);
  const headerLength = bytes.readUInt32BE(0);
  return JSON.parse(bytes.subarray(4, 4 + headerLength).toString('utf8'));
}

function fullPath(sources, index) {
  const parts = [];
  for (let i = index; i !== undefined && i !== null && sources[i]; i = sources[i].parent_source_index)
    parts.unshift(sources[i].path);
  return parts.join('');
}

/** `node_modules/<pkg>` (scoped too) for packages, else the first two project folders. */
function groupOf(modulePath) {
  const at = modulePath.lastIndexOf('node_modules/');
  if (at !== -1) {
    const rest = modulePath.slice(at + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return modulePath
    .replace(/^\[project\]\//, '')
    .split('/')
    .slice(0, 2)
    .join('/');
}

const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;

for (const route of routes) {
  const a = readAnalysis(route);
  const bootstrap = new Set(a.chunk_groups.filter((g) => g.kind === 'bootstrap').flatMap((g) => g.output_file_indices));
  const isClient = (i) =>
    a.output_files[i].filename.startsWith('[client-fs]') && a.output_files[i].filename.endsWith('.js');
  const groups = new Map();
  const modules = new Map();
  let start = 0;
  let later = 0;
  for (const part of a.chunk_parts) {
    if (!isClient(part.output_file_index)) continue;
    if (!bootstrap.has(part.output_file_index)) {
      later += part.compressed_size;
      continue;
    }
    const p = fullPath(a.sources, part.source_index);
    start += part.compressed_size;
    groups.set(groupOf(p), (groups.get(groupOf(p)) ?? 0) + part.compressed_size);
    modules.set(p, (modules.get(p) ?? 0) + part.compressed_size);
  }
  console.log(`\n${route}: ${kib(start)} at start (compressed, per module), ${kib(later)} in async chunks`);
  for (const [g, size] of [...groups].sort((x, y) => y[1] - x[1]).slice(0, 25))
    console.log(`  ${kib(size).padStart(10)}  ${g}`);
  console.log('  largest modules:');
  for (const [m, size] of [...modules].sort((x, y) => y[1] - x[1]).slice(0, 12))
    console.log(`  ${kib(size).padStart(10)}  ${m}`);
}
