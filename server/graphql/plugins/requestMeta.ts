import type { RequestIdentity } from '@/server/auth/identity';
import { requestIdFrom } from '@/server/security/requestId';

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
