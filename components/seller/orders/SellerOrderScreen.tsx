import { useRouter } from 'next/router';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ReservationPanel } from '@/components/seller/reservations/ReservationPanel';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import { selectSellerOrderDetail, selectSellerOrdersError } from '@/store/sellerOrderSlice';
import { loadSellerOrderPage } from '@/store/sellerOrderThunks';
import { AskButton } from '@/components/messages/AskButton';
import { OrderFacts } from './OrderFacts';
import { ReturnActions } from './ReturnActions';
import { SaleOrderActions } from './SaleOrderActions';
import styles from './SellerOrders.module.css';

/**
 * /seller/orders/{id} and /seller/reservations/{id} (issue 17 §1): one order of the business. A rental
 * shows its answer buttons and condition reports; a sale its shipping or counter steps. Which one
 * follows the order itself, so a link from either list lands on the right screen.
 */
export function SellerOrderScreen({ section }: { section: 'orders' | 'requests' }) {
  const dispatch = useAppDispatch();
  const { query } = useRouter();
  const businessName = useAppSelector(selectBusinessName);
  const detail = useAppSelector(selectSellerOrderDetail);
  const error = useAppSelector(selectSellerOrdersError);
  const toast = useToast();
  const id = Number(query.id);
  const shown = detail && detail.order.id === id ? detail : null;
  const rental = shown?.order.process === 'rentalReservation';
  return (
    <SellerFrame title={rental ? '예약 상세' : '주문 상세'} section={section} businessName={businessName} showBack>
      <div className={styles.page}>
        {shown ? (
          <>
            <OrderFacts detail={shown} />
            <AskButton
              subject={{ orderId: shown.order.id }}
              basePath="/seller/messages"
              label="고객에게 메시지 보내기"
            />
            {rental ? (
              <ReservationPanel detail={shown} notify={toast.notify} />
            ) : (
              <>
                <ReturnActions detail={shown} notify={toast.notify} />
                <SaleOrderActions detail={shown} notify={toast.notify} />
              </>
            )}
          </>
        ) : (
          <ErrorState
            message={error?.message ?? '주문을 불러오지 못했어요.'}
            onRetry={() => {
              if (id > 0) void dispatch(loadSellerOrderPage(id));
            }}
          />
        )}
      </div>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} />
    </SellerFrame>
  );
}
