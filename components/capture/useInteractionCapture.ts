import { useCallback, useEffect, useMemo, useRef } from 'react';
import { INTERACTION_EVENT, MAX_DWELL_SECONDS, type InteractionEventType } from '@/lib/capture/interactionEvents';
import { resolveServices } from '@/store/wrapper';
import { useShell } from '../shell/ShellContext';

export type InteractionCapture = {
  /** The shopper moved the picture gallery to another picture. */
  gallerySwiped(): void;
  /** The shopper opened a spec or geometry table. */
  specOpened(): void;
};

/** One page view of one model: what is sent when the page is hidden or left. */
type PageView = {
  visibleMs: number;
  /** When the page last became visible; null while hidden. */
  visibleSince: number | null;
  swipes: number;
  specOpened: boolean;
  flushed: boolean;
};

/**
 * The interaction events of a model page or a model's item page (pb_createInteractionEvent), which
 * the recommender reads as interest in the model: the seconds the page was visible and the gallery
 * swipes, sent once when the page is hidden (visibilitychange, the reliable signal on phones) or left
 * (pagehide, or a client-side navigation unmounting the page), and the first spec opened, at once.
 * Only visible time counts: a tab in the background is not reading. Crawlers, visitors without an
 * anonymous id and items without a model send nothing; a failed send is logged, never shown.
 */
export function useInteractionCapture(modelId: number | null): InteractionCapture {
  const { anonId, isCrawler } = useShell();
  const view = useRef<PageView | null>(null);
  const active = Boolean(anonId) && !isCrawler && modelId !== null;

  const send = useCallback(
    (eventType: InteractionEventType, eventValue: number) => {
      if (!anonId || modelId === null) return;
      resolveServices()
        .capture.createInteractionEvent({ anonyId: anonId, modelId, eventType, eventValue })
        .catch((error: unknown) => console.error(`[capture] ${eventType} 이벤트를 보내지 못했습니다.`, error));
    },
    [anonId, modelId]
  );

  useEffect(() => {
    if (!active) return undefined;
    const now = () => Date.now();
    const current: PageView = {
      visibleMs: 0,
      visibleSince: document.visibilityState === 'hidden' ? null : now(),
      swipes: 0,
      specOpened: false,
      flushed: false,
    };
    view.current = current;
    const flush = () => {
      if (current.flushed) return;
      current.flushed = true;
      if (current.visibleSince !== null) current.visibleMs += now() - current.visibleSince;
      current.visibleSince = null;
      const seconds = Math.min(MAX_DWELL_SECONDS, Math.round(current.visibleMs / 1000));
      // Under a second is a redirect or a double render, not a visit.
      if (seconds >= 1) send(INTERACTION_EVENT.DWELL_SECONDS, seconds);
      if (current.swipes > 0) send(INTERACTION_EVENT.GALLERY_SWIPE, current.swipes);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
      else if (current.visibleSince === null) current.visibleSince = now();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
      if (view.current === current) view.current = null;
    };
  }, [active, send]);

  const gallerySwiped = useCallback(() => {
    const current = view.current;
    if (current && !current.flushed) current.swipes += 1;
  }, []);

  // Once per page view: reopening the same table is not new interest.
  const specOpened = useCallback(() => {
    const current = view.current;
    if (!current || current.specOpened) return;
    current.specOpened = true;
    send(INTERACTION_EVENT.SPEC_OPEN, 1);
  }, [send]);

  return useMemo(() => ({ gallerySwiped, specOpened }), [gallerySwiped, specOpened]);
}
