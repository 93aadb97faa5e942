import { Icon } from '@/components/ui/Icon';
import { formatPhone } from '@/lib/account/phone';
import { telHref } from './sellerOrderText';
import styles from './SellerOrders.module.css';

/** The customer's name and a tap-to-call number, as a definition's value (예약자 / 주문자). */
export function CustomerContact({ name, phone }: { name: string; phone: string }) {
  const shown = formatPhone(phone);
  return (
    <dd className={styles.contact}>
      <span>{name}</span>
      <a href={telHref(phone)} className={styles.phone} aria-label={`${name}님에게 전화 ${shown}`}>
        <Icon name="phone" size={14} />
        {shown}
      </a>
    </dd>
  );
}
