import { Seo } from '@/components/layout/Seo';
import { BrandSaleScreen } from '@/components/promotion/BrandSaleScreen';
import { saleItemListJsonLd } from '@/components/promotion/promotionSeo';
import { untilText } from '@/components/promotion/period';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectBrandSale } from '@/store/brandSaleSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function BrandSalePage() {
  const shell = useShell();
  const sale = useAppSelector(selectBrandSale);
  const absolute = (path: string) => canonicalUrl(shell, path);
  const url = absolute('/promotions/brand_sale');
  const { promotion } = sale;
  if (!sale.isPossibleDeploy || !promotion) {
    return (
      <>
        <Seo
          title="브랜드 세일 | 라이드마켓"
          description="라이드마켓 브랜드 세일에서 자전거·스키 인기 브랜드 특가를 만나보세요."
          canonical={url}
        />
        <BrandSaleScreen />
      </>
    );
  }
  const cards = [...sale.famousPromotionModels, ...sale.promotionModelGroups.flatMap((g) => g.models)];
  const unique = cards.filter((card, index) => cards.findIndex((c) => c.id === card.id) === index);
  return (
    <>
      <Seo
        title={`${promotion.title} ${untilText(promotion.endsAt)} | 라이드마켓`}
        description={`${promotion.subtitle}. ${sale.promotionModelGroups.map((g) => g.groupName).join(', ')} 세일을 ${untilText(promotion.endsAt)} 진행해요.`}
        canonical={url}
        jsonLd={[
          saleItemListJsonLd(unique, promotion.endsAt, absolute),
          breadcrumbJsonLd([
            { name: '홈', url: absolute('/') },
            { name: '브랜드 세일', url },
          ]),
        ]}
      />
      <BrandSaleScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/promotions/brand_sale']);
