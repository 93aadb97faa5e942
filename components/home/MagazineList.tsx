import Link from '@/components/ui/AppLink';
import type { MagazineCard } from '@/store/homeSlice';
import { ProductImage } from '../ui/ProductImage';
import { formatDate } from '@/lib/dates';
import styles from './MagazineList.module.css';

export function MagazineList({ magazines }: { magazines: MagazineCard[] }) {
  return (
    <ul className={styles.list}>
      {magazines.map((magazine) => (
        <li key={magazine.id}>
          <Link href={`/contents?id=${magazine.id}`} className={styles.card}>
            <ProductImage
              src={magazine.img}
              alt={magazine.name}
              width={magazine.imgWidth}
              height={magazine.imgHeight}
            />
            <p className={styles.title}>{magazine.name}</p>
            <p className={styles.summary}>{magazine.summary}</p>
            <p className={styles.date}>
              <time dateTime={magazine.publishedAt}>{formatDate(magazine.publishedAt)}</time>
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
