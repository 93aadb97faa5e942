import type { Plugin } from 'graphql-yoga';
import { socketAddressOf } from '../../security/clientIp';
import { hasJsonContentType, isSameOriginRequest } from '../../security/sameOrigin';
import type { TrustProxyInput } from '../../security/trustProxy';
import { httpError } from '../errors';

/**
 * Cross-site request forgery guard (docs/architecture.md §12).
 *
 * 1. A POST must carry a JSON content type. A browser sends a cross-site request without a CORS
 *    preflight only with a "simple" content type (form-urlencoded, multipart, text/plain), so a
 *    JSON-only endpoint cannot be driven by a plain HTML form or a no-cors fetch. Yoga would parse
 *    forms and multipart itself; we refuse them before the body is read. GET stays possible for
 *    queries only: Yoga already rejects a mutation over GET (405).
 * 2. When a browser says where the request comes from (Origin, Sec-Fetch-Site), it must be this
 *    site (server/security/sameOrigin.ts). Requests without them (SSR in-process, native apps,
 *    servers) are not browser-driven and pass.
 */
export function useCsrfGuard(trustProxy: () => TrustProxyInput = () => false): Plugin {
  return {
    onRequestParse({ request, serverContext }) {
      // X-Forwarded-Host/-Proto count only when the socket peer is our proxy (TRUST_PROXY); an
      // in-process call (SSR) has no peer, so the setting is not even read for it.
      const socketAddress = socketAddressOf(serverContext);
      const forwarded = socketAddress ? { trustProxy: trustProxy(), socketAddress } : undefined;
      if (!isSameOriginRequest(request, process.env.SITE_URL, forwarded)) {
        throw httpError('FORBIDDEN', 403, '다른 사이트에서 보낸 요청은 처리할 수 없어요.');
      }
      if (request.method === 'POST' && !hasJsonContentType(request)) {
        throw httpError('BAD_REQUEST', 415, '요청은 application/json 형식으로 보내 주세요.');
      }
    },
  };
}
