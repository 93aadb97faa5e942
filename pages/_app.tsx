import '@/styles/globals.css';
import { useEffect, useMemo } from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { Provider } from 'react-redux';
import { resolveServices, wrapper } from '@/store/wrapper';
import { startStoragePurge } from '@/lib/storage';
import type { ShellProps } from '@/lib/shell';
import { ShellContext } from '@/components/shell/ShellContext';
import { useRouteProgress } from '@/components/shell/useRouteProgress';
import { usePageViewCapture } from '@/components/shell/usePageViewCapture';
import { useNaverEpVisit } from '@/components/shell/useNaverEpVisit';
import { useApiTransportWarmup } from '@/components/shell/useApiTransportWarmup';
import { VisitClaimer } from '@/components/shell/VisitClaimer';
import { useVisitorAnonId } from '@/components/shell/useVisitorAnonId';
import { DemoBanner } from '@/components/shell/DemoBanner';
import { ServiceUnavailable } from '@/components/layout/ServiceUnavailable';

const emptyShell: ShellProps = { anonId: null, isCrawler: false, isMobile: true, siteUrl: '' };

/** The page's props without the store's server state, which the wrapper has already taken in. */
function ownPageProps(pageProps: AppProps['pageProps']): AppProps['pageProps'] {
  const { initialState: _storeState, ...own } = (pageProps ?? {}) as Record<string, unknown>;
  return own;
}

export default function App({ Component, ...rest }: AppProps) {
  const { store, props } = wrapper.useWrappedStore(rest);
  const pageShell = (props.pageProps?.shell as ShellProps | undefined) ?? emptyShell;
  // A shared page names no anonymous id: the browser asks for its own after hydration.
  const visitor = useVisitorAnonId(pageShell.anonId);
  const shell = useMemo(
    () => (visitor.anonId === pageShell.anonId ? pageShell : { ...pageShell, anonId: visitor.anonId }),
    [pageShell, visitor.anonId]
  );
  // The page's element is made again only for another page or other props. A shared page names no
  // visitor id, and the id's arrival after hydration re-renders what reads the shell (useShell), not
  // the whole page a second time on a slow phone (docs/operations.md §Client start-up).
  const pageProps = useMemo(() => ownPageProps(rest.pageProps), [rest.pageProps]);
  const page = useMemo(
    // server/ssr/pageLoader.ts: the database was away, so the page's own data (and screen) could not be built.
    () => (pageProps.serviceUnavailable ? <ServiceUnavailable /> : <Component {...pageProps} />),
    [Component, pageProps]
  );

  useRouteProgress();
  useApiTransportWarmup();
  usePageViewCapture(resolveServices(), shell.anonId, visitor.ready);
  useNaverEpVisit(resolveServices(), shell, visitor.ready);
  useEffect(() => startStoragePurge(), []);

  return (
    <Provider store={store}>
      <Head>
        {/* docs/product.md §1: the viewport is fixed at scale 1.0 with no user zoom. */}
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no, viewport-fit=cover"
        />
      </Head>
      <ShellContext.Provider value={shell}>
        <VisitClaimer services={resolveServices()} anonId={shell.anonId} />
        {shell.demoMode ? <DemoBanner>{page}</DemoBanner> : page}
      </ShellContext.Provider>
    </Provider>
  );
}
