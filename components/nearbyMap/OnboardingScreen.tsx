import { useRouter } from 'next/router';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { CHOSEN_LOCATION_ZOOM, DEFAULT_POSITION } from '@/lib/nearbyMap/constants';
import { isInKorea, roundCoord } from '@/lib/nearbyMap/mapFilters';
import { AppShell } from '../layout/AppShell';
import styles from './OnboardingScreen.module.css';

type Phase = 'idle' | 'asking' | 'denied' | 'unavailable' | 'abroad';

const MESSAGES: Record<Exclude<Phase, 'idle' | 'asking'>, string> = {
  denied:
    '위치 권한이 꺼져 있어요. 기본 위치(서울 용산구 한남동 부근)에서 매장을 보여드릴게요. 나중에 브라우저 설정에서 위치 권한을 켜면 내 주변으로 바로 볼 수 있어요.',
  unavailable: '지금은 위치를 확인할 수 없어요. 기본 위치에서 매장을 보여드릴게요.',
  abroad: '지금 위치가 국내가 아니에요. 기본 위치에서 매장을 보여드릴게요.',
};

const mapUrl = (query: Record<string, number>) =>
  `/nearby_store/map?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`;

/** Why we ask for the location, then the browser's prompt; refusal falls back to the default position. */
export function OnboardingScreen() {
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('idle');

  const goDefault = () =>
    void router.push(mapUrl({ map_lat: DEFAULT_POSITION.lat, map_lng: DEFAULT_POSITION.lng, z: CHOSEN_LOCATION_ZOOM }));

  const ask = () => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setPhase('unavailable');
      return;
    }
    setPhase('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const lat = roundCoord(position.coords.latitude);
        const lng = roundCoord(position.coords.longitude);
        if (!isInKorea({ lat, lng })) {
          setPhase('abroad');
          return;
        }
        void router.push(mapUrl({ my_lat: lat, my_lng: lng, map_lat: lat, map_lng: lng, z: CHOSEN_LOCATION_ZOOM }));
      },
      (error) => {
        setPhase(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 }
    );
  };

  const failed = phase === 'denied' || phase === 'unavailable' || phase === 'abroad';
  return (
    <AppShell title="내 주변 매장 찾기" showBack>
      <div className={styles.body}>
        <Icon name="map-pinned" size={48} className={styles.hero} />
        <h2 className={styles.title}>가까운 렌탈 매장을 찾아 드릴게요</h2>
        <p className={styles.lead}>지금 계신 곳을 알려 주시면 가까운 자전거·스키 매장을 거리순으로 보여드려요.</p>
        <ul className={styles.points}>
          <li>
            <Icon name="locate-fixed" size={20} />
            <span>내 위치에서 매장까지 거리를 바로 알 수 있어요.</span>
          </li>
          <li>
            <Icon name="store" size={20} />
            <span>지금 영업 중인 매장과 리뷰 평점을 함께 보여드려요.</span>
          </li>
          <li>
            <Icon name="shield-check" size={20} />
            <span>위치는 매장 검색에만 쓰고 저장하지 않아요.</span>
          </li>
        </ul>
        {failed ? (
          <p className={styles.message} role="alert">
            {MESSAGES[phase]}
          </p>
        ) : null}
        <div className={styles.actions}>
          {failed ? (
            <button type="button" className={styles.primary} onClick={goDefault}>
              기본 위치로 계속하기
            </button>
          ) : (
            <button
              type="button"
              className={styles.primary}
              onClick={ask}
              disabled={phase === 'asking'}
              aria-busy={phase === 'asking'}
            >
              {phase === 'asking' ? '위치 확인 중…' : '내 위치로 매장 찾기'}
            </button>
          )}
          {failed ? (
            <button type="button" className={styles.secondary} onClick={ask}>
              위치 다시 확인하기
            </button>
          ) : (
            <button type="button" className={styles.secondary} onClick={goDefault}>
              위치 없이 둘러보기
            </button>
          )}
        </div>
      </div>
    </AppShell>
  );
}
