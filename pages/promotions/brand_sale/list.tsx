import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { BrandSaleListScreen } from '@/components/promotion/BrandSaleListScreen';
import { saleItemListJsonLd } from '@/components/promotion/promotionSeo';
import { groupListHref } from '@/components/promotion/saleLinks';
import { untilText } from '@/components/promotion/period';
import { firstParam } from '@/components/commerce/listQuery';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectBrandSaleList } from '@/store/brandSaleListSlice';
import { loadBrandSaleList } from '@/store/promotionThunks';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

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
        description={promotion
          ? `${promotion.title} ${group} ${list.models.totalCount ?? 0}개 모델을 ${untilText(promotion.endsAt)} 특가로 만나보세요.`
          : '라이드마켓 브랜드 세일 모델 전체 목록이에요.'}
        canonical={url}
        jsonLd={promotion ? [saleItemListJsonLd(list.models.items, promotion.endsAt, absolute)] : []}
      />
      <BrandSaleListScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    await store.dispatch(loadBrandSaleList(firstParam(context.query, 'group') ?? null));
    const { status, error } = store.getState().brandSaleList;
    if (status === 'failed') {
      // A group this campaign doesn't have (an old or edited link) is not a page.
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      context.res.statusCode = 503;
    }
    return { props: { shell } };
  });
});
