import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectOrderDetail, selectOrderDetailError, selectOrderDetailStatus } from '@/store/orderDetailSlice';
import { loadOrderDetailPage } from '@/store/orderThunks';
import { MemberFrame } from '../member/MemberFrame';
import { ErrorState } from '../ui/ErrorState';
import { ProductImage } from '../ui/ProductImage';
import { OrderActions } from './OrderActions';
import { ConditionReports } from './ConditionReports';
import { ReturnSection } from './returns/ReturnSection';
import { DepositSection } from './deposits/DepositSection';
import { OrderAddress, OrderOptions, OrderPrice, OrderBusiness, OrderTimeline } from './OrderSections';
import { statusTone } from './orderText';
import { stateLabelOf } from './orderTables';
import { AskButton } from '../messages/AskButton';
import styles from './OrderDetailScreen.module.css';

const chipClass = { done: styles.chipDone, stopped: styles.chipStopped, active: styles.chip } as const;

/**
 * /user/reservations/{id} (docs/product.md §3 Order detail paymentEntity): the status and its timeline from
 * the process table, options, address and tracking, the business, the money, and the buttons.
 */
export function OrderDetailScreen({ orderId }: { orderId: number }) {
  const dispatch = useAppDispatch();
  const order = useAppSelector(selectOrderDetail);
  const status = useAppSelector(selectOrderDetailStatus);
  const error = useAppSelector(selectOrderDetailError);
  const title = order?.dealType === 'RENTAL' ? '예약 상세' : '주문 상세';

  if (status === 'failed' || !order) {
    return (
      <MemberFrame title="주문 상세" showTabBar={false}>
        <ErrorState
          message={error?.message ?? '주문을 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadOrderDetailPage(orderId))}
        />
      </MemberFrame>
    );
  }
  return (
    <MemberFrame title={title} showTabBar={false}>
      <section className={styles.head} aria-labelledby="order-status">
        <p id="order-status" className={styles.status}>
          <span className={chipClass[statusTone(order.state)]}>
            {stateLabelOf(order.process, order.state, order.status)}
          </span>
        </p>
        <Link href={`/services/${order.itemId}`} className={styles.item}>
          <span className={styles.thumb}>
            <ProductImage src={order.img} alt="" width={64} height={64} priority />
          </span>
          <span className={styles.itemName}>{order.itemName}</span>
        </Link>
      </section>
      <OrderTimeline process={order.process} steps={order.orderProcesses} />
      <ReturnSection order={order} />
      <DepositSection order={order} />
      <ConditionReports reports={order.conditionReports} framed />
      <OrderOptions order={order} />
      <OrderAddress order={order} />
      <OrderBusiness business={order.orderBusiness} />
      {order.state ? (
        <div className={styles.ask}>
          <AskButton subject={{ orderId }} />
        </div>
      ) : null}
      <OrderPrice order={order} />
      <OrderActions order={order} />
    </MemberFrame>
  );
}
