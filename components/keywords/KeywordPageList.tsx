import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { KeywordPageSummary } from '@/api/item/keywords';
import styles from './KeywordPageList.module.css';

export function keywordPageHref(keyword: string): string {
  return `/keywords?keyword=${encodeURIComponent(keyword)}`;
}

/** Landings as 1-column rows (title and description), or as chips under a landing (`compact`). */
export function KeywordPageList({ pages, compact = false }: { pages: KeywordPageSummary[]; compact?: boolean }) {
  if (compact) {
    return (
      <ul className={styles.chips}>
        {pages.map((page) => (
          <li key={page.slug}>
            <Link href={keywordPageHref(page.keyword)} className={styles.chip}>
              {page.keyword}
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={styles.list}>
      {pages.map((page) => (
        <li key={page.slug}>
          <Link href={keywordPageHref(page.keyword)} className={styles.row}>
            <span className={styles.text}>
              <span className={styles.keyword}>#{page.keyword}</span>
              <span className={styles.title}>{page.title}</span>
              <span className={styles.description}>{page.description}</span>
            </span>
            <Icon name="chevron-right" size={20} className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
