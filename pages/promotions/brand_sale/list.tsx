import { Seo } from '@/components/layout/Seo';
import { BrandSaleListScreen } from '@/components/promotion/BrandSaleListScreen';
import { saleItemListJsonLd } from '@/components/promotion/promotionSeo';
import { groupListHref } from '@/components/promotion/saleLinks';
import { untilText } from '@/components/promotion/period';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectBrandSaleList } from '@/store/brandSaleListSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function BrandSaleListPage() {
  const shell = useShell();
  const list = useAppSelector(selectBrandSaleList);
  const absolute = (path: string) => canonicalUrl(shell, path);
  const url = absolute(groupListHref(list.groupName));
  const { promotion } = list;
  const group = list.groupName ?? '전체';
  return (
    <>
      <Seo
        title={promotion ? `${promotion.title} ${group} 모델 | 라이드마켓` : '브랜드 세일 전체 | 라이드마켓'}
        description={
          promotion
            ? `${promotion.title} ${group} ${list.models.totalCount ?? 0}개 모델을 ${untilText(promotion.endsAt)} 특가로 만나보세요.`
            : '라이드마켓 브랜드 세일 모델 전체 목록이에요.'
        }
        canonical={url}
        jsonLd={promotion ? [saleItemListJsonLd(list.models.items, promotion.endsAt, absolute)] : []}
      />
      <BrandSaleListScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/promotions/brand_sale/list']);
