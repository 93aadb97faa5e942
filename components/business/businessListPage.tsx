import { Seo } from '@/components/layout/Seo';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { useAppSelector } from '@/store/hooks';
import { selectNearbyBusinessList } from '@/store/nearbyBusinessListSlice';
import { BusinessItemListScreen } from './BusinessItemListScreen';
import { groupDigits } from '@/lib/digits';

type Props = { businessId: number };

/** The page component of /nearby_store/{id}/list and /famous_list (one screen, two scopes). */
export function businessListPage(famousOnly: boolean) {
  const suffix = famousOnly ? 'famous_list' : 'list';
  const label = famousOnly ? '대표 상품' : '전체 상품';
  return function BusinessListPage({ businessId }: Props) {
    const shell = useShell();
    const { header } = useAppSelector(selectNearbyBusinessList);
    const url = canonicalUrl(shell, `/nearby_store/${businessId}/${suffix}`);
    const name = header.businessName || '매장';
    return (
      <>
        <Seo
          title={`${name} ${label} ${groupDigits(header.itemCount)}개 | 라이드마켓`}
          canonical={url}
          description={`${name}에서 렌탈·구매할 수 있는 ${label}을 카테고리와 가격으로 골라 보세요.`}
          jsonLd={[
            breadcrumbJsonLd([
              { name: '홈', url: canonicalUrl(shell, '/') },
              { name, url: canonicalUrl(shell, `/nearby_store/${businessId}`) },
              { name: label, url },
            ]),
          ]}
        />
        <BusinessItemListScreen businessId={businessId} famousOnly={famousOnly} />
      </>
    );
  };
}
