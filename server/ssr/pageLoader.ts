/**
 * The one place that owns a server-rendered page's load policy (issue 15 §3, after sharetribe's
 * route configuration): a page declares, once, what it needs in a PageDefinition, and its
 * getServerSideProps is `loadPage(definition)`. The sequence every page used to repeat:
 *
 *   params (a bad one is a 404) → identity → member pages send a visitor to log in → anonymous HTML
 *   cache → the page's one operation → NOT_FOUND is a 404, the visitor's bad input a 400, our own
 *   failure a 503 that still renders (with 다시 시도) → props { shell, …page props }.
 *
 * The viewer comes inside the page's operation (store/pageThunk.ts), so a page costs one operation
 * and one session lookup (the in-process transport reuses the page's identity).
 */
import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import type { z } from 'zod';
import type { SerializedApiError } from '@/api/errors';
import { loginHref } from '@/lib/account/returnUrl';
import type { ShellProps } from '@/lib/shell';
// Every slice, whatever this page's components import: loaders fill slices by name (store/rootReducer.ts).
import '@/store/allSlices';
import type { AppStore, RootState } from '@/store/store';
import { loadViewer } from '@/store/viewerThunks';
import { wrapper } from '@/store/wrapper';
import { guestRedirect } from './accountPages';
import { pageCacheKey, sharedPageKey, withAnonymousPageCache } from './anonymousPageCache';
import { isSharedRequest, PRIVATE_PAGE, type SharedFamily } from './sharedPages';
import { preparePageShell, shellWithoutIdentity } from './shell';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/unavailable';
import { logger } from '../logger';
import { countPageLoad } from '../observability/appMetrics';

type Dispatched = { meta: { requestStatus: 'fulfilled' | 'rejected' }; payload?: unknown };

export type PageDefinition<P, Extra extends Record<string, unknown> = Record<string, never>> = {
  /** The route params and query, as untrusted input. A value that does not parse is a 404. */
  params: z.ZodType<P>;
  /** Another address of the same page (e.g. /recommendations/SKI): where to send the visitor first. */
  redirect?: (params: P) => { destination: string; permanent: boolean } | null;
  /**
   * 'public' (default); 'member' pages send a visitor to /login with a way back; 'guest' pages (login,
   * sign-up) send a signed-in member on to their safe `returnUrl`, else my page.
   */
  access?: 'public' | 'member' | 'guest';
  /**
   * Whether anonymous HTML may be kept and shared (server/ssr/anonymousPageCache.ts): true, or a
   * function that gives the cache key (null renders for this visitor), e.g. per experiment variant.
   */
  cache?:
    | boolean
    | ((context: GetServerSidePropsContext, shell: ShellProps, params: P, store: AppStore) => Promise<string | null>);
  /**
   * The page is the same for every visitor without a session: a shared HTTP cache may keep it for its
   * family's s-maxage (server/ssr/sharedPages.ts, docs/operations.md §10 What the shared cache keeps).
   * Such a visitor's page is rendered without their anonymous id and goes out `public`.
   */
  shared?: SharedFamily;
  /**
   * When a page is shared only sometimes (an experiment splitting visitors is running, the HTML
   * depends on the Referer): false renders this request as `cache` says, private.
   */
  sharedWhen?: (context: GetServerSidePropsContext) => Promise<boolean>;
  /**
   * The page's operation(s): dispatches the page thunk (store/pageThunk.ts) and answers what it
   * settled. Most pages: `(store, p) => store.dispatch(loadModelPage(p.id))`. A page with no data of
   * its own leaves it out: the viewer alone is asked for (us_me), and only when someone is signed in.
   */
  load?: (store: AppStore, params: P, context: GetServerSidePropsContext) => Promise<Dispatched | Dispatched[] | void>;
  /** The slices the operation fills (the rest stay at their initial state and are not serialized). */
  fills: readonly (keyof RootState)[];
  /** Error codes that mean "no such page" (404). Default NOT_FOUND and INVALID_INPUT. */
  notFoundOn?: readonly string[];
  /** Error codes that are the visitor's mistake but still render, with 400 (a hand-edited filter). */
  badRequestOn?: readonly string[];
  /** A failed load that sends the visitor elsewhere instead (a FAQ link naming a category we don't have). */
  redirectOn?: (error: SerializedApiError, params: P) => string | null;
  /** A load that settled where the visitor goes next (a payment result: paid → the order, pending → the waiting page). */
  redirectAfter?: (params: P, state: RootState) => string | null;
  /** Props besides the shell, from the params and the loaded state (and the request, e.g. its Referer). */
  props?: (params: P, state: RootState, context: GetServerSidePropsContext) => Extra;
};

const DEFAULT_NOT_FOUND = ['NOT_FOUND', 'INVALID_INPUT'] as const;

/** The declared page, kept typed (a helper so the table's entries infer their params). */
export function definePage<P, Extra extends Record<string, unknown> = Record<string, never>>(
  definition: PageDefinition<P, Extra>
): PageDefinition<P, Extra> {
  return definition;
}

/** Route params win over a query key of the same name (Next puts both in `query` on rewrites). */
export function routeInput(context: Pick<GetServerSidePropsContext, 'params' | 'query'>): ParsedUrlQuery {
  return { ...context.query, ...(context.params ?? {}) };
}

