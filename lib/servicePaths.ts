/**
 * The public paths of the GraphQL services (docs/product.md §7), defined once: the browser client calls
 * them, the API routes serve them (Yoga matches the public path), SSR dispatches to them in
 * process, and robots.txt keeps crawlers off them. next.config.js rewrites the same paths (a
 * CommonJS file that cannot import this; tests/unit/lib/servicePaths.test.ts keeps the two equal).
 */
export type ServiceName = 'capture' | 'item' | 'order' | 'admin';

export const SERVICE_PATHS = {
  capture: '/capture/v1/graphql',
  item: '/item/v1/graphql',
  order: '/order/v1/graphql',
  // The operator console's own contract (docs/decisions/0014-operator-console.md).
  admin: '/admin/v1/graphql',
} as const satisfies Readonly<Record<ServiceName, string>>;
