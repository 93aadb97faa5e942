import crypto from 'node:crypto';
import type { RequestIdentity } from '@/server/auth/identity';
import { HEADER_REQUEST_ID } from '@/lib/identityNames';

/**
 * What the plugins of one request share, keyed by the Request object: Yoga hands the same object to
 * onRequest, the context factory, onParams, onResultProcess and onResponse, and a WeakMap lets the
 * entry die with the request (no global state that a concurrent request could see).
 */
export type RequestMeta = {
  requestId: string;
  operationName: string | null;
  /** Set by the context factory; its cookies and headers go out in onResponse. */
  identity: RequestIdentity | null;
};

const metas = new WeakMap<Request, RequestMeta>();

// A caller-supplied id is echoed into logs and headers, so only a short token of safe characters
// is trusted; anything else (or nothing) gets a fresh uuid.
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function requestIdFrom(headers: Headers): string {
  const incoming = headers.get(HEADER_REQUEST_ID);
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}

export function requestMeta(request: Request): RequestMeta {
  let meta = metas.get(request);
  if (!meta) {
    meta = { requestId: requestIdFrom(request.headers), operationName: null, identity: null };
    metas.set(request, meta);
  }
  return meta;
}

export function peekRequestMeta(request: Request): RequestMeta | undefined {
  return metas.get(request);
}
