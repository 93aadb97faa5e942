import Link from '@/components/ui/AppLink';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ReviewOrder } from '@/api/item/reviewWrite';
import { EmptyState } from '@/components/member/EmptyState';
import { MemberFrame } from '@/components/member/MemberFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { POINT_POLICY } from '@/lib/points/pointPolicy';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectNotReviewedOrders, selectNotReviewsLoad, selectNotReviewsPaging } from '@/store/notReviewsSlice';
import { loadMoreNotReviews, loadNotReviewsPage } from '@/store/notReviewsThunks';
import { orderWhenText } from './reviewText';
import { WrittenReviewList } from './WrittenReviewList';
import styles from './NotReviewsScreen.module.css';
import { groupDigits } from '@/lib/digits';

function OrderRow({ order }: { order: ReviewOrder }) {
  return (
    <li className={styles.row}>
      {/* Decorative: the item's name follows as text. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- our own image route serves it sized */}
      <img className={styles.thumb} src={order.img} alt="" width={72} height={72} loading="lazy" />
      <div className={styles.body}>
        <p className={styles.business}>{order.businessName}</p>
        <p className={styles.name}>{order.itemName}</p>
        <p className={styles.when}>{orderWhenText(order)}</p>
      </div>
      <Link
        href={`/user/write_review/${order.orderId}`}
        className={styles.write}
        aria-label={`${order.itemName} 리뷰 쓰기`}
      >
        리뷰 쓰기
      </Link>
    </li>
  );
}

/** 리뷰 쓰기 tab: the orders waiting, each a tap away from the review form. */
function WaitingList() {
  const dispatch = useAppDispatch();
  const orders = useAppSelector(selectNotReviewedOrders);
  const { hasMore, more, totalCount } = useAppSelector(selectNotReviewsPaging);
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="pencil-line" size={24} />}
        title="리뷰를 쓸 주문이 없어요"
        text="반납을 마친 렌탈이나 구매 확정한 상품이 생기면 여기에서 리뷰를 쓸 수 있어요."
        action={{ href: '/user/reservations', label: '주문 내역 보기' }}
      />
    );
  }
  return (
    <>
      <p className={styles.lead}>
        리뷰를 기다리는 주문 <strong>{groupDigits(totalCount)}건</strong> · 사진을 올리면{' '}
        {groupDigits(POINT_POLICY.photoReviewReward)}P를 드려요
      </p>
      <ul className={styles.list} aria-label="리뷰를 쓸 주문">
        {orders.map((order) => (
          <OrderRow key={order.orderId} order={order} />
        ))}
      </ul>
      {more.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {more.error?.message ?? '더 불러오지 못했어요.'}
        </p>
      ) : null}
      {hasMore ? (
        <button
          type="button"
          className={styles.more}
          onClick={() => void dispatch(loadMoreNotReviews())}
          disabled={more.status === 'loading'}
          aria-busy={more.status === 'loading' || undefined}
        >
          {more.status === 'loading' ? '불러오는 중…' : '더 보기'}
        </button>
      ) : (
        <p className={styles.end}>리뷰를 쓸 주문을 모두 봤어요.</p>
      )}
    </>
  );
}

type Tab = 'waiting' | 'written';

/**
 * /user/not_reviews (issue 17 §3): 리뷰 쓰기, the used rentals and confirmed purchases still waiting
 * for a review (the latest finished first), and 작성한 리뷰, what the member wrote (수정 for 30 days).
 */
export function NotReviewsScreen() {
  const dispatch = useAppDispatch();
  const load = useAppSelector(selectNotReviewsLoad);
  const { totalCount } = useAppSelector(selectNotReviewsPaging);
  const [tab, setTab] = useState<Tab>('waiting');

  let body;
  if (load.status === 'failed') {
    body = (
      <ErrorState
        message={load.error?.message ?? '리뷰를 쓸 주문을 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadNotReviewsPage())}
      />
    );
  } else if (load.status !== 'succeeded') {
    body = (
      <ul className={styles.skeleton} aria-busy="true" aria-label="불러오는 중">
        {[0, 1, 2].map((i) => (
          <li key={i} />
        ))}
      </ul>
    );
  } else {
    body = tab === 'waiting' ? <WaitingList /> : <WrittenReviewList />;
  }
  const tabs: { key: Tab; label: string }[] = [
    { key: 'waiting', label: `리뷰 쓰기 ${groupDigits(totalCount)}` },
    { key: 'written', label: '작성한 리뷰' },
  ];
  return (
    <MemberFrame title="내 리뷰" activeTab="my_page">
      <div className={styles.tabs} role="tablist" aria-label="리뷰">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`review-tab-${t.key}`}
            aria-controls={`review-panel-${t.key}`}
            aria-selected={tab === t.key}
            className={tab === t.key ? styles.tabOn : styles.tab}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`review-panel-${tab}`} aria-labelledby={`review-tab-${tab}`} className={styles.page}>
        {body}
      </div>
    </MemberFrame>
  );
}