function firstError(outcome: Dispatched | Dispatched[] | void): SerializedApiError | null {
  const all = outcome === undefined ? [] : Array.isArray(outcome) ? outcome : [outcome];
  const failed = all.find((action) => action.meta.requestStatus === 'rejected');
  if (!failed) return null;
  const payload = failed.payload as Partial<SerializedApiError> | undefined;
  return payload?.code ? (payload as SerializedApiError) : { code: 'INTERNAL', message: '' };
}

/** The status a failed load renders with, or 'notFound'. */
export function failureStatus(
  error: SerializedApiError,
  definition: Pick<PageDefinition<unknown>, 'notFoundOn' | 'badRequestOn'>
): 'notFound' | 400 | 503 {
  if (definition.badRequestOn?.includes(error.code)) return 400;
  if ((definition.notFoundOn ?? DEFAULT_NOT_FOUND).includes(error.code)) return 'notFound';
  return 503;
}

/**
 * The database is away (down, restarting, frozen past the pool's timeouts): the page answers 503 with
 * Retry-After and the app renders its 다시 시도 screen (pages/_app.tsx) instead of the page, whose
 * data and even whose visitor could not be read. Never a 500 and never a hang.
 */
function serviceUnavailable(context: GetServerSidePropsContext, error: unknown) {
  logger.warn('page.database_unavailable', {
    path: context.resolvedUrl,
    error: error instanceof Error ? error.message : String(error),
  });
  context.res.statusCode = 503;
  context.res.setHeader('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
  context.res.setHeader('cache-control', 'private, no-store');
  return { props: { shell: shellWithoutIdentity(context), serviceUnavailable: true } };
}

/** A page's whole getServerSideProps. */
export function loadPage<P, Extra extends Record<string, unknown>>(
  definition: PageDefinition<P, Extra>
): GetServerSideProps<{ shell: ShellProps } & Extra> {
  return wrapper.getServerSideProps((store) => async (context) => {
    let result: GetServerSidePropsResult<{ shell: ShellProps } & Extra>;
    try {
      result = await loadWithStore(definition, store, context);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      result = serviceUnavailable(context, error) as unknown as GetServerSidePropsResult<{ shell: ShellProps } & Extra>;
    }
    countPageLoad(result, context.res.statusCode);
    return result;
  });
}

async function loadWithStore<P, Extra extends Record<string, unknown>>(
  definition: PageDefinition<P, Extra>,
  store: AppStore,
  context: GetServerSidePropsContext
): Promise<GetServerSidePropsResult<{ shell: ShellProps } & Extra>> {
  const parsed = definition.params.safeParse(routeInput(context));
  if (!parsed.success) return { notFound: true };
  const params = parsed.data;
  const moved = definition.redirect?.(params);
  if (moved) return { redirect: moved };
  const shared =
    definition.shared &&
    definition.access !== 'member' &&
    isSharedRequest(context.req) &&
    (definition.sharedWhen ? await definition.sharedWhen(context) : true)
      ? definition.shared
      : null;
  const { shell, signedIn } = await preparePageShell(context, { shared: shared !== null });
  if (definition.access === 'member' && !signedIn) {
    return { redirect: { destination: loginHref(context.resolvedUrl), permanent: false } };
  }
  if (definition.access === 'guest' && signedIn) return guestRedirect(context);
  const family = shared !== null && !signedIn ? shared : null;
  // Anything but a shared page is this visitor's own (Next's default for these pages, said here so
  // that it holds whatever serves the page): a shared cache never keeps it.
  if (family === null) context.res.setHeader('cache-control', PRIVATE_PAGE);
  const cacheKey =
    family !== null
      ? sharedPageKey(context, shell)
      : !definition.cache
        ? null
        : definition.cache === true
          ? pageCacheKey(context, shell)
          : await definition.cache(context, shell, params, store);
  return withAnonymousPageCache(
    context,
    cacheKey,
    async (): Promise<GetServerSidePropsResult<{ shell: ShellProps } & Extra>> => {
      // Without a page operation, a failed viewer query only leaves the header signed out: not an error page.
      const load =
        definition.load ??
        (async (s: AppStore) => {
          if (signedIn) await s.dispatch(loadViewer());
        });
      const error = firstError(await load(store, params, context));
      if (error) {
        const destination = definition.redirectOn?.(error, params);
        if (destination) return { redirect: { destination, permanent: false } };
        const status = failureStatus(error, definition);
        if (status === 'notFound') return { notFound: true };
        context.res.statusCode = status;
        if (error.code === 'SERVICE_UNAVAILABLE')
          context.res.setHeader('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
        // The page's operation carried the viewer; without its answer, ask for the viewer alone so
        // that a member still sees their own header on the error page.
        if (signedIn && !store.getState().user.isLogin) await store.dispatch(loadViewer());
      }
      const next = error ? null : definition.redirectAfter?.(params, store.getState());
      if (next) return { redirect: { destination: next, permanent: false } };
      const extra = definition.props?.(params, store.getState(), context) ?? ({} as Extra);
      return { props: { shell, ...extra } };
    },
    family
  );
}
