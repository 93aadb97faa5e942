import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/client';
import { resolveIdentityWithToken, type IdentityOptions, type RequestIdentity } from './identity';
import { appendSetCookies, requestState } from './requestState';

/** A Node request's headers as fetch Headers (repeated headers joined as the HTTP spec allows). */
export function headersFromIncoming(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(name === 'cookie' ? '; ' : ', ') : value);
  }
  return headers;
}

/**
 * Resolves the page request's identity once, in getServerSideProps, before any service call: the
 * refresh (if the 5-minute session cookie has lapsed) happens here exactly once, its cookies go on
 * the page response, and every ServerIdentityJar of this request then forwards the fresh session
 * token. Without it a returning visitor would be rendered signed out until the browser's own first
 * API call refreshed the session. Also mints the anonymous id (as ensureAnonId does).
 */
export async function resolvePageIdentity(
  db: Db,
  req: IncomingMessage,
  res: ServerResponse,
  options: IdentityOptions = {},
  /**
   * 'none' for a shared page (server/ssr/sharedPages.ts): the same HTML for every visitor, so the
   * visitor's anonymous id is neither minted (no Set-Cookie) nor given to the page's operations. The
   * browser asks for it after hydration (GET /app/v4/auth/visitor).
   */
  anonymous: 'mint' | 'none' = 'mint'
): Promise<RequestIdentity> {
  const resolved = await resolveIdentityWithToken(
    db,
    headersFromIncoming(req),
    options,
    'network',
    anonymous === 'mint'
  );
  const identity = anonymous === 'mint' ? resolved : { ...resolved, anonId: null };
  appendSetCookies(res, identity.setCookies);
  // Header-borne tokens (a native app's web view) go back as headers, as they came.
  for (const [name, value] of Object.entries(identity.responseHeaders)) res.setHeader(name, value);
  const state = requestState(req);
  state.sessionToken = identity.sessionToken;
  if (identity.anonId) state.anonId = identity.anonId;
  else if (anonymous === 'none') state.anonId = undefined;
  const { viewer, anonId, setCookies, responseHeaders } = identity;
  state.page = { viewer, anonId };
  return { viewer, anonId, setCookies, responseHeaders };
}
