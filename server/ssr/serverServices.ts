import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'next-redux-wrapper';
import { createApiClient } from '@/api/client';
import { emptyIdentityJar } from '@/api/identityJar';
import { createServices, type Services } from '@/api/services';
import { HEADER_REQUEST_ID } from '@/lib/identityNames';
import { setServerServicesFactory } from '@/store/wrapper';
import { createServerIdentityJar } from '../auth/serverIdentityJar';
import { serverEnv } from '../env';
import { requestState } from '../auth/requestState';
import { inProcessTransport } from './serviceTransport';

type PageContext = { req?: IncomingMessage; res?: ServerResponse };

/**
 * The services a server-side store's thunks use: the page request's identity (sealed cookies →
 * headers, rotated values → Set-Cookie on the page response) and, unless API_BASE names a remote
 * deployment, the in-process transport (no HTTP). The page's request id follows every call into the logs.
 */
export function createServerServices(context: Context | undefined): Services {
  const { req, res } = (context ?? {}) as PageContext;
  const remote = serverEnv().API_BASE;
  const requestId = (req?.headers[HEADER_REQUEST_ID] as string | undefined) ?? crypto.randomUUID();
  const userAgent = req?.headers['user-agent'];
  const client = createApiClient({
    baseUrl: remote ?? 'http://internal',
    ...(remote ? { fetch } : { inProcess: inProcessTransport(() => (req ? requestState(req).page : undefined)) }),
    identity: req && res ? createServerIdentityJar(req, res) : emptyIdentityJar,
    cache: null,
    // Origin is deliberately not forwarded: the page request's Origin says nothing about these calls.
    headers: () => ({ [HEADER_REQUEST_ID]: requestId, ...(userAgent ? { 'user-agent': userAgent } : {}) }),
  });
  return createServices(client);
}

/** Registers the factory on globalThis (store/wrapper.ts) once per process. */
export function registerServerServices(): void {
  setServerServicesFactory(createServerServices);
}
