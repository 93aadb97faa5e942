import { useEffect } from 'react';
import type { Services } from '@/api/services';
import { localStore } from '@/lib/storage';
import { useAppSelector } from '@/store/hooks';
import { selectUserId } from '@/store/userSlice';

/** A claim is remembered for as long as the anonymous id lives (90 days). */
const CLAIM_MINUTES = 129_600;

/**
 * After any login (password, email link, Kakao, Naver) the member claims the pages they viewed
 * as a visitor (us_updateCaptureVisitPage), once per member and anonymous id: the recommender then
 * knows their browsing from before they signed in. The server makes the claim idempotent; the
 * local mark only saves the call on every later page.
 */
export function VisitClaimer({ services, anonId }: { services: Services; anonId: string | null }) {
  const userId = useAppSelector(selectUserId);
  useEffect(() => {
    if (userId === null || !anonId) return;
    const key = `visit-claim:${userId}:${anonId}`;
    if (localStore.get(key)) return;
    services.capture
      .updateCaptureVisitPage(anonId)
      .then(() => localStore.set(key, true, CLAIM_MINUTES))
      .catch((error: unknown) => console.error('[capture] 방문 기록을 계정에 연결하지 못했습니다.', error));
  }, [services, userId, anonId]);
  return null;
}
