import Link from '@/components/ui/AppLink';
import type { SearchMagazine } from '@/api/item/search';
import { ProductImage } from '../ui/ProductImage';
import styles from './SearchMagazineSection.module.css';

/** Reading that goes with the search (searchMagazineSection). */
export function SearchMagazineSection({
  sectionTitle,
  magazines,
}: {
  sectionTitle: string;
  magazines: SearchMagazine[];
}) {
  if (magazines.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="search-magazines">
      <h2 id="search-magazines" className={styles.title}>
        {sectionTitle}
      </h2>
      <ul className={styles.list}>
        {magazines.map((magazine) => (
          <li key={magazine.id}>
            <Link href={`/contents?id=${magazine.id}`} className={styles.row}>
              <span className={styles.thumb}>
                <ProductImage src={magazine.img} alt="" width={magazine.imgWidth} height={magazine.imgHeight} />
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{magazine.name}</span>
                <span className={styles.summary}>{magazine.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
