import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { Decorative } from '../shell/Decorative';
import { SeoulGreeting } from './SeoulGreeting';
import styles from './HomeHero.module.css';

/** The page's one h1 and the search entry; the greeting is decoration, skipped for crawlers. */
export function HomeHero() {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Decorative>
        <SeoulGreeting />
      </Decorative>
      <h1 id="home-title" className={styles.title}>
        자전거·스키, 렌탈부터 구매까지
        <br />
        매장별 가격을 비교해 보세요
      </h1>
      <Link href="/search" className={styles.search}>
        <Icon name="search" size={20} />
        <span>브랜드, 모델명, 매장을 검색해 보세요</span>
      </Link>
    </section>
  );
}
