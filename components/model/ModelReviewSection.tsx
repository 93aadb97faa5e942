import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectModelDetail } from '@/store/modelDetailSlice';
import { loadMoreModelReviews } from '@/store/modelDetailThunks';
import { ReviewCard } from '../review/ReviewCard';
import { ReviewHeaderSummary } from '../review/ReviewHeaderSummary';
import { ReviewList } from '../review/ReviewList';
import { SectionHeader } from '../ui/SectionHeader';
import styles from './ModelReviewSection.module.css';

/** Review header (average, count, ratio bars), the highlighted reviews, then every review newest first. */
export function ModelReviewSection() {
  const dispatch = useAppDispatch();
  const { modelReviewHeader, mdReviewInfo, modelReviews, reviewsStatus, reviewsError } =
    useAppSelector(selectModelDetail);
  return (
    <section id="reviews" className={styles.section} aria-labelledby="model-reviews">
      <SectionHeader id="model-reviews" title="리뷰" subtitle="이 모델을 구매하거나 렌탈한 분들의 리뷰예요" />
      <ReviewHeaderSummary header={modelReviewHeader} />
      {mdReviewInfo.isShow ? (
        <div className={styles.best}>
          <h3 className={styles.bestTitle}>{mdReviewInfo.title}</h3>
          <ul>
            {mdReviewInfo.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {modelReviews.items.length > 0 ? <h3 className={styles.allTitle}>전체 리뷰</h3> : null}
      <ReviewList
        // A highlighted review is listed again in its place among all reviews; its toggle stays in step (§4 rule).
        reviews={modelReviews.items}
        totalCount={modelReviews.totalCount ?? modelReviewHeader.reviewCount}
        hasMore={modelReviews.searchAfter !== null}
        status={reviewsStatus}
        errorMessage={reviewsError?.message ?? null}
        onMore={() => dispatch(loadMoreModelReviews())}
      />
    </section>
  );
}
