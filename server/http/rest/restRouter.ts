import type { Db } from '../../db/client';
import { resolveIdentityWithToken } from '../../auth/identity';
import { readCookies } from '../../auth/cookies';
import { resolveIdentityOptions, type IdentityOptions } from '../../auth/identityOptions';
import { clientIp } from '../../security/clientIp';
import { requestIdFrom } from '../../security/requestId';
import { hasJsonContentType, isSameOriginRequest } from '../../security/sameOrigin';
import { realFloorClock, type FloorClock } from '../../security/timingFloor';
import type { TrustProxyInput } from '../../security/trustProxy';
import { DomainError } from '@/lib/errors';
import { HEADER_REQUEST_ID } from '@/lib/identityNames';
import { DEFAULT_MAX_BODY_BYTES, readCappedText, readJsonBody } from './restBody';
import { restErrorAnswer } from './restErrors';
import type { RestAnswer, RestContext, RestRoute } from './restTypes';

export type RestRouterOptions = {
  /** Public path prefix, e.g. `/app/v4/auth`. */
  prefix: string;
  routes: readonly RestRoute[];
  getDb: () => Promise<Db>;
  /** Secret, Secure flag, clock: tests inject them; the app uses the environment. */
  identity?: () => IdentityOptions;
  siteUrl?: () => string | undefined;
  /** Our reverse proxies (TRUST_PROXY): how far X-Forwarded-For, -Host and -Proto are believed. */
  trustProxy?: () => TrustProxyInput;
  /** Largest POST body of a route that sets no limit of its own. */
  maxBodyBytes?: number;
  /** The timing floors' clock and wait: tests record the wait instead of taking it. */
  floorClock?: FloorClock;
};

export type RestFetchInfo = { socketAddress?: string | null };

export type RestRouter = { fetch(request: Request, info?: RestFetchInfo): Promise<Response> };

function json(status: number, body: unknown, headers: Record<string, string>, cookies: string[]): Response {
  const out = new Headers({
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  for (const cookie of cookies) out.append('set-cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers: out });
}

/**
 * The /app/v4 REST surface of the account flows: what sets cookies or follows redirects. Every
 * POST is a state change and must be same-origin JSON (the CSRF rule of the GraphQL services).
 * Answers are never cached, and the identity resolved for the request (a slid or refreshed
 * session) travels back with whatever cookies the handler adds.
 */
export function createRestRouter(options: RestRouterOptions): RestRouter {
  const table = new Map(options.routes.map((route) => [`${route.method} ${route.path}`, route]));
  const paths = new Set(options.routes.map((route) => route.path));

  async function fetch(request: Request, info: RestFetchInfo = {}): Promise<Response> {
    const url = new URL(request.url);
    const requestId = requestIdFrom(request.headers);
    const path = url.pathname.startsWith(options.prefix) ? url.pathname.slice(options.prefix.length) || '/' : null;
    const base = { [HEADER_REQUEST_ID]: requestId };
    if (path === null || !paths.has(path)) {
      return json(404, { code: 'NOT_FOUND', message: '찾으시는 주소가 없어요.' }, base, []);
    }
    const route = table.get(`${request.method} ${path}`);
    if (!route) {
      const allow = ['GET', 'POST'].filter((m) => table.has(`${m} ${path}`)).join(', ');
      return json(405, { code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' }, { ...base, allow }, []);
    }
    let identityCookies: string[] = [];
    try {
      const siteUrl = options.siteUrl?.() ?? process.env.SITE_URL;
      const trustProxy = options.trustProxy?.() ?? false;
      if (!route.rawBody && !isSameOriginRequest(request, siteUrl, { trustProxy, socketAddress: info.socketAddress }))
        throw new DomainError('FORBIDDEN', '다른 사이트에서 보낸 요청은 처리할 수 없어요.');
      let body: unknown;
      if (route.method === 'POST' && route.rawBody) {
        body = await readCappedText(request, route.maxBodyBytes ?? options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
      } else if (route.method === 'POST') {
        if (!hasJsonContentType(request)) {
          return json(415, { code: 'BAD_REQUEST', message: '요청은 application/json 형식으로 보내 주세요.' }, base, []);
        }
        body = await readJsonBody(request, route.maxBodyBytes ?? options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
      }
      const db = await options.getDb();
      const identityOptions = resolveIdentityOptions(options.identity?.() ?? {});
      const identity = await resolveIdentityWithToken(db, request.headers, identityOptions);
      identityCookies = identity.setCookies;
      const ctx: RestContext = {
        request,
        url,
        body,
        db,
        identity,
        ip: clientIp(request.headers, info.socketAddress, trustProxy),
        cookies: readCookies(request.headers.get('cookie'), identityOptions),
        userAgent: request.headers.get('user-agent'),
        siteUrl: siteUrl ?? url.origin,
        options: identityOptions,
        setCookies: [],
        floorClock: options.floorClock ?? realFloorClock,
      };
      const answer: RestAnswer = await route.handle(ctx);
      const cookies = mergeCookies(identityCookies, ctx.setCookies);
      if ('redirect' in answer) {
        const headers = new Headers({
          ...base,
          'cache-control': 'no-store',
          location: answer.redirect,
          ...answer.headers,
        });
        for (const cookie of cookies) headers.append('set-cookie', cookie);
        return new Response(null, { status: answer.status ?? (route.method === 'POST' ? 303 : 302), headers });
      }
      return json(answer.status ?? 200, answer.json, { ...base, ...answer.headers }, cookies);
    } catch (error) {
      const { status, body, headers } = restErrorAnswer(error, requestId, `${route.method} ${options.prefix}${path}`);
      return json(status, body, { ...base, ...headers }, identityCookies);
    }
  }

  return { fetch };
}

/** The handler's cookies win over the identity's (a login replaces a slid anonymous session). */
function mergeCookies(first: string[], second: string[]): string[] {
  const names = new Set(second.map((c) => c.slice(0, c.indexOf('='))));
  return [...first.filter((c) => !names.has(c.slice(0, c.indexOf('=')))), ...second];
}
