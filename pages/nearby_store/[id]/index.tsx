import { Seo } from '@/components/layout/Seo';
import { BusinessProfileScreen } from '@/components/business/BusinessProfileScreen';
import { businessDescription, businessJsonLd, businessTitle } from '@/components/business/businessSeo';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectNearbyBusinessDetail } from '@/store/nearbyBusinessDetailSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { businessId: number };

export default function NearbyBusinessPage({ businessId }: Props) {
  const shell = useShell();
  const state = useAppSelector(selectNearbyBusinessDetail);
  const url = canonicalUrl(shell, `/nearby_store/${businessId}`);
  const detail =
    state.detail && state.businessId === businessId
      ? { ...state.detail, businessReviews: state.businessReviews.items, reviewSearchAfter: null }
      : null;
  return (
    <>
      {detail ? (
        <Seo
          title={businessTitle(detail)}
          description={businessDescription(detail)}
          canonical={url}
          jsonLd={businessJsonLd(detail, url, (path) => canonicalUrl(shell, path))}
        />
      ) : (
        <Seo
          title="매장 정보 | 라이드마켓"
          description="라이드마켓 렌탈·판매 매장의 위치, 영업시간, 리뷰를 확인하세요."
          canonical={url}
        />
      )}
      <BusinessProfileScreen businessId={businessId} />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/nearby_store/[id]']);
