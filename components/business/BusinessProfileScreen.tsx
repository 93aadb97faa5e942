import Link from '@/components/ui/AppLink';
import { Icon } from '@/components/ui/Icon';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectNearbyBusinessDetail } from '@/store/nearbyBusinessDetailSlice';
import { loadMoreNearbyBusinessReviews, loadNearbyBusinessPage } from '@/store/nearbyBusinessDetailThunks';
import { ToastProvider } from '@/components/ui/Toast';
import { AppShell } from '../layout/AppShell';
import { ErrorState } from '../ui/ErrorState';
import { ReviewHeaderSummary } from '../review/ReviewHeaderSummary';
import { BusinessHeader } from './BusinessHeader';
import { BusinessItemGrid } from './BusinessItemGrid';
import { BusinessReviewList } from './BusinessReviewList';
import { BusinessSections } from './BusinessSections';
import styles from './BusinessProfileScreen.module.css';
import { groupDigits } from '@/lib/digits';

/** /nearby_store/{id}: header and actions, notice and hours, famous items, brands, latest reviews. */
export function BusinessProfileScreen({ businessId }: { businessId: number }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectNearbyBusinessDetail);
  const detail = state.detail;

  if (!detail || state.businessId !== businessId) {
    return (
      <AppShell title="매장 정보" showBack showTabBar={false}>
        {state.status === 'failed' ? (
          <ErrorState
            message={state.error?.message ?? '매장 정보를 불러오지 못했어요.'}
            onRetry={() => void dispatch(loadNearbyBusinessPage(businessId))}
          />
        ) : (
          <div className={styles.skeleton} role="status" aria-busy="true">
            <span className="visually-hidden">매장 정보를 불러오는 중</span>
          </div>
        )}
      </AppShell>
    );
  }
  const full = { ...detail, businessReviews: state.businessReviews.items, reviewSearchAfter: null };
  const base = `/nearby_store/${businessId}`;
  // One toast for the screen: the heart (components/bookmark/useBookmark.ts) and 도움이 돼요 speak through it.
  return (
    <ToastProvider>
      <AppShell title={detail.businessProfile.info.businessName} showBack showTabBar={false}>
        <BusinessHeader detail={full} />
        <BusinessSections profile={detail.businessProfile} />

        <section className={styles.section} aria-labelledby="business-famous">
          <div className={styles.sectionHead}>
            <h2 id="business-famous" className={styles.title}>
              대표 상품 <span className={styles.count}>{groupDigits(detail.businessFamousItemCount)}</span>
            </h2>
            {detail.businessFamousItemCount > 0 ? (
              <Link href={`${base}/famous_list`} className={styles.more}>
                전체보기
                <Icon name="chevron-right" size={16} />
              </Link>
            ) : null}
          </div>
          {detail.businessFamousItems.length > 0 ? (
            <BusinessItemGrid items={detail.businessFamousItems} rail />
          ) : (
            <p className={styles.empty}>아직 리뷰가 쌓인 대표 상품이 없어요. 전체 상품에서 골라 보세요.</p>
          )}
          <Link href={`${base}/list`} className={styles.allItems}>
            전체 상품 보기
            <Icon name="chevron-right" size={18} />
          </Link>
        </section>

        {detail.brands.length > 0 ? (
          <section className={styles.section} aria-labelledby="business-brands">
            <h2 id="business-brands" className={styles.title}>
              취급 브랜드
            </h2>
            <ul className={styles.brands}>
              {detail.brands.map((b) => (
                <li key={b.key}>
                  <Link
                    href={{ pathname: `${base}/list`, query: { filter: `brand:${b.key}` } }}
                    className={styles.brand}
                  >
                    {b.name}
                    <span className={styles.brandCount}>{b.itemCount}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section className={styles.section} aria-labelledby="business-reviews">
          <div className={styles.sectionHead}>
            <h2 id="business-reviews" className={styles.title}>
              매장 리뷰 <span className={styles.count}>{groupDigits(detail.reviewHeader.reviewCount)}</span>
            </h2>
            {detail.reviewHeader.reviewCount > 0 ? (
              <Link href={`/businesses/${businessId}/reviews`} className={styles.more}>
                리뷰 전체보기
                <Icon name="chevron-right" size={16} />
              </Link>
            ) : null}
          </div>
          {detail.reviewHeader.reviewCount > 0 ? (
            <>
              <div className={styles.pad}>
                <ReviewHeaderSummary header={detail.reviewHeader} />
              </div>
              <BusinessReviewList
                reviews={state.businessReviews.items}
                totalCount={detail.reviewHeader.reviewCount}
                hasMore={state.businessReviews.searchAfter !== null}
                loading={state.reviewsStatus === 'loading'}
                failed={state.reviewsStatus === 'failed'}
                onMore={() => void dispatch(loadMoreNearbyBusinessReviews())}
              />
            </>
          ) : (
            <p className={styles.empty}>아직 리뷰가 없어요. 이 매장을 이용해 보셨다면 첫 리뷰를 남겨 주세요.</p>
          )}
        </section>
      </AppShell>
    </ToastProvider>
  );
}
