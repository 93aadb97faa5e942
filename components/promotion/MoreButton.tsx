import type { AsyncStatus } from '@/store/asyncStatus';
import styles from './MoreButton.module.css';

type Props = {
  hasMore: boolean;
  status: AsyncStatus;
  onMore: () => void;
  shown: number;
  total: number | null;
  endText: string;
};

/** 더 보기 with its loading and failed states, or the end-of-list message (DESIGN lists). */
export function MoreButton({ hasMore, status, onMore, shown, total, endText }: Props) {
  if (!hasMore) return shown > 0 ? <p className={styles.end}>{endText}</p> : null;
  const loading = status === 'loading';
  return (
    <div className={styles.box}>
      {status === 'failed' ? (
        <p role="alert" className={styles.error}>
          다음 목록을 불러오지 못했어요.
        </p>
      ) : null}
      <button type="button" className={styles.more} onClick={onMore} disabled={loading} aria-busy={loading}>
        {loading
          ? '불러오는 중…'
          : status === 'failed'
            ? '다시 시도'
            : `더 보기${total !== null ? ` (${shown}/${total})` : ''}`}
      </button>
    </div>
  );
}
