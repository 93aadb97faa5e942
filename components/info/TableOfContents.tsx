import type { TocEntry } from './htmlText';
import styles from './TableOfContents.module.css';

/** Anchor links to the page's sections (h2s), numbered as they appear. */
export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <h2 id="toc-title" className={styles.title}>
        목차
      </h2>
      <ol className={styles.list}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={styles.link}>
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
