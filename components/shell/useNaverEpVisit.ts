import { useEffect, useRef } from 'react';
import Router from 'next/router';
import type { Services } from '@/api/services';
import type { ShellProps } from '@/lib/shell';
import { subjectOf } from '@/lib/analytics/pageNames';
import { naverEpLandingReferrer } from '@/lib/seo/naverEpLanding';
import { sessionStore } from '@/lib/storage';

/** How long a landing stays "already recorded" in this tab: a reload or a back-navigation is the same visit. */
export const NAVER_EP_VISIT_MEMORY_MINUTES = 30;

const memoryKey = (pathAndQuery: string) => `naverEpVisit:${pathAndQuery}`;

type Landing = { key: string; referrer: string; itemId: number | null };

/**
 * Records an arrival from Naver Shopping (pb_createCaptureNaverEpVisit) once per landing: only on
 * the page the visitor arrived on (not on later route changes, which keep the first URL's marker
 * nowhere), and not again when that page is reloaded. Crawlers are not visitors. Analytics never
 * breaks a page: a failed record is logged, not thrown.
 *
 * On a shared page the anonymous id comes after hydration (useVisitorAnonId): the landing is read on
 * the first commit, and sent once `ready` says the id is known, even if the visitor has moved on.
 */
export function useNaverEpVisit(
  services: Services,
  shell: Pick<ShellProps, 'anonId' | 'isCrawler'>,
  ready = true
): void {
  const landing = useRef<Landing | null | undefined>(undefined);

  useEffect(() => {
    // Decided on the first page only: document.referrer keeps naming Naver after client-side route
    // changes, so a later page must never count as a second arrival.
    if (landing.current !== undefined) return;
    landing.current = null;
    if (shell.isCrawler) return;
    const referrer = naverEpLandingReferrer(window.location.href, document.referrer);
    if (!referrer) return;
    const key = memoryKey(window.location.pathname + window.location.search);
    if (sessionStore.get(key)) return;
    landing.current = { key, referrer, itemId: subjectOf(Router.pathname, Router.query).itemId };
  }, [shell.isCrawler]);

  useEffect(() => {
    const arrived = landing.current;
    const anonyId = shell.anonId;
    if (!ready || !arrived || !anonyId) return;
    landing.current = null;
    sessionStore.set(arrived.key, true, NAVER_EP_VISIT_MEMORY_MINUTES);
    services.capture
      .createCaptureNaverEpVisit({ anonyId, itemId: arrived.itemId, referrer: arrived.referrer })
      .catch((error: unknown) => console.error('[capture] 네이버 쇼핑 유입 기록을 보내지 못했습니다.', error));
  }, [services, shell.anonId, ready]);
}
