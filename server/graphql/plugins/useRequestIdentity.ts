import type { Plugin, YogaInitialContext } from 'graphql-yoga';
import type { Db } from '@/server/db/client';
import type { IdentityTransport, RequestIdentity } from '@/server/auth/identity';
import type { ServiceContext } from '../context';
import { isInProcessTransport, pageIdentityOf } from '../inProcessTransport';
import { HEADER_REQUEST_ID } from '@/lib/identityNames';
import { peekRequestMeta, requestMeta } from './requestMeta';

/** The transport says whether the plain anonymous-id header may be read (server/auth/identity.ts). */
export type ResolveIdentity = (db: Db, headers: Headers, transport: IdentityTransport) => Promise<RequestIdentity>;

/**
 * The per-operation context { db, viewer, anonId, anonVerified, requestId }. Identity is resolved
 * here, once per operation, and remembered on the request so that onResponse can hand out its
 * cookies and headers. The anonymous id is verified when it came in the sealed cookie, or over SSR's
 * in-process transport, whose plain header no network client can send as such (inProcessTransport.ts);
 * over HTTP the plain header is not even read.
 */
export function serviceContextFactory(getDb: () => Promise<Db>, resolveIdentity: ResolveIdentity) {
  return async (initial: YogaInitialContext): Promise<ServiceContext> => {
    const { request } = initial;
    const meta = requestMeta(request);
    const db = await getDb();
    // SSR's page already resolved (and, if needed, refreshed) the session and put the cookies on the
    // page response: reuse it rather than look the session up again for each operation.
    const page = pageIdentityOf(initial);
    const inProcess = isInProcessTransport(initial);
    const identity: RequestIdentity = page
      ? { viewer: page.viewer, anonId: page.anonId, anonVerified: true, setCookies: [], responseHeaders: {} }
      : await resolveIdentity(db, request.headers, inProcess ? 'in-process' : 'network');
    meta.identity = identity;
    const anonVerified = identity.anonId !== null && (identity.anonVerified === true || inProcess);
    return { db, viewer: identity.viewer, anonId: identity.anonId, anonVerified, requestId: meta.requestId };
  };
}

/**
 * What a request's answer carries about identity: the request id (x-request-id ties a client report
 * to the server's log line), and the identity's rotated session or newly minted anonymous id as
 * Set-Cookie and plain headers. Written onto the HTTP response, and onto the in-process executor's
 * answer headers (server/graphql/inProcessExecute.ts).
 */
export function writeIdentityHeaders(request: Request, headers: Headers): void {
  const meta = peekRequestMeta(request);
  if (!meta) return;
  headers.set(HEADER_REQUEST_ID, meta.requestId);
  const identity = meta.identity;
  if (!identity) return;
  for (const cookie of identity.setCookies) headers.append('set-cookie', cookie);
  for (const [name, value] of Object.entries(identity.responseHeaders)) headers.set(name, value);
  // A response that sets identity cookies must never be stored by a shared cache.
  if (identity.setCookies.length > 0) headers.set('cache-control', 'private, no-store');
}

/** Request id in, request id and identity out (writeIdentityHeaders). */
export function useRequestIdentity(): Plugin {
  return {
    onRequest({ request }) {
      requestMeta(request);
    },
    onResponse({ request, response }) {
      writeIdentityHeaders(request, response.headers);
    },
  };
}
