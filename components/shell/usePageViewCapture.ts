import { useEffect, useRef } from 'react';
import Router from 'next/router';
import type { Services } from '@/api/services';
import { pageNameOf, subjectOf } from '@/lib/analytics/pageNames';

/**
 * The page-view record (docs/product.md §7): once on first load and on every route change, with the
 * previous URL. Analytics never breaks a page: a failed record is logged, not thrown.
 */
/**
 * Reads the route from the `next/router` singleton at event time: the router object React renders
 * with is a per-render copy and would still name the previous page when routeChangeComplete fires.
 */
export function usePageViewCapture(services: Services, anonId: string | null, ready = true): void {
  const prevUrl = useRef<string | null>(null);
  const anonRef = useRef(anonId);
  // Kept current after each commit (a ref is not written during render), for the listeners below.
  useEffect(() => {
    anonRef.current = anonId ?? anonRef.current;
  });

  // On a shared page the anonymous id comes after hydration (useVisitorAnonId): the first record
  // waits for it, so it is not sent without one (which would mint a second id for this browser).
  useEffect(() => {
    if (!ready) return;
    const record = (path: string) => {
      const url = window.location.origin + path;
      const command = {
        url,
        pageName: pageNameOf(Router.pathname),
        prevUrl: prevUrl.current ?? (document.referrer || null),
        anonyId: anonRef.current,
        ...subjectOf(Router.pathname, Router.query),
      };
      prevUrl.current = url;
      services.capture.createCaptureVisitPage(command).catch((error: unknown) => {
        console.error('[capture] 페이지 방문 기록을 보내지 못했습니다.', error);
      });
    };
    record(Router.asPath);
    const onComplete = (path: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) record(path);
    };
    Router.events.on('routeChangeComplete', onComplete);
    return () => Router.events.off('routeChangeComplete', onComplete);
  }, [services, ready]);
}
