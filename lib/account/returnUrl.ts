/**
 * Where a login sends the member back (`returnUrl`). Only a path of this site is followed: an
 * absolute URL (`https://evil.example`), a protocol-relative one (`//evil.example`), a backslash
 * trick (`/\evil.example`, which browsers read as `//`) or anything with control characters is
 * ignored, so a crafted login link can't forward a freshly signed-in member to a phishing page.
 *
 * The check runs on the path as a browser will see it, after the URL parser has resolved dot
 * segments: `/.//evil.example` and `/a/..//evil.example` are harmless-looking strings that normalise
 * to `//evil.example`. It runs once more on the fully percent-decoded path, because a server, a
 * proxy or a later decode may turn `%2f%2f` or `%5c` into the separators themselves.
 */
const FALLBACK = '/';
const BASE = 'http://same.origin';
/** Login and sign-up pages never make sense as a destination after logging in. */
const LOOPING = /^\/(login|registration|find_id|find_pwd)(\/|$)/;
/**
 * Control characters, invisible format characters and every space but the plain one: URL parsers
 * drop some (tabs, newlines) and some render as nothing, so none belongs in a way back.
 */
const INVISIBLE = /(?! )[\p{Cc}\p{Cf}\p{Z}]/u;
/** A backslash and the slash look-alikes that IDNA maps to `/` or `\` when they land in a host. */
const SLASH_LIKE = /[\\\uFF0F\uFF3C\u2044\u2215\uFE68]/;
/** Deeper than this, percent-encoding is an attack, not a keyword: nobody encodes a path four times. */
const MAX_DECODES = 4;

function parseSameOrigin(path: string): URL | null {
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}

/** The path with every layer of percent-encoding removed, or null when it is broken or too deep. */
function fullyDecoded(pathname: string): string | null {
  let current = pathname;
  for (let round = 0; round < MAX_DECODES; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return null;
}

/** A parsed same-origin path that stays a path of this site however often it is decoded. */
function isSafePathname(pathname: string): { safe: false } | { safe: true; plain: string } {
  if (pathname.startsWith('//') || pathname.startsWith('/\\')) return { safe: false };
  const decoded = fullyDecoded(pathname);
  if (decoded === null || INVISIBLE.test(decoded) || SLASH_LIKE.test(decoded)) return { safe: false };
  // Decoded separators form new dot segments (`%2e%2e%2f/` → `../`): resolve and check again.
  const again = parseSameOrigin(decoded);
  if (!again || again.pathname.startsWith('//')) return { safe: false };
  return { safe: true, plain: again.pathname };
}

export function safeReturnUrl(raw: unknown, fallback: string = FALLBACK): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || INVISIBLE.test(raw)) return fallback;
  const parsed = parseSameOrigin(raw);
  if (!parsed) return fallback;
  const checked = isSafePathname(parsed.pathname);
  if (!checked.safe || LOOPING.test(checked.plain)) return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  // What is returned is what the browser will follow: it must read back as this same path.
  const followed = parseSameOrigin(path);
  if (!followed || followed.pathname !== parsed.pathname || path.startsWith('//') || path.startsWith('/\\'))
    return fallback;
  return path;
}

/** The login page that brings the shopper back to `returnUrl` afterwards. */
export function loginHref(returnUrl: string): string {
  return `/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}
