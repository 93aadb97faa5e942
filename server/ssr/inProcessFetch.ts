import { SERVICE_PATHS } from '@/lib/servicePaths';
import { captureYoga } from '../graphql/capture/yoga';
import { itemYoga } from '../graphql/item/yoga';
import { orderYoga } from '../graphql/order/yoga';
import { adminYoga } from '../graphql/admin/yoga';
import type { ServiceYoga } from '../graphql/createServiceYoga';
import { inProcessServerContext, type PageIdentity } from '../graphql/inProcessTransport';

const byPath: Record<string, () => ServiceYoga> = {
  [SERVICE_PATHS.capture]: captureYoga,
  [SERVICE_PATHS.item]: itemYoga,
  [SERVICE_PATHS.order]: orderYoga,
  [SERVICE_PATHS.admin]: adminYoga,
};

/**
 * SSR makes no network hop to its own services (docs/architecture.md §3): the api client (api/client.ts) is handed this
 * `fetch`, which dispatches to the service's yoga.fetch in the same process. Same contract, same
 * plugins (identity, limits, error masking), no socket. The call carries the in-process mark as
 * server context, so the services may vouch for the anonymous id it sends as a plain header (the
 * page read it from the visitor's sealed cookie); the same header over HTTP proves nothing.
 */
export const inProcessFetch: typeof fetch = (input, init) => inProcessFetchAs(undefined, input, init);

/** The same, for a page whose identity is already resolved: the services reuse it (no second session lookup). */
export function inProcessFetchFor(pageIdentity: () => PageIdentity | undefined): typeof fetch {
  return (input, init) => inProcessFetchAs(pageIdentity(), input, init);
}

async function inProcessFetchAs(
  pageIdentity: PageIdentity | undefined,
  input: RequestInfo | URL,
  init?: RequestInit
): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const yoga = byPath[url.pathname];
  if (!yoga)
    return new Response(JSON.stringify({ errors: [{ message: '알 수 없는 서비스 경로예요.' }] }), { status: 404 });
  return yoga().fetch(url, init ?? {}, inProcessServerContext(pageIdentity));
}
