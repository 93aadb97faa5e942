import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The pages Next.js prerenders at build time (404 and 500: Next forbids request-time data there)
 * were rendered without a request, so their inline bootstrap script has no nonce. Every missing
 * page and every gSSP `notFound` is served from that 404 file; without this its script is blocked
 * and the page never hydrates. Their exact inline scripts are admitted by hash instead: a hash
 * admits only that text (which loads our own chunks), nothing an attacker could write.
 *
 * Read once from the build output; under `next dev` there are no such files (every page is rendered
 * per request, with its nonce) and the list is empty.
 */
const PRERENDERED_PAGES = ['404.html', '500.html'];

/** Inline, executable scripts: no src, no type (JSON data and JSON-LD are never executed). */
const INLINE_SCRIPT = /<script(?![^>]*\s(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (body.trim()) hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

let cached: string[] | undefined;

export function prerenderedScriptHashes(distDir = process.env.NEXT_DIST_DIR || '.next'): string[] {
  if (cached) return cached;
  const hashes = new Set<string>();
  for (const file of PRERENDERED_PAGES) {
    try {
      const html = fs.readFileSync(path.join(process.cwd(), distDir, 'server', 'pages', file), 'utf8');
      for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    } catch {
      // Not prerendered in this build (or `next dev`): nothing to admit.
    }
  }
  cached = [...hashes];
  return cached;
}
