import crypto from 'node:crypto';
import { HEADER_REQUEST_ID } from '@/lib/identityNames';

// A caller-supplied id is echoed into logs and response headers, so only a short token of safe
// characters is trusted (no CR/LF, spaces or markup a log viewer or a client might interpret);
// anything else, or nothing, gets a fresh uuid.
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The request id of one request, shared by the GraphQL services and the /app/v4 REST routes. */
export function requestIdFrom(headers: Headers): string {
  return acceptedRequestId(headers.get(HEADER_REQUEST_ID));
}

/** A caller's id when it is well-formed, else a fresh one. */
export function acceptedRequestId(incoming: string | null | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}
