import type { PromotionSummary } from '@/api/item/promotions';
import { periodText, untilText } from './period';
import styles from './SaleHero.module.css';

/** The campaign's headline: title, promise and its dates in Seoul ("12월 31일까지"). */
export function SaleHero({ promotion, as: Heading = 'h1' }: { promotion: PromotionSummary; as?: 'h1' | 'h2' }) {
  return (
    <header className={styles.hero}>
      <p className={styles.until}>{untilText(promotion.endsAt)}</p>
      <Heading className={styles.title}>{promotion.title}</Heading>
      <p className={styles.subtitle}>{promotion.subtitle}</p>
      <p className={styles.period}>
        <span className="visually-hidden">세일 기간 </span>
        <time dateTime={promotion.startsAt}>{periodText(promotion.startsAt, promotion.endsAt)}</time>
      </p>
    </header>
  );
}
