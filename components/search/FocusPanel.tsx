import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { PopularKeyword, SearchDealType } from '@/api/item/search';
import { keywordUrl } from './searchUrl';
import styles from './FocusPanel.module.css';

type Props = {
  id: string;
  dealType: SearchDealType;
  recentKeywords: string[];
  popularKeywords: PopularKeyword[];
  onPick(keyword: string): void;
  onRemoveRecent(keyword: string): void;
  onClearRecent(): void;
};

/** The focus state: this device's recent keywords and this week's popular ones. */
export function FocusPanel({
  id,
  dealType,
  recentKeywords,
  popularKeywords,
  onPick,
  onRemoveRecent,
  onClearRecent,
}: Props) {
  return (
    <div id={id} className={styles.panel}>
      <section aria-labelledby={`${id}-recent`} className={styles.section}>
        <div className={styles.head}>
          <h2 id={`${id}-recent`} className={styles.title}>
            최근 검색어
          </h2>
          {recentKeywords.length > 0 ? (
            <button type="button" className={styles.textButton} onClick={onClearRecent}>
              전체 삭제
            </button>
          ) : null}
        </div>
        {recentKeywords.length === 0 ? (
          <p className={styles.empty}>최근 검색한 기록이 없어요.</p>
        ) : (
          <ul className={styles.chips}>
            {recentKeywords.map((keyword) => (
              <li key={keyword} className={styles.chip}>
                <Link
                  href={keywordUrl(keyword, dealType)}
                  shallow
                  className={styles.chipLink}
                  onClick={() => onPick(keyword)}
                >
                  {keyword}
                </Link>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={`최근 검색어 ${keyword} 삭제`}
                  onClick={() => onRemoveRecent(keyword)}
                >
                  <Icon name="x" size={14} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-popular`} className={styles.section}>
        <div className={styles.head}>
          <h2 id={`${id}-popular`} className={styles.title}>
            인기 검색어
          </h2>
          <span className={styles.caption}>최근 7일</span>
        </div>
        {popularKeywords.length === 0 ? (
          <p className={styles.empty}>인기 검색어를 모으고 있어요.</p>
        ) : (
          <ol className={styles.ranking}>
            {popularKeywords.map((entry) => (
              <li key={entry.keyword}>
                <Link
                  href={keywordUrl(entry.keyword, dealType)}
                  shallow
                  className={styles.rankLink}
                  onClick={() => onPick(entry.keyword)}
                >
                  <span className={entry.rank <= 3 ? styles.rankTop : styles.rank}>{entry.rank}</span>
                  <span className={styles.rankText}>{entry.keyword}</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
