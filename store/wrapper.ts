/**
 * The next-redux-wrapper wrapper: `wrapper.getServerSideProps(store => ctx => …)` in pages and
 * `wrapper.useWrappedStore(rest)` in pages/_app.
 *
 * Services are resolved per business. In the browser: one set over HTTP (NEXT_PUBLIC_APP_ENV picks
 * the API base). On the server they depend on the request (its cookies, the in-process transport),
 * which store/ cannot build because it never imports server/ (docs/architecture.md §2). So the
 * server registers a factory once at start (`setServerServicesFactory`), kept on globalThis because
 * Next compiles pages and instrumentation separately and a module variable could exist twice.
 */
import { createWrapper, type Context } from 'next-redux-wrapper';
import { createApiClient } from '@/api/client';
import { createBrowserServices, createServices, type Services } from '@/api/services';
import { makeStore, type AppStore } from './store';
import { serializeChangedSlices } from './serializedState';

/** Gets the getServerSideProps context ({ req, res, … }), or undefined / {} while rendering `_app`. */
export type ServerServicesFactory = (context: Context | undefined) => Services;

const FACTORY_KEY = Symbol.for('ridemarket.serverServicesFactory');
type FactoryHolder = { [FACTORY_KEY]?: ServerServicesFactory };

export function setServerServicesFactory(factory: ServerServicesFactory | undefined): void {
  (globalThis as FactoryHolder)[FACTORY_KEY] = factory;
}

let browserServices: Services | undefined;

export function resolveServices(context?: Context): Services {
  if (typeof window !== 'undefined') {
    browserServices ??= createBrowserServices(process.env.NEXT_PUBLIC_APP_ENV);
    return browserServices;
  }
  const factory = (globalThis as FactoryHolder)[FACTORY_KEY];
  if (factory) return factory(context);
  // No factory (build-time rendering of a static page, a script): a client with no base URL, whose
  // calls fail with ApiConnectError instead of reaching some network by surprise. Never cached.
  return createServices(createApiClient({ baseUrl: '', cache: null }));
}

// Slices the page left untouched are not sent (store/serializedState.ts); no deserializeState is
// needed because a missing key leaves the browser's slice as it is.
export const wrapper = createWrapper<AppStore>((context) => makeStore(context, resolveServices(context)), {
  serializeState: serializeChangedSlices,
});
