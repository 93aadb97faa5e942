import Link from '@/components/ui/AppLink';
import { useRouter } from 'next/router';
import type { OrderKind } from '@/api/order/orders';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectHasMoreOrders, selectOrderList } from '@/store/orderSlice';
import { loadMoreOrders, loadOrdersPage } from '@/store/orderThunks';
import { MemberFrame } from '../member/MemberFrame';
import { ErrorState } from '../ui/ErrorState';
import { OrderCard } from './OrderCard';
import styles from './OrderListScreen.module.css';

const TABS: { kind: OrderKind; label: string; query: string; empty: string; browse: string }[] = [
  { kind: 'RENTAL', label: '렌탈', query: 'rental', empty: '아직 렌탈 예약이 없어요.', browse: '/recommendations/ski' },
  {
    kind: 'PURCHASE',
    label: '구매',
    query: 'purchase',
    empty: '아직 구매한 상품이 없어요.',
    browse: '/bikes/commerce',
  },
];

/**
 * /user/reservations: rentals and purchases in two tabs, newest first, 20 at a time (더 보기). A tab
 * switch loads that tab's first page and keeps the address (?tab=) so a reload opens the same tab.
 */
export function OrderListScreen() {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const state = useAppSelector(selectOrderList);
  const hasMore = useAppSelector(selectHasMoreOrders);
  const tab = TABS.find((t) => t.kind === state.kind) ?? TABS[0];

  const open = (next: (typeof TABS)[number]) => {
    if (next.kind === state.kind && state.status !== 'failed') return;
    void dispatch(loadOrdersPage(next.kind));
    void router.replace({ pathname: router.pathname, query: { tab: next.query } }, undefined, {
      shallow: true,
      scroll: false,
    });
  };

  let body;
  if (state.status === 'failed') {
    body = (
      <ErrorState
        message={state.error?.message ?? '주문 내역을 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadOrdersPage(state.kind))}
      />
    );
  } else if (state.status === 'loading' && state.orders.items.length === 0) {
    body = (
      <ul className={styles.skeleton} aria-label="불러오는 중">
        {[0, 1, 2].map((n) => (
          <li key={n} />
        ))}
      </ul>
    );
  } else if (state.orders.items.length === 0) {
    body = (
      <div className={styles.empty}>
        <p>{tab.empty}</p>
        <Link href={tab.browse} className={styles.emptyAction}>
          상품 둘러보기
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={styles.list}>
          {state.orders.items.map((order, index) => (
            <li key={order.id}>
              <OrderCard order={order} priority={index < 2} />
            </li>
          ))}
        </ul>
        {hasMore || state.moreStatus === 'failed' ? (
          <button
            type="button"
            className={styles.more}
            disabled={state.moreStatus === 'loading'}
            onClick={() => void dispatch(loadMoreOrders())}
          >
            {state.moreStatus === 'loading'
              ? '불러오는 중…'
              : state.moreStatus === 'failed'
                ? '다시 불러오기'
                : '더 보기'}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <MemberFrame title="주문·예약 내역" activeTab="my_page">
      <div className={styles.tabs} role="tablist" aria-label="주문 종류">
        {TABS.map((t) => (
          <button
            key={t.kind}
            type="button"
            role="tab"
            id={`order-tab-${t.query}`}
            aria-controls="order-panel"
            aria-selected={t.kind === state.kind}
            className={t.kind === state.kind ? styles.tabOn : styles.tab}
            onClick={() => open(t)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="order-panel"
        aria-labelledby={`order-tab-${tab.query}`}
        className={styles.panel}
        aria-busy={state.status === 'loading'}
      >
        {body}
      </div>
    </MemberFrame>
  );
}
