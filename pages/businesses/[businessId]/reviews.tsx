import { Seo } from '@/components/layout/Seo';
import { BusinessReviewScreen } from '@/components/business/BusinessReviewScreen';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { useAppSelector } from '@/store/hooks';
import { selectBusinessReviews } from '@/store/businessReviewSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';
import { groupDigits } from '@/lib/digits';

type Props = { businessId: number };

export default function BusinessReviewsPage({ businessId }: Props) {
  const shell = useShell();
  const { businessName, reviewHeader } = useAppSelector(selectBusinessReviews);
  const url = canonicalUrl(shell, `/businesses/${businessId}/reviews`);
  const name = businessName || '매장';
  const rating = reviewHeader.avgRating !== null ? ` 평점 ${reviewHeader.avgRating.toFixed(1)},` : '';
  return (
    <>
      <Seo
        title={`${name} 리뷰 ${groupDigits(reviewHeader.reviewCount)}개 | 라이드마켓`}
        canonical={url}
        description={`${name}을 이용한 분들의 리뷰예요.${rating} 사진 리뷰와 별점 분포를 확인하세요.`}
        jsonLd={[
          breadcrumbJsonLd([
            { name: '홈', url: canonicalUrl(shell, '/') },
            { name, url: canonicalUrl(shell, `/nearby_store/${businessId}`) },
            { name: '리뷰', url },
          ]),
        ]}
      />
      <BusinessReviewScreen businessId={businessId} />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/businesses/[businessId]/reviews']);
