import { Icon } from '@/components/ui/Icon';
import type { BusinessBookmark, MemberBookmark, ModelAlarmMode } from '@/api/item/memberBookmarks';
import type { BookmarkState } from '@/store/bookmarkSlice';
import {
  loadBookmarkPage,
  loadBusinessBookmarkPage,
  loadMoreBookmarks,
  loadMoreBusinessBookmarks,
} from '@/store/bookmarkThunks';
import { useAppDispatch } from '@/store/hooks';
import { ErrorState } from '../ui/ErrorState';
import { BookmarkRow } from './BookmarkRow';
import { EmptyState } from './EmptyState';
import { MoreRow } from './MoreRow';
import { BusinessBookmarkRow } from './BusinessBookmarkRow';
import styles from './BookmarkScreen.module.css';
import { groupDigits } from '@/lib/digits';

function Skeleton({ label }: { label: string }) {
  return (
    <ul className={styles.skeleton} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <li key={i} />
      ))}
    </ul>
  );
}

type ItemProps = {
  state: BookmarkState;
  isBusy(b: MemberBookmark): boolean;
  onToggleAlarm(b: MemberBookmark): void;
  onAlarmMode(b: MemberBookmark, mode: ModelAlarmMode): void;
  onDelete(b: MemberBookmark): void;
};

/** The 상품·모델 tab: loading, error, empty, or the rows with 더 보기. */
export function BookmarkItemList({ state, isBusy, onToggleAlarm, onAlarmMode, onDelete }: ItemProps) {
  const dispatch = useAppDispatch();
  const { status, error, moreStatus } = state.bookmarkStatus;
  const items = state.bookmarks.items;
  if (status === 'failed' && items.length === 0) {
    return (
      <ErrorState
        message={error?.message ?? '찜 목록을 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadBookmarkPage())}
      />
    );
  }
  if (status !== 'succeeded') return <Skeleton label="찜한 상품을 불러오는 중" />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="heart" size={24} />}
        title="찜한 상품이 없어요"
        text="마음에 드는 자전거나 스키를 찜하고 최저가 알림을 켜 두면, 가격이 내려갈 때 알려 드려요."
        action={{ href: '/search', label: '상품 둘러보기' }}
      />
    );
  }
  return (
    <>
      <p
        className={styles.count}
      >{`찜한 상품·모델 ${groupDigits(items.length)}${state.bookmarks.searchAfter ? '+' : ''}개`}</p>
      <ul className={styles.list}>
        {items.map((b) => (
          <li key={b.id}>
            <BookmarkRow
              bookmark={b}
              busy={isBusy(b)}
              onToggleAlarm={onToggleAlarm}
              onAlarmMode={onAlarmMode}
              onDelete={onDelete}
            />
          </li>
        ))}
      </ul>
      <MoreRow
        hasMore={state.bookmarks.searchAfter !== null}
        status={moreStatus}
        shown={items.length}
        endText="찜한 상품을 모두 봤어요."
        onMore={() => void dispatch(loadMoreBookmarks())}
      />
    </>
  );
}

type BusinessProps = { state: BookmarkState; busyId: string | null; onDelete(s: BusinessBookmark): void };

/** The 매장 tab. */
export function BookmarkBusinessList({ state, busyId, onDelete }: BusinessProps) {
  const dispatch = useAppDispatch();
  const { status, error, moreStatus } = state.businessStatus;
  const businesses = state.businessBookmarks.items;
  if (status === 'failed' && businesses.length === 0) {
    return (
      <ErrorState
        message={error?.message ?? '찜한 매장을 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadBusinessBookmarkPage())}
      />
    );
  }
  if (status !== 'succeeded') return <Skeleton label="찜한 매장을 불러오는 중" />;
  if (businesses.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="store" size={24} />}
        title="찜한 매장이 없어요"
        text="자주 가는 매장을 찜해 두면 새 상품이 올라올 때 찜 탭에 표시해 드려요."
        action={{ href: '/nearby_store/map', label: '가까운 매장 찾기' }}
      />
    );
  }
  return (
    <>
      <ul className={styles.list}>
        {businesses.map((s) => (
          <li key={s.id}>
            <BusinessBookmarkRow business={s} busy={busyId === `BUSINESS:${s.id}`} onDelete={onDelete} />
          </li>
        ))}
      </ul>
      <MoreRow
        hasMore={state.businessBookmarks.searchAfter !== null}
        status={moreStatus}
        shown={businesses.length}
        endText="찜한 매장을 모두 봤어요."
        onMore={() => void dispatch(loadMoreBusinessBookmarks())}
      />
    </>
  );
}
