import Link from '@/components/ui/AppLink';
import type { OrderSummary } from '@/api/order/orders';
import { formatWon } from '@/lib/money';
import { ProductImage } from '../ui/ProductImage';
import { orderPeriodText, statusTone } from './orderText';
import styles from './OrderCard.module.css';

const chipClass = { done: styles.chipDone, stopped: styles.chipStopped, active: styles.chip } as const;

/**
 * One order of /user/reservations: picture, item, business, dates, status and what was paid. The link is
 * named by a short hidden sentence (item, status, action) rather than an aria-label, so the card's
 * visible words never contradict its name (label-content-name-mismatch); the card itself is read once.
 */
export function OrderCard({ order, priority = false }: { order: OrderSummary; priority?: boolean }) {
  return (
    <Link href={`/user/reservations/${order.id}`} className={styles.card}>
      <span className="visually-hidden">
        {order.itemName}, {order.status}, 주문 상세 보기
      </span>
      <div className={styles.top} aria-hidden>
        <span className={chipClass[statusTone(order.state)]}>{order.status}</span>
        <span className={styles.period}>{orderPeriodText(order)}</span>
      </div>
      <div className={styles.body} aria-hidden>
        <div className={styles.thumb}>
          <ProductImage src={order.img} alt="" width={72} height={72} priority={priority} />
        </div>
        <div className={styles.text}>
          <p className={styles.business}>{order.businessName}</p>
          <p className={styles.name}>{order.itemName}</p>
          <p className={styles.price}>{formatWon(order.totalPrice)}</p>
        </div>
      </div>
    </Link>
  );
}
