import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { AutoKeyword, SearchDealType } from '@/api/item/search';
import { keywordUrl } from './searchUrl';
import styles from './AutoKeywordList.module.css';

const TYPE_LABELS: Record<AutoKeyword['type'], string> = { BRAND: '브랜드', CATEGORY: '카테고리', MODEL: '모델' };

type Props = {
  id: string;
  typed: string;
  dealType: SearchDealType;
  keywords: AutoKeyword[];
  onPick(keyword: string): void;
};

/** Highlights the typed part of a suggestion, so the eye finds why it matched. */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const at = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.mark}>{text.slice(at, at + typed.length)}</mark>
      {text.slice(at + typed.length)}
    </>
  );
}

/** Auto-complete while typing: brands, categories and models; a model also opens its own page. */
export function AutoKeywordList({ id, typed, dealType, keywords, onPick }: Props) {
  if (keywords.length === 0) {
    return (
      <p id={id} className={styles.empty}>
        ‘{typed}’(으)로 검색해 보세요.
      </p>
    );
  }
  return (
    <ul id={id} className={styles.list} aria-label="자동 완성 검색어">
      {keywords.map((entry) => (
        <li key={`${entry.type}-${entry.keyword}`} className={styles.row}>
          <Link
            href={keywordUrl(entry.keyword, dealType)}
            shallow
            className={styles.link}
            onClick={() => onPick(entry.keyword)}
          >
            <Icon name="search" size={16} className={styles.icon} />
            <span className={styles.text}>
              <span className={styles.keyword}>
                <Highlighted text={entry.keyword} typed={typed} />
              </span>
              <span className={styles.sub}>
                {TYPE_LABELS[entry.type]} · {entry.subText}
              </span>
            </span>
          </Link>
          {entry.type === 'MODEL' && entry.modelId !== null ? (
            <Link href={`/models/${entry.modelId}`} className={styles.model}>
              모델 보기
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
