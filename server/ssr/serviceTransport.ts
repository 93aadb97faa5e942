import type { InProcessTransport } from '@/api/client';
import type { ServiceName } from '@/lib/servicePaths';
import { captureYoga } from '../graphql/capture/yoga';
import { itemYoga } from '../graphql/item/yoga';
import { orderYoga } from '../graphql/order/yoga';
import { adminYoga } from '../graphql/admin/yoga';
import { inProcessExecutorOf, type ServiceYoga } from '../graphql/createServiceYoga';
import { inProcessServerContext, type PageIdentity } from '../graphql/inProcessTransport';

const byService: Record<ServiceName, () => ServiceYoga> = {
  capture: captureYoga,
  item: itemYoga,
  order: orderYoga,
  admin: adminYoga,
};

/**
 * SSR makes no network hop to its own services, and no HTTP either (docs/architecture.md §3): the
 * api client (api/client.ts) is handed this transport, which runs the operation on the service's
 * Yoga in the same process (server/graphql/inProcessExecute.ts). Same documents, same plugins
 * (identity, limits, error formatting), no Request, no JSON of the answer. The call carries the
 * in-process mark as server context, so the services may vouch for the anonymous id it sends as a
 * plain header (the page read it from the visitor's sealed cookie); the same header over HTTP proves
 * nothing. With the page's identity already resolved, the services reuse it (no second session lookup).
 */
export function inProcessTransport(pageIdentity: () => PageIdentity | undefined = () => undefined): InProcessTransport {
  return ({ service, document, variables, operationName, headers }) =>
    inProcessExecutorOf(byService[service]())(
      { document, variables, operationName, headers },
      inProcessServerContext(pageIdentity())
    );
}
