import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { BrandIntroScreen } from '@/components/promotion/BrandIntroScreen';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectBrandIntro } from '@/store/brandIntroSlice';
import { loadBrandIntro } from '@/store/promotionThunks';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';
import { BRAND_KEY } from '@/server/domain/promotion/brandIntro';

type Props = { brandKey: string };

export default function BrandPage({ brandKey }: Props) {
  const shell = useShell();
  const { brand, models } = useAppSelector(selectBrandIntro);
  const absolute = (path: string) => canonicalUrl(shell, path);
  const url = absolute(`/promotions/brands/${brandKey}`);
  if (!brand) {
    return (
      <>
        <Seo title="브랜드관 | 라이드마켓" description="라이드마켓 브랜드관에서 브랜드 이야기와 모델을 만나보세요." canonical={url} />
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
          { '@context': 'https://schema.org', '@type': 'Brand', name: brand.name, alternateName: brand.nameEn, description: brand.description, url },
          breadcrumbJsonLd([{ name: '홈', url: absolute('/') }, { name: '브랜드 세일', url: absolute('/promotions/brand_sale') }, { name: brand.name, url }]),
        ]}
      />
      <BrandIntroScreen brandKey={brandKey} />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const brandKey = String(context.params?.brandKey ?? '');
  // Brand keys are lower-case slugs; anything else cannot name a brand.
  if (!BRAND_KEY.test(brandKey)) return { notFound: true };
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    await store.dispatch(loadBrandIntro(brandKey));
    const { status, error } = store.getState().brandIntro;
    if (status === 'failed') {
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      context.res.statusCode = 503;
    }
    return { props: { shell, brandKey } };
  });
});
