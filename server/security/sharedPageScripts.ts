import crypto from 'node:crypto';

/**
 * A page that a shared cache keeps is sent to many visitors, so it cannot carry a per-response CSP
 * nonce (docs/operations.md §10 What the shared cache keeps). It is rendered with a fresh nonce as
 * usual, and then, before it leaves, the nonce is taken out: the inline scripts that carried it
 * (Next's own bootstrap) are admitted by their sha256 hash instead, and scripts from our origin by
 * 'self'. The nonce is this render's own and unguessable, so only the template's scripts carry it:
 * an inline script that a member's text smuggled into the page has no nonce, gets no hash, and stays
 * blocked. Script-src never gains 'unsafe-inline'.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** An executable inline script: no src, and no type or a JavaScript one (JSON data is never run). */
function isExecutableInline(attributes: string, body: string): boolean {
  if (/\ssrc\s*=/i.test(attributes) || !body.trim()) return false;
  const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
  return type === undefined || /^(text\/javascript|application\/javascript|module)$/i.test(type.trim());
}

export type SharedPage = { html: string; scriptHashes: string[] };

/**
 * The page without `nonce`, and the hashes of the inline scripts that carried it; null when the
 * nonce is still somewhere after its attributes are gone (the page is then not shared).
 */
export function withoutNonce(html: string, nonce: string): SharedPage | null {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (attributes.includes(attribute) && isExecutableInline(attributes, body)) {
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  // Next also names the nonce on its CSS marker (<noscript data-n-css="…">), which it leaves empty
  // when there is none: styles are admitted without a nonce anyway (style-src).
  const stripped = html.split(attribute).join('').split(` data-n-css="${nonce}"`).join(' data-n-css=""');
  if (stripped.includes(nonce)) return null;
  return { html: stripped, scriptHashes: [...hashes] };
}
