import type { Db } from '../db/client';
import { resolveIdentityWithToken } from '../auth/identity';
import { resolveIdentityOptions, type IdentityOptions } from '../auth/identityOptions';
import { processUpload } from '../images/upload/processUpload';
import { readUploadBody } from '../images/upload/readUploadBody';
import { assertUploadRoom, saveUpload, type UploadQuota } from '../images/upload/saveUpload';
import { UPLOAD_HEADER, UPLOAD_HEADER_VALUE, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../images/upload/uploadLimits';
import { clientIp } from '../security/clientIp';
import { enforceRateLimits } from '../security/sharedRateLimit';
import { RATE_RULES } from '../security/rateRules';
import { requestIdFrom } from '../security/requestId';
import { isSameOriginRequest } from '../security/sameOrigin';
import type { TrustProxyInput } from '../security/trustProxy';
import { DomainError } from '@/lib/errors';
import { HEADER_REQUEST_ID } from '@/lib/identityNames';
import { restErrorAnswer } from './rest/restErrors';
import type { RestFetchInfo, RestRouter } from './rest/restRouter';

export type ImageUploadOptions = {
  getDb: () => Promise<Db>;
  identity?: () => IdentityOptions;
  siteUrl?: () => string | undefined;
  trustProxy?: () => TrustProxyInput;
  /** Tests shrink these to reach them with small files. */
  maxBodyBytes?: number;
  quota?: UploadQuota;
};

export const UPLOAD_ROUTE = 'POST /app/v4/images';

function json(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/**
 * POST /app/v4/images: the body is the photo's raw bytes (not multipart; the Content-Type is
 * ignored, the type comes from the bytes). Refusals cost as little as possible and come in this
 * order: a foreign page, a visitor, too many requests, a member at the limit, and only then is the
 * body read (at most 10 MB), decoded and re-encoded. Answers 201 `{ id, url, thumbUrl, width, height }`.
 */
export function createImageUploadHandler(options: ImageUploadOptions): RestRouter {
  async function fetch(request: Request, info: RestFetchInfo = {}): Promise<Response> {
    const requestId = requestIdFrom(request.headers);
    const base = { [HEADER_REQUEST_ID]: requestId };
    let cookies: string[] = [];
    try {
      if (request.method !== 'POST') {
        return json(
          405,
          { code: 'BAD_REQUEST', message: '지원하지 않는 요청 방식이에요.' },
          { ...base, allow: 'POST' }
        );
      }
      const trustProxy = options.trustProxy?.() ?? false;
      const siteUrl = options.siteUrl?.() ?? process.env.SITE_URL;
      if (!isSameOriginRequest(request, siteUrl, { trustProxy, socketAddress: info.socketAddress })) {
        throw new DomainError('FORBIDDEN', '다른 사이트에서 보낸 요청은 처리할 수 없어요.');
      }
      // A form or an <img> can't add a header: only our script can (CSRF, as the JSON rule elsewhere).
      if (request.headers.get(UPLOAD_HEADER) !== UPLOAD_HEADER_VALUE)
        throw new DomainError('BAD_REQUEST', UPLOAD_MESSAGES.header);
      const db = await options.getDb();
      const identity = await resolveIdentityWithToken(
        db,
        request.headers,
        resolveIdentityOptions(options.identity?.() ?? {})
      );
      cookies = identity.setCookies;
      const viewer = identity.viewer;
      if (!viewer) throw new DomainError('UNAUTHENTICATED', UPLOAD_MESSAGES.notMember);
      await enforceRateLimits(db, [
        { rule: RATE_RULES.uploadPerMember, subject: String(viewer.userId) },
        { rule: RATE_RULES.uploadPerIp, subject: clientIp(request.headers, info.socketAddress, trustProxy) },
      ]);
      const quota = options.quota ?? UPLOAD_LIMITS;
      await assertUploadRoom(db, viewer.userId, quota);
      const bytes = await readUploadBody(request, options.maxBodyBytes ?? UPLOAD_LIMITS.maxBodyBytes);
      const stored = await saveUpload(db, viewer.userId, await processUpload(bytes), quota);
      return withCookies(json(201, stored, { ...base, location: stored.url }), cookies);
    } catch (error) {
      const answer = restErrorAnswer(error, requestId, UPLOAD_ROUTE);
      return withCookies(json(answer.status, answer.body, { ...base, ...answer.headers }), cookies);
    }
  }
  return { fetch };
}

/** The slid or refreshed session travels back with every answer, as on the rest of /app/v4. */
function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}
