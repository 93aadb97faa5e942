/**
 * The Content-Security-Policy of every page. Scripts run only from our own origin or with this
 * response's nonce, so an injected <script> (a seller's HTML, a review, a URL echoed into the page)
 * does not execute. The nonce is fresh per response: proxy.ts mints it, puts the policy on the
 * response and on the request (Next.js reads the nonce from the request's policy and gives it to
 * its own scripts; pages/_document.tsx passes it to <Head> and <NextScript>). A cached anonymous
 * page swaps its nonce per response too (server/ssr/anonymousPageCache.ts).
 *
 * Pure and framework-free, so proxy.ts, the page cache and tests share one definition.
 */

/** 18 random bytes in base64url: 24 characters, no padding, as a CSP nonce must be unguessable. */
const NONCE_SHAPE = /^[A-Za-z0-9_-]{24}$/;

export function newNonce(): string {
  const bytes = new Uint8Array(18);
  globalThis.crypto.getRandomValues(bytes);
  return Buffer.from(bytes).toString('base64url');
}

export function isNonce(value: unknown): value is string {
  return typeof value === 'string' && NONCE_SHAPE.test(value);
}

/**
 * Which third parties a page may load. Each is the one page that needs it, so that every other page
 * (most of all those showing seller- or member-written HTML) keeps the strictest policy.
 */
export type CspScope = 'site' | 'naverMap' | 'portone' | 'admin';

/** The operator console: its own, stricter policy (docs/decisions/0014-operator-console.md). */
export const isAdminPath = (pathname: string): boolean => /^\/admin(\/|$)/.test(pathname);

export const NAVER_MAP_PATH = '/nearby_store/map';

export function cspScopeOf(pathname: string): CspScope {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === NAVER_MAP_PATH) return 'naverMap';
  if (isAdminPath(path)) return 'admin';
  // The PortOne identity check popup (pages/identity/portone/[id].tsx) runs PortOne's browser SDK.
  if (/^\/identity\/portone\/[^/]+$/.test(path)) return 'portone';
  // The payment page opens PortOne's payment window (components/checkout/portoneCheckout.ts).
  if (/^\/services\/\d+\/payment$/.test(path)) return 'portone';
  // Card registration opens PortOne's billing-key window (components/cards/portoneCardWindow.ts).
  if (path === '/user/card_regist') return 'portone';
  return 'site';
}

type Sources = Partial<Record<'script' | 'img' | 'connect' | 'frame' | 'worker' | 'form', string[]>>;

/**
 * Naver Maps v3: the loader on oapi.map.naver.com pulls its submodules and style data (JSONP) from
 * *.pstatic.net, draws tiles from map.pstatic.net / *.map.naver.net, may build a WebGL worker from a
 * blob, and reports errors to Naver's collector.
 */
const NAVER_MAP: Sources = {
  script: ['https://oapi.map.naver.com', 'https://*.pstatic.net'],
  img: ['https://*.pstatic.net', 'https://*.map.naver.net', 'https://*.map.naver.com'],
  connect: [
    'https://oapi.map.naver.com',
    'https://*.map.naver.com',
    'https://*.map.naver.net',
    'https://*.pstatic.net',
    'https://kr-col-ext.nelo.navercorp.com',
  ],
  worker: ['blob:'],
};

/**
 * PortOne's SDK talks to its own API and, on a wide screen, frames the carrier's or card company's
 * page, whose host depends on the carrier or payment company PortOne picks; on a phone it leaves
 * for it instead, some of them entered by a form POST from this page. Hence any https host for
 * frames and form targets, on these pages only.
 */
const PORTONE: Sources = {
  script: ['https://cdn.portone.io'],
  connect: ['https://*.portone.io', 'https://*.iamport.co'],
  frame: ['https:'],
  form: ['https:'],
};

const THIRD_PARTIES: Record<CspScope, Sources> = { site: {}, naverMap: NAVER_MAP, portone: PORTONE, admin: {} };

export type PolicyInput = {
  nonce: string;
  pathname: string;
  /** `next dev` only: React rebuilds server error stacks with eval there. Never in a production build. */
  dev: boolean;
  /** The API origin the browser calls when it is not this site (APP_ENV's base); '' means same origin. */
  apiOrigin?: string;
  /** 'sha256-…' sources of the inline scripts of pages prerendered without a nonce (prerenderedScripts.ts). */
  scriptHashes?: readonly string[];
};

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

export function contentSecurityPolicy({
  nonce,
  pathname,
  dev,
  apiOrigin = '',
  scriptHashes = [],
}: PolicyInput): string {
  if (!isNonce(nonce)) throw new Error('a CSP nonce must be 24 base64url characters');
  if (!scriptHashes.every((h) => HASH_SOURCE.test(h))) throw new Error('a CSP script hash must be a sha256 source');
  const scope = cspScopeOf(pathname);
  const extra = THIRD_PARTIES[scope];
  // The console loads nothing from elsewhere, no blob: pictures, and is never framed, not even by the site.
  const admin = scope === 'admin';
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    [
      'script-src',
      ["'self'", `'nonce-${nonce}'`, ...scriptHashes, ...(extra.script ?? []), ...(dev ? ["'unsafe-eval'"] : [])],
    ],
    // Styles keep 'unsafe-inline': React writes style="" attributes into the server HTML (the map's
    // height, progress bars), which cannot carry a nonce, and the map SDK injects <style> elements.
    // Styles cannot run code; scripts stay nonce-only.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for CSS-inlined icons, blob: for photos previewed before upload.
    ['img-src', ["'self'", 'data:', ...(admin ? [] : ['blob:']), ...(extra.img ?? [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...(apiOrigin ? [apiOrigin] : []), ...(extra.connect ?? [])]],
    ['frame-src', ["'self'", ...(extra.frame ?? [])]],
    ['worker-src', ["'self'", ...(extra.worker ?? [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // Without it a form injected into a page (a seller's HTML) could post what a member types anywhere.
    ['form-action', ["'self'", ...(extra.form ?? [])]],
    ['frame-ancestors', [admin ? "'none'" : "'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The policy of a page kept by a shared cache (server/security/sharedPageScripts.ts): the request's
 * policy with its nonce replaced by the hashes of the page's own inline scripts. Everything else
 * (the page's third parties, 'self', the prerendered pages' hashes) stays as proxy.ts made it.
 */
export function sharedPolicy(policy: string, scriptHashes: readonly string[]): string {
  if (!scriptHashes.every((h) => HASH_SOURCE.test(h))) throw new Error('a CSP script hash must be a sha256 source');
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      return [name, ...kept, ...scriptHashes.filter((h) => !kept.includes(h))].join(' ');
    })
    .join('; ');
}

/** The nonce of a policy's script-src (what Next.js itself reads from the request), or null. */
export function nonceOfPolicy(policy: string | string[] | null | undefined): string | null {
  if (typeof policy !== 'string') return null;
  const scriptSrc = policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  const match = scriptSrc?.match(/'nonce-([A-Za-z0-9_-]{24})'/);
  return match ? match[1] : null;
}
