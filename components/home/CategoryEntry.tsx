import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { CategoryEntry as Category } from '@/store/homeSlice';
import styles from './CategoryEntry.module.css';

type Props = { categories: Category[] };

const sections = [
  {
    code: 'BIKE' as const,
    title: '자전거',
    caption: '한강 렌탈부터 로드·전기자전거 구매까지',
    icon: 'bike' as const,
    href: '/bikes/commerce',
  },
  {
    code: 'SKI' as const,
    title: '스키·보드',
    caption: '리조트 앞 장비 렌탈, 시즌 장비 구매',
    icon: 'mountain-snow' as const,
    href: '/search?keyword=%EC%8A%A4%ED%82%A4',
  },
];

/** The two entry points of the product (BIKE, SKI) with their sub-categories as chips. */
export function CategoryEntry({ categories }: Props) {
  return (
    <div className={styles.wrap}>
      {sections.map(({ code, title, caption, icon, href }) => (
        <section key={code} className={styles.panel} aria-labelledby={`entry-${code}`}>
          <Link href={href} className={styles.head}>
            <span className={code === 'BIKE' ? styles.iconBike : styles.iconSki} aria-hidden>
              <Icon name={icon} size={26} />
            </span>
            <span>
              <span id={`entry-${code}`} className={styles.title}>
                {title}
              </span>
              <span className={styles.caption}>{caption}</span>
            </span>
          </Link>
          <ul className={styles.chips}>
            {categories
              .filter((c) => c.code === code)
              .map((category) => (
                <li key={category.key}>
                  <Link href={`/search?category=${encodeURIComponent(category.key)}`} className={styles.chip}>
                    {category.name}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
