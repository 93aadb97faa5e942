import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import type { SellerOrder } from '@/api/order/sellerOrders';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { deliveryText, periodText } from '@/components/seller/today/todayText';
import { formatWon } from '@/lib/money';
import { formatDateTime } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import {
  selectMoreSellerOrders,
  selectSellerOrderList,
  selectSellerOrdersError,
  selectSellerOrdersStatus,
} from '@/store/sellerOrderSlice';
import { loadMoreSellerOrders, loadSellerOrdersPage } from '@/store/sellerOrderThunks';
import { orderHref, STATUS_FILTERS, statusHref } from './sellerOrderText';
import styles from './SellerOrders.module.css';

function OrderRow({ order }: { order: SellerOrder }) {
  const when = periodText(order.rentalStartDate, order.rentalEndDate) ?? deliveryText(order.deliveryType);
  return (
    <li className={styles.card}>
      <Link href={orderHref(order)} className={styles.cardLink}>
        <div className={styles.cardHead}>
          <h2 className={styles.cardTitle}>{order.itemName}</h2>
          <span className={styles.chipState}>{order.stateLabel}</span>
        </div>
        <p className={styles.note}>
          {order.ordererName} · {when} · <span className={styles.amount}>{formatWon(order.totalPrice)}</span>
        </p>
        <p className={styles.note}>
          주문 {order.id} · {order.paidAt ? `${formatDateTime(order.paidAt)} 결제` : formatDateTime(order.createdAt)}
          <Icon name="chevron-right" size={14} />
        </p>
      </Link>
    </li>
  );
}

/** /seller/orders (issue 17 §1): the business's orders newest first, narrowed by state with the chips. */
export function SellerOrderListScreen() {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const list = useAppSelector(selectSellerOrderList);
  const status = useAppSelector(selectSellerOrdersStatus);
  const error = useAppSelector(selectSellerOrdersError);
  const more = useAppSelector(selectMoreSellerOrders);
  return (
    <SellerFrame title="주문" section="orders" businessName={businessName}>
      <div className={styles.page}>
        <nav aria-label="주문 상태">
          <ul className={styles.filters}>
            {STATUS_FILTERS.map((f) => (
              <li key={f.label}>
                <Link
                  href={statusHref(f.status)}
                  className={f.status === list.status ? styles.chipLinkActive : styles.chipLink}
                  aria-current={f.status === list.status ? 'page' : undefined}
                  scroll={false}
                >
                  {f.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {status === 'failed' ? (
          <ErrorState
            message={error?.message ?? '주문을 불러오지 못했어요.'}
            onRetry={() => {
              void dispatch(loadSellerOrdersPage(list.status));
            }}
          />
        ) : list.orders.length === 0 ? (
          <p className={styles.empty}>{list.status ? '이 상태의 주문이 없어요.' : '아직 결제된 주문이 없어요.'}</p>
        ) : (
          <ul className={styles.list}>
            {list.orders.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        )}
        {more.status === 'failed' ? (
          <p className={styles.error} role="alert">
            {more.error?.message ?? '더 불러오지 못했어요.'}
          </p>
        ) : null}
        {list.searchAfter ? (
          <button
            type="button"
            className={styles.more}
            onClick={() => {
              void dispatch(loadMoreSellerOrders());
            }}
            disabled={more.status === 'loading'}
            aria-busy={more.status === 'loading' || undefined}
          >
            {more.status === 'loading' ? '불러오는 중…' : '더 보기'}
          </button>
        ) : null}
      </div>
    </SellerFrame>
  );
}
