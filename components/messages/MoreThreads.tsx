import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectHasMoreThreads, selectMoreThreads } from '@/store/messagesSlice';
import { loadMoreThreads } from '@/store/messagesThunks';
import styles from './Messages.module.css';

/**
 * 더 보기 at the end of a thread list (docs/product.md §3 Messages): a real button, tapped, not an
 * automatic scroll load, so a long console list stays where the seller is reading. It appends the next
 * 30 after the last thread the server sent.
 */
export function MoreThreads() {
  const dispatch = useAppDispatch();
  const hasMore = useAppSelector(selectHasMoreThreads);
  const more = useAppSelector(selectMoreThreads);
  if (!hasMore) return null;
  const loading = more.status === 'loading';
  return (
    <div className={styles.moreRow}>
      {more.error ? (
        <p className={styles.moreError} role="alert">
          {more.error.message}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.moreButton}
        onClick={() => void dispatch(loadMoreThreads())}
        disabled={loading}
        aria-busy={loading}
      >
        {loading ? '불러오는 중…' : more.error ? '다시 시도' : '더 보기'}
      </button>
    </div>
  );
}
