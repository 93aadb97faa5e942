import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import styles from './NoSaleState.module.css';

/** No campaign is live (switched off or outside its dates): a calm page, not an error (HTTP 200). */
export function NoSaleState() {
  return (
    <section className={styles.box} aria-labelledby="no-sale-title">
      <Icon name="calendar-clock" size={40} className={styles.icon} />
      <h2 id="no-sale-title" className={styles.title}>
        지금은 진행 중인 브랜드 세일이 없어요
      </h2>
      <p className={styles.text}>
        다음 세일이 열리면 이 페이지에서 가장 먼저 알려 드릴게요. 그동안 매장별 최저가와 카드 무이자 혜택을 확인해
        보세요.
      </p>
      <div className={styles.actions}>
        <Link href="/bikes/commerce" className={styles.primary}>
          매장 최저가 상품 보기
        </Link>
        <Link href="/promotions/card_benefit" className={styles.secondary}>
          카드 무이자 혜택 보기
        </Link>
      </div>
    </section>
  );
}
