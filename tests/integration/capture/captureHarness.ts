import type { SharedLimiter } from '@/server/security/sharedRateLimit';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { resolveRequestIdentity, type RequestIdentity } from '@/server/auth/identity';
import type { Viewer } from '@/server/domain/viewer';
import { captureSchema } from '@/server/graphql/capture/schema';
import { createServiceYoga, type ServiceYoga } from '@/server/graphql/createServiceYoga';
import { COOKIE_ANON } from '@/lib/identityNames';
import { seal } from '@/server/auth/cookieSeal';
import { serverEnv } from '@/server/env';
import type { GqlRequest, GqlResponse } from '@/tests/support/serviceFetch';

/** The seven documents exactly as clients in the field send them (docs/product.md §7). */
export const ops = {
  visitPage:
    'mutation pb_createCaptureVisitPage($command: CaptureVisitPageCommand!) { createCaptureVisitPage(command: $command) }',
  claimVisits: 'mutation us_updateCaptureVisitPage($anonyId: String!) { updateCaptureVisitPage(anonyId: $anonyId) }',
  event: 'mutation pb_createCaptureEvent($command: CaptureEventCommand!) { createCaptureEvent(command: $command) }',
  naverEp:
    'mutation pb_createCaptureNaverEpVisit($command: CaptureNaverEpVisitCommand!) { createCaptureNaverEpVisit(command: $command) }',
  interaction:
    'mutation pb_createInteractionEvent($command: InteractionEventCommand!) { createInteractionEvent(command: $command) }',
  existSurvey:
    'query pb_existCaptureSurvey($surveyName: String!, $anonyId: String!) { existCaptureSurvey(surveyName: $surveyName, anonyId: $anonyId) { isExist } }',
  survey: 'mutation pb_createCaptureSurvey($command: CaptureSurveyCommand!) { createCaptureSurvey(command: $command) }',
} as const;

/** A capture yoga on the test database; `viewer` pretends a signed-in member (test-only identity). */
export function captureYogaFor(db: Db, options: { viewer?: Viewer; anonId?: string } = {}): ServiceYoga {
  const identity = async (): Promise<RequestIdentity> => ({
    viewer: options.viewer ?? null,
    anonId: options.anonId ?? null,
    setCookies: [],
    responseHeaders: {},
  });
  return createServiceYoga({
    name: 'capture',
    schema: captureSchema,
    getDb: async () => db,
    graphqlEndpoint: '/capture/v1/graphql',
    resolveIdentity: options.viewer || options.anonId ? identity : undefined,
    production: false,
  });
}

/**
 * The sealed aid cookie a browser proves its anonymous id with (under the server's secret unless a
 * test's service has its own): the only id its commands may name. A plain x-rm-anony-id header
 * proves nothing over HTTP (only SSR's in-process transport may name the id that way).
 */
export const asVisitor = (anonId: string, secret = serverEnv().SESSION_SECRET): Record<string, string> => ({
  cookie: `${COOKIE_ANON}=${seal(anonId, secret)}`,
});

/**
 * One operation from a network peer at `address`: the server context carries the socket's address,
 * as the Next API route hands it to Yoga (in-process calls have none and are not limited), and
 * optionally the capture limit (`rateLimiter`) in place of the process's own.
 */
export async function gqlFrom<TData = Record<string, unknown>>(
  yoga: ServiceYoga,
  request: GqlRequest,
  address: string,
  rateLimiter?: SharedLimiter
): Promise<GqlResponse<TData>> {
  const response = await yoga.fetch(
    `http://localhost${yoga.graphqlEndpoint}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json, application/json',
        ...request.headers,
      },
      body: JSON.stringify({
        query: request.query,
        variables: request.variables,
        operationName: request.operationName,
      }),
    },
    { socketAddress: address, ...(rateLimiter ? { rateLimiter } : {}) }
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

export async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return Number(row.n);
}

/** Stamped by the database clock just now (same machine), not by anything the client sent. */
export function expectServerTime(createdAt: Date): void {
  expect(createdAt).toBeInstanceOf(Date);
  expect(Math.abs(createdAt.getTime() - Date.now())).toBeLessThan(60_000);
}

export const longUrl = `https://www.ridemarket.kr/search?q=${'가'.repeat(2049)}`;
export const longName = 'a'.repeat(41);

/**
 * The capture service with the real identity resolver (the sealed cookie, or the x-rm-anony-id
 * header of the in-process transport) under a known secret, for tests that need to tell a
 * server-minted id from an invented one.
 */
export function captureYogaWithRealIdentity(db: Db, secret: string): ServiceYoga {
  return createServiceYoga({
    name: 'capture',
    schema: captureSchema,
    getDb: async () => db,
    graphqlEndpoint: '/capture/v1/graphql',
    resolveIdentity: (database, headers, transport) =>
      resolveRequestIdentity(database, headers, { secret, secure: false }, transport),
    production: false,
  });
}
