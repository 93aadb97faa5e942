/**
 * The mark of SSR's in-process transport (server/ssr/serviceTransport.ts), handed to the service's
 * Yoga as server context (server/graphql/inProcessExecute.ts). Server context is set only by code in
 * this process (the HTTP mount passes the socket's address, Yoga's Node adapter the Node request):
 * nothing a network client sends can put a symbol there, so a request that carries this mark did not
 * come over HTTP.
 *
 * Why it matters: the transport sends the visitor's anonymous id as a plain x-rm-anony-id header,
 * which over HTTP proves nothing and is not read (server/auth/identity.ts). In-process it is the id
 * the page unsealed from the visitor's own aid cookie, so the services take it and vouch for it (the
 * context's anonVerified). On a first visit it is
 * the id the page has just minted: SSR sends no capture commands today, and one that recorded a
 * search during rendering would let every cookie-less page load vote in 인기 검색어.
 */
import type { Viewer } from '../domain/viewer';

export const IN_PROCESS_TRANSPORT: unique symbol = Symbol('ridemarket.inProcessTransport');

/** Who the page request is, as its getServerSideProps already resolved it (viewer and anonymous id). */
export type PageIdentity = { viewer: Viewer | null; anonId: string | null };

export type InProcessServerContext = { transport?: typeof IN_PROCESS_TRANSPORT; pageIdentity?: PageIdentity };

/**
 * A fresh server context per call: the server adapter and Yoga build the request's context on it.
 * With the page's identity, the operation uses it instead of looking the session up again: the
 * viewer is resolved once per page request, however many operations the page sends.
 */
export function inProcessServerContext(
  pageIdentity?: PageIdentity
): InProcessServerContext & { transport: typeof IN_PROCESS_TRANSPORT } {
  return pageIdentity ? { transport: IN_PROCESS_TRANSPORT, pageIdentity } : { transport: IN_PROCESS_TRANSPORT };
}

/** The page's identity handed in by the in-process transport, or undefined for any other caller. */
export function pageIdentityOf(context: unknown): PageIdentity | undefined {
  return isInProcessTransport(context) ? (context as InProcessServerContext).pageIdentity : undefined;
}

/** Whether Yoga's initial context (server context merged in) came through the in-process transport. */
export function isInProcessTransport(context: unknown): boolean {
  return (context as InProcessServerContext | null | undefined)?.transport === IN_PROCESS_TRANSPORT;
}
