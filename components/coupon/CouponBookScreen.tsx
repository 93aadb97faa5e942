import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { DownloadableCoupon } from '@/api/order/couponBook';
import { EmptyState } from '@/components/member/EmptyState';
import { MemberFrame } from '@/components/member/MemberFrame';
import { ErrorState } from '@/components/ui/ErrorState';
import { Toast, useToast } from '@/components/ui/Toast';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  selectCouponBookError,
  selectCouponBookStatus,
  selectDownloadableCoupons,
  selectHeldCoupons,
  selectUsableCouponCount,
} from '@/store/couponBookSlice';
import { loadCouponBookPage, takeCoupon } from '@/store/couponBookThunks';
import { CouponCard } from './CouponCard';
import { CouponStatusChip } from './CouponStatusChip';
import { untilText } from './couponText';
import styles from './CouponBookScreen.module.css';

type Tab = 'held' | 'offers';

function HeldList() {
  const coupons = useAppSelector(selectHeldCoupons);
  if (coupons.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="ticket-percent" size={24} />}
        title="보유한 쿠폰이 없어요"
        text="받을 수 있는 쿠폰을 받아 두면 결제할 때 바로 쓸 수 있어요."
        action={{ href: '/search', label: '상품 둘러보기' }}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="보유 쿠폰 목록">
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <CouponCard
            amountText={coupon.amountText}
            name={coupon.name}
            discountText={coupon.discountText}
            conditionText={coupon.conditionText}
            validity={untilText(coupon.expiresAt)}
            muted={coupon.status !== 'AVAILABLE'}
            stub={<CouponStatusChip coupon={coupon} />}
          />
        </li>
      ))}
    </ul>
  );
}

function OfferList({ onTake }: { onTake: (offer: DownloadableCoupon) => void }) {
  const offers = useAppSelector(selectDownloadableCoupons);
  if (offers.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="ticket-percent" size={24} />}
        title="지금 받을 수 있는 쿠폰을 모두 받았어요"
        text="새 쿠폰이 나오면 여기에서 받을 수 있어요."
        action={{ href: '/', label: '홈으로 가기' }}
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="받을 수 있는 쿠폰 목록">
      {offers.map((offer) => (
        <li key={offer.id}>
          <CouponCard
            amountText={offer.amountText}
            name={offer.name}
            discountText={offer.discountText}
            conditionText={offer.conditionText}
            validity={`받으면 ${untilText(offer.expiresAt)} 사용`}
            stub={
              <button
                type="button"
                className={styles.take}
                onClick={() => onTake(offer)}
                aria-label={`${offer.name} 받기`}
              >
                <Icon name="download" size={20} />
                받기
              </button>
            }
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * /user/couponbook: 보유 쿠폰 (usable first, with D-day; used and expired ones greyed after them) and
 * 받을 수 있는 쿠폰 with 받기. Taking one moves the card at once; a refusal puts it back and says why.
 */
export function CouponBookScreen() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectCouponBookStatus);
  const error = useAppSelector(selectCouponBookError);
  const usable = useAppSelector(selectUsableCouponCount);
  const offerCount = useAppSelector(selectDownloadableCoupons).length;
  const [tab, setTab] = useState<Tab>('held');
  const toast = useToast();

  const take = async (offer: DownloadableCoupon) => {
    const result = await dispatch(takeCoupon(offer.id));
    if (takeCoupon.fulfilled.match(result)) {
      toast.notify(`'${offer.name}' 쿠폰을 받았어요. 보유 쿠폰에서 확인할 수 있어요.`);
    } else if (!result.meta.condition) {
      toast.notify(result.payload?.message ?? '쿠폰을 받지 못했어요. 잠시 후 다시 시도해 주세요.');
      // Already held (another tab or phone took it): show the book as the server has it.
      if (result.payload?.code === 'CONFLICT') void dispatch(loadCouponBookPage());
    }
  };

  const tabs: { key: Tab; label: string }[] = [
    { key: 'held', label: `보유 쿠폰 ${usable}장` },
    { key: 'offers', label: `받을 수 있는 쿠폰 ${offerCount}장` },
  ];
  let body;
  if (status === 'failed') {
    body = (
      <ErrorState
        message={error?.message ?? '쿠폰함을 불러오지 못했어요.'}
        onRetry={() => void dispatch(loadCouponBookPage())}
      />
    );
  } else if (status !== 'succeeded') {
    body = (
      <ul className={styles.skeleton} aria-busy="true" aria-label="쿠폰함을 불러오는 중">
        {[0, 1, 2].map((i) => (
          <li key={i} />
        ))}
      </ul>
    );
  } else {
    body = tab === 'held' ? <HeldList /> : <OfferList onTake={(offer) => void take(offer)} />;
  }
  return (
    <MemberFrame title="쿠폰함" activeTab="my_page">
      <div className={styles.tabs} role="tablist" aria-label="쿠폰 종류">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`coupon-tab-${t.key}`}
            aria-controls={`coupon-panel-${t.key}`}
            aria-selected={tab === t.key}
            className={tab === t.key ? styles.tabOn : styles.tab}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`coupon-panel-${tab}`} aria-labelledby={`coupon-tab-${tab}`} className={styles.panel}>
        {body}
      </div>
      <Toast message={toast.message} version={toast.version} onHide={toast.clear} durationMs={3000} />
    </MemberFrame>
  );
}
