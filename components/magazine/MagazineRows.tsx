import Link from '@/components/ui/AppLink';
import type { MagazineCard } from '@/api/item/magazines';
import { formatDate } from '@/lib/dates';
import { ProductImage } from '../ui/ProductImage';
import styles from './MagazineRows.module.css';

type Props = {
  magazines: MagazineCard[];
  /** The first card of a section is shown large (the editor's lead story). */
  leadFirst?: boolean;
  /** Above the fold: the lead picture loads eagerly. */
  priority?: boolean;
};

/** Magazine cards as rows (picture, title, summary, date); every card opens /contents?id=. */
export function MagazineRows({ magazines, leadFirst = false, priority = false }: Props) {
  return (
    <ul className={styles.list}>
      {magazines.map((magazine, index) => {
        const lead = leadFirst && index === 0;
        return (
          <li key={magazine.id}>
            <Link href={`/contents?id=${magazine.id}`} className={lead ? styles.lead : styles.row}>
              <span className={lead ? styles.leadImage : styles.thumb}>
                <ProductImage
                  src={magazine.img}
                  alt=""
                  width={magazine.imgWidth}
                  height={magazine.imgHeight}
                  priority={lead && priority}
                />
              </span>
              <span className={styles.text}>
                <span className={lead ? styles.leadTitle : styles.title}>{magazine.name}</span>
                <span className={styles.summary}>{magazine.summary}</span>
                <time className={styles.date} dateTime={magazine.publishedAt}>
                  {formatDate(magazine.publishedAt)}
                </time>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
