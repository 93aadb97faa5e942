import styles from './ListFooter.module.css';

type Props = {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
  /** What the list holds, with its object particle ("모델을", "상품을"): Korean particles follow the word. */
  nounWithParticle: string;
  sentinelRef: React.Ref<HTMLDivElement>;
};

/** The end of a paged list: a loading row, 더 보기 (also the retry after a failed page), or the end. */
export function ListFooter({ hasMore, loading, failed, onMore, nounWithParticle, sentinelRef }: Props) {
  if (!hasMore) return <p className={styles.end}>{nounWithParticle} 모두 봤어요.</p>;
  return (
    <div className={styles.footer} ref={sentinelRef}>
      {failed ? (
        <p className={styles.error} role="alert">
          다음 {nounWithParticle} 불러오지 못했어요.
        </p>
      ) : null}
      <button type="button" className={styles.more} onClick={onMore} disabled={loading} aria-busy={loading}>
        {loading ? <span className={styles.spinner} aria-hidden /> : null}
        {loading ? '불러오는 중…' : failed ? '다시 시도' : '더 보기'}
      </button>
    </div>
  );
}
