import type { Plugin } from 'graphql-yoga';
import { httpError } from '../errors';

/**
 * Cross-site request forgery guard (ARCHITECTURE.md, security baseline).
 *
 * 1. A POST must carry a JSON content type. A browser sends a cross-site request without a CORS
 *    preflight only with a "simple" content type (form-urlencoded, multipart, text/plain), so a
 *    JSON-only endpoint cannot be driven by a plain HTML form or a no-cors fetch. Yoga would parse
 *    forms and multipart itself; we refuse them before the body is read. GET stays possible for
 *    queries only: Yoga already rejects a mutation over GET (405).
 * 2. When an Origin header is present (browsers send it on every POST and on CORS requests) it must
 *    be the request's own origin (Host or X-Forwarded-Host, with the forwarded or actual protocol)
 *    or the configured SITE_URL origin. Requests without Origin (SSR in-process, native apps,
 *    servers) are not browser-driven and pass.
 */

const JSON_TYPES = new Set(['application/json', 'application/graphql+json']);

function mediaType(contentType: string | null): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/** A forwarded header may hold a comma-separated chain; the first hop is the client-facing one. */
function firstValue(value: string | null): string | null {
  const first = value?.split(',')[0].trim();
  return first ? first : null;
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function allowedOrigins(request: Request, siteUrl: string | undefined): Set<string> {
  const allowed = new Set<string>();
  const url = new URL(request.url, 'http://localhost');
  const proto = firstValue(request.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '');
  for (const host of [firstValue(request.headers.get('x-forwarded-host')), request.headers.get('host'), url.host]) {
    const origin = host ? originOf(`${proto}://${host}`) : null;
    if (origin) allowed.add(origin);
  }
  const site = siteUrl ? originOf(siteUrl) : null;
  if (site) allowed.add(site);
  return allowed;
}

export function useCsrfGuard(): Plugin {
  return {
    onRequestParse({ request }) {
      const origin = request.headers.get('origin');
      if (origin !== null) {
        const normalized = originOf(origin);
        if (!normalized || !allowedOrigins(request, process.env.SITE_URL).has(normalized)) {
          throw httpError('FORBIDDEN', 403, '다른 사이트에서 보낸 요청은 처리할 수 없어요.');
        }
      }
      if (request.method === 'POST' && !JSON_TYPES.has(mediaType(request.headers.get('content-type')))) {
        throw httpError('BAD_REQUEST', 415, '요청은 application/json 형식으로 보내 주세요.');
      }
    },
  };
}
