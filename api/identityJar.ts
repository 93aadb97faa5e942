/**
 * Where the client gets the caller's identity and where it keeps the new one (docs/product.md §7).
 *
 * One interface, two implementations:
 * - On the server (written in server/, handed to createApiClient per request): reads the sealed
 *   HttpOnly cookies of the incoming request, gives the plain session token or anonymous id to the
 *   in-process services as headers, and seals the values the services answer with into Set-Cookie
 *   on the outgoing response (session 5 minutes, anonymous id 129,600 minutes; lib/identityNames.ts).
 * - In the browser: a no-op (below). The identity cookies are HttpOnly, so script can neither read
 *   nor write them, by design: a stolen script cannot steal a session. They travel by themselves on
 *   every same-origin request sent with `credentials: 'include'`, and the service's own Set-Cookie
 *   response header renews them; there is nothing for the client code to do.
 */

export interface IdentityJar {
  /** The plain session token to send as `x-rm-session`, or null. */
  getSessionToken(): string | null;
  /** The anonymous id to send as `x-rm-anony-id` when there is no session, or null. */
  getAnonId(): string | null;
  /** Called with every response's headers (errors included), so rotated values are never lost. */
  storeFromResponse(headers: Headers): void;
}

export function createBrowserIdentityJar(): IdentityJar {
  return {
    getSessionToken: () => null,
    getAnonId: () => null,
    storeFromResponse: () => undefined,
  };
}

/** A jar with no identity at all: build-time rendering, scripts, and tests that do not care. */
export const emptyIdentityJar: IdentityJar = createBrowserIdentityJar();
