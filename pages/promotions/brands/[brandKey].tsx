import { Seo } from '@/components/layout/Seo';
import { BrandIntroScreen } from '@/components/promotion/BrandIntroScreen';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectBrandIntro } from '@/store/brandIntroSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { brandKey: string };

export default function BrandPage({ brandKey }: Props) {
  const shell = useShell();
  const { brand, models } = useAppSelector(selectBrandIntro);
  const absolute = (path: string) => canonicalUrl(shell, path);
  const url = absolute(`/promotions/brands/${brandKey}`);
  if (!brand) {
    return (
      <>
        <Seo
          title="브랜드관 | 라이드마켓"
          description="라이드마켓 브랜드관에서 브랜드 이야기와 모델을 만나보세요."
          canonical={url}
        />
        <BrandIntroScreen brandKey={brandKey} />
      </>
    );
  }
  return (
    <>
      <Seo
        title={`${brand.name}(${brand.nameEn}) 브랜드관 | 라이드마켓`}
        description={`${brand.description} 라이드마켓에서 ${brand.name} ${models.totalCount ?? 0}개 모델의 매장별 최저가를 비교하세요.`}
        canonical={url}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Brand',
            name: brand.name,
            alternateName: brand.nameEn,
            description: brand.description,
            url,
          },
          breadcrumbJsonLd([
            { name: '홈', url: absolute('/') },
            { name: '브랜드 세일', url: absolute('/promotions/brand_sale') },
            { name: brand.name, url },
          ]),
        ]}
      />
      <BrandIntroScreen brandKey={brandKey} />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/promotions/brands/[brandKey]']);
