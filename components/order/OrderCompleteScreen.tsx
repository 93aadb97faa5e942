import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectOrderComplete } from '@/store/orderCompleteSlice';
import { loadOrderCompletePage } from '@/store/orderThunks';
import { CaptureSurvey } from '../capture/CaptureSurvey';
import { MemberFrame } from '../member/MemberFrame';
import { SearchResultGrid } from '../search/SearchResultGrid';
import { ErrorState } from '../ui/ErrorState';
import { ToastProvider } from '../ui/Toast';
import styles from './OrderCompleteScreen.module.css';
import { groupDigits } from '@/lib/digits';

/** The one question of this page (docs/product.md §3 Capture payloads, the survey), asked once per visitor. */
const SURVEY_CHOICES = [
  { value: 'good', label: '만족해요' },
  { value: 'soso', label: '보통이에요' },
  { value: 'bad', label: '아쉬워요' },
] as const;

/**
 * /order/complete/{id}: the order is in, here is what was paid and what will be earned, then what
 * to look at next: 6 items of the category and the popular items around this purchase.
 */
export function OrderCompleteScreen({ orderId }: { orderId: number }) {
  const dispatch = useAppDispatch();
  const { complete, status, error } = useAppSelector(selectOrderComplete);

  if (status === 'failed' || !complete) {
    return (
      <MemberFrame title="주문 완료" showTabBar={false}>
        <ErrorState
          message={error?.message ?? '주문 정보를 불러오지 못했어요.'}
          onRetry={() => void dispatch(loadOrderCompletePage(orderId))}
        />
      </MemberFrame>
    );
  }
  const info = complete.purchasePriceInfo;
  return (
    <ToastProvider>
      <MemberFrame title="주문 완료" showTabBar={false}>
        <section className={styles.hero} aria-labelledby="complete-title">
          <h2 id="complete-title" className={styles.heroTitle}>
            {complete.status === '예약 대기' ? '예약 신청이 끝났어요' : '주문이 끝났어요'}
          </h2>
          <p className={styles.heroText}>
            {complete.itemName} · {complete.status}
          </p>
          <div className={styles.heroLinks}>
            <Link href={`/user/reservations/${complete.id}`} className={styles.primary}>
              주문 상세 보기
            </Link>
            <Link href="/" className={styles.secondary}>
              홈으로
            </Link>
          </div>
        </section>

        <section className={styles.section} aria-labelledby="complete-price">
          <h2 id="complete-price" className={styles.title}>
            결제 금액
          </h2>
          <dl className={styles.rows}>
            {info.titleAndValues.map((line) => (
              <div key={line.title}>
                <dt>{line.title}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
            <div className={styles.total}>
              <dt>{info.lastTitleAndValue.title}</dt>
              <dd>{info.lastTitleAndValue.value}</dd>
            </div>
            {info.tagAndTextValue.isShow ? (
              <div>
                <dt>{info.tagAndTextValue.tag}</dt>
                <dd>{info.tagAndTextValue.text}</dd>
              </div>
            ) : null}
          </dl>
          {info.pointTextValue.isShow ? <p className={styles.points}>{info.pointTextValue.savePointText}</p> : null}
        </section>

        <div className={styles.survey}>
          <CaptureSurvey surveyName="order_complete_v1" question="오늘 주문은 어떠셨나요?" choices={SURVEY_CHOICES} />
        </div>

        {complete.recommendationCategoryItems.length > 0 ? (
          <section className={styles.section} aria-labelledby="complete-category">
            <h2 id="complete-category" className={styles.title}>
              {complete.recommendationCategoryItemsTitle}
            </h2>
            <SearchResultGrid
              items={complete.recommendationCategoryItems}
              label={complete.recommendationCategoryItemsTitle}
            />
            {complete.categories[0] ? (
              <Link href={`/recommendations/${complete.categories[0].key}`} className={styles.more}>
                {complete.categories[0].name} 추천 더 보기
              </Link>
            ) : null}
          </section>
        ) : null}

        {complete.recommendationItems.length > 0 ? (
          <section className={styles.section} aria-labelledby="complete-popular">
            <h2 id="complete-popular" className={styles.title}>
              함께 많이 찾는 상품
            </h2>
            <SearchResultGrid items={complete.recommendationItems} label="함께 많이 찾는 상품" />
            <Link href={`/recommendations/popular/${complete.id}`} className={styles.more}>
              인기 상품 {groupDigits(complete.recommendationItemTotalCount)}개 모두 보기
            </Link>
          </section>
        ) : null}
      </MemberFrame>
    </ToastProvider>
  );
}
