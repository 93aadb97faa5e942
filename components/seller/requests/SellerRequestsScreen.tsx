import { useState } from 'react';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { REFUSE_REASONS } from '@/components/seller/orders/sellerOrderText';
import { useSellerAction } from '@/components/seller/orders/useSellerAction';
import { formatWon } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectBusinessName } from '@/store/userSlice';
import { selectSellerOrdersError, selectSellerOrdersStatus, selectSellerRequests } from '@/store/sellerOrderSlice';
import { loadSellerRequestsPage } from '@/store/sellerOrderThunks';
import { ReasonSheet } from './ReasonSheet';
import { RequestCard } from './RequestCard';
import styles from '@/components/seller/orders/SellerOrders.module.css';

/**
 * /seller/requests (issue 17 §1): the rental requests waiting for the business's answer, the one the
 * no-response job would cancel first at the top. 수락 confirms at once; 거절 asks for the reason the
 * customer will read. An answered request leaves the list with a toast.
 */
export function SellerRequestsScreen() {
  const dispatch = useAppDispatch();
  const businessName = useAppSelector(selectBusinessName);
  const requests = useAppSelector(selectSellerRequests);
  const status = useAppSelector(selectSellerOrdersStatus);
  const error = useAppSelector(selectSellerOrdersError);
  const toast = useToast();
  const { act, busyOn, errorOn } = useSellerAction(toast.notify);
  const [refusing, setRefusing] = useState<number | null>(null);
  const target = requests.find((r) => r.order.id === refusing) ?? null;

  const refuse = async (reason: string) => {
    if (target && (await act({ orderId: target.order.id, action: 'REFUSE', reason }))) setRefusing(null);
  };

  return (
    <SellerFrame title="예약 요청" section="requests" businessName={businessName}>
      <div className={styles.page}>
        <p className={styles.intro}>
          접수 후 3일(4,320분) 안에 답하지 않으면 무응답으로 취소되고 고객에게 전액 환불돼요.
        </p>
        {status === 'failed' ? (
          <ErrorState
            message={error?.message ?? '예약 요청을 불러오지 못했어요.'}
            onRetry={() => {
              void dispatch(loadSellerRequestsPage());
            }}
          />
        ) : requests.length === 0 ? (
          <p className={styles.empty}>답을 기다리는 예약 요청이 없어요.</p>
        ) : (
          <ul className={styles.list}>
            {requests.map((request) => (
              <RequestCard
                key={request.order.id}
                request={request}
                busy={busyOn(request.order.id)}
                error={refusing === request.order.id ? null : errorOn(request.order.id)}
                onAct={(input) => {
                  void act(input);
                }}
                onRefuse={() => setRefusing(request.order.id)}
              />
            ))}
          </ul>
        )}
      </div>
      {target ? (
        <ReasonSheet
          title="예약을 거절할까요?"
          reasons={REFUSE_REASONS}
          confirmLabel="거절하기"
          description={
            <>
              {target.order.itemName} · {target.order.ordererName}님. 결제한 {formatWon(target.order.totalPrice)}이 전액
              환불되고, 고른 사유가 고객에게 전해져요.
            </>
          }
          busy={busyOn(target.order.id)}
          error={errorOn(target.order.id)}
          onSubmit={(reason) => {
            void refuse(reason);
          }}
          onClose={() => setRefusing(null)}
        />
      ) : null}
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} />
    </SellerFrame>
  );
}
