import { useCallback, useEffect, useRef } from 'react';
import { resolveServices } from '@/store/wrapper';
import { sessionStore } from '@/lib/storage';
import { INTERNAL_REFERRER_MINUTES, internalReferrerKey, type InternalReferrer } from '@/lib/item/internalReferrer';
import { useShell } from '../shell/ShellContext';

export const ITEM_VIEW_ACTION = 'item_detail_view';
export const ITEM_CTA_ACTION = 'item_detail_cta';

/** A referrer from another site (a search engine, a blog), for the capture event's external field. */
function externalReferrer(itemId: number) {
  if (!document.referrer) return null;
  try {
    const ref = new URL(document.referrer);
    if (ref.host === window.location.host) return null;
    return { referrer: document.referrer, referrerHost: ref.host, url: window.location.href, info: { itemId } };
  } catch {
    return null;
  }
}

/**
 * Remembers the internal page the shopper came from (docs/product.md §2 Internal referrer list) in session storage, so that
 * it survives a reload or a trip to the login page, and sends it with the page's capture events:
 * one view per item page, and one per press of the call to action. Analytics never breaks the page.
 */
export function useItemVisitCapture(itemId: number, serverReferrer: InternalReferrer | null) {
  const { anonId, isCrawler } = useShell();
  const referrer = useRef<InternalReferrer | null>(null);

  const record = useCallback(
    (action: string, value1: string) => {
      if (!anonId || isCrawler) return;
      const ref = referrer.current;
      resolveServices()
        .capture.createCaptureEvent({
          anonyId: anonId,
          action,
          value1,
          url: window.location.href,
          internalVisitReferrer: ref
            ? { referrer: ref.url, referrerHost: ref.host, url: window.location.href, info: { itemId } }
            : null,
          externalVisitReferrer: externalReferrer(itemId),
        })
        .catch((error: unknown) => console.error('[capture] 상품 상세 이벤트를 보내지 못했습니다.', error));
    },
    [anonId, isCrawler, itemId]
  );

  useEffect(() => {
    const key = internalReferrerKey(itemId);
    if (serverReferrer) sessionStore.set(key, serverReferrer, INTERNAL_REFERRER_MINUTES);
    referrer.current = serverReferrer ?? sessionStore.get<InternalReferrer>(key);
    record(ITEM_VIEW_ACTION, String(itemId));
  }, [itemId, serverReferrer, record]);

  return record;
}
