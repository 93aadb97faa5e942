import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectNearbyMap } from '@/store/nearbyMapSlice';
import { loadMoreBusinesses } from '@/store/nearbyMapThunks';
import { ErrorState } from '../ui/ErrorState';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { BusinessRow } from './BusinessRow';
import styles from './BusinessList.module.css';
import { groupDigits } from '@/lib/digits';

type Props = {
  onRetry: () => void;
  onZoomOut: () => void;
  canZoomOut: boolean;
  /** The map's dates: the list then holds only businesses with something free on them. */
  range: RentalRange | null;
};

/** The businesses in view by distance: a count, 20 rows a page with 더 보기, and every state designed. */
export function BusinessList({ onRetry, onZoomOut, canZoomOut, range }: Props) {
  const dispatch = useAppDispatch();
  const { businessList, totalCount, status, error, moreStatus, selectedBusinessId, loadedKey } =
    useAppSelector(selectNearbyMap);
  const loading = status === 'loading';

  if (status === 'failed' && loadedKey === '') {
    return <ErrorState message={error?.message ?? '매장 목록을 불러오지 못했어요.'} onRetry={onRetry} />;
  }
  return (
    <section className={styles.section} aria-labelledby="nearby-business-list" aria-busy={loading}>
      <h2 id="nearby-business-list" className={styles.title}>
        {range ? '이 날짜에 빌릴 수 있는 매장' : '지도 안의 매장'}{' '}
        <span className={styles.count}>{groupDigits(totalCount)}곳</span>
      </h2>
      {status === 'failed' ? (
        <ErrorState message={error?.message ?? '매장 목록을 새로 불러오지 못했어요.'} onRetry={onRetry} />
      ) : null}
      {loading && businessList.items.length === 0 ? (
        <ul className={styles.skeletons} aria-hidden>
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      ) : null}
      {!loading && status !== 'failed' && businessList.items.length === 0 ? (
        <div className={styles.empty}>
          <p>{range ? '이 지역에는 이 날짜에 빌릴 수 있는 매장이 없어요.' : '이 지역에는 아직 매장이 없어요.'}</p>
          {canZoomOut ? (
            <button type="button" className={styles.action} onClick={onZoomOut}>
              지도를 넓혀서 찾기
            </button>
          ) : null}
        </div>
      ) : null}
      <ul className={`${styles.list} ${loading ? styles.stale : ''}`}>
        {businessList.items.map((business) => (
          <BusinessRow
            key={business.id}
            business={business}
            selected={business.id === selectedBusinessId}
            range={range}
          />
        ))}
      </ul>
      {businessList.searchAfter !== null && !loading ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void dispatch(loadMoreBusinesses())}
          disabled={moreStatus === 'loading'}
          aria-busy={moreStatus === 'loading'}
        >
          {moreStatus === 'loading' ? '불러오는 중…' : '더 보기'}
        </button>
      ) : null}
      {moreStatus === 'failed' ? (
        <p className={styles.moreError} role="alert">
          매장을 더 불러오지 못했어요. 다시 눌러 주세요.
        </p>
      ) : null}
      {businessList.searchAfter === null && businessList.items.length > 0 && !loading ? (
        <p className={styles.end}>지도 안의 매장을 모두 봤어요.</p>
      ) : null}
    </section>
  );
}
