import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { MagazineScreen } from '@/components/magazine/MagazineScreen';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { loadMagazineSections, selectMagazineSections } from '@/store/magazineSlice';
import { wrapper } from '@/store/wrapper';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default function RecommendsPage() {
  const shell = useShell();
  const sections = useAppSelector(selectMagazineSections);
  const magazines = sections.flatMap((section) => section.magazines);
  const unique = [...new Map(magazines.map((m) => [m.id, m])).values()];
  const jsonLd = [{
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: '라이드마켓 매거진',
    numberOfItems: unique.length,
    itemListElement: unique.map((m, index) => ({
      '@type': 'ListItem', position: index + 1, url: canonicalUrl(shell, `/contents?id=${m.id}`), name: m.name,
    })),
  }];
  return (
    <>
      <Seo title="매거진 | 라이드마켓" canonical={canonicalUrl(shell, '/recommends')} jsonLd={jsonLd}
        description="자전거 코스 추천, 스키 시즌 준비, 초보 라이더 가이드와 이벤트 소식을 라이드마켓 매거진에서 만나 보세요." />
      <MagazineScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const shell = await prepareShell(context, store);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    await store.dispatch(loadMagazineSections());
    if (store.getState().magazine.status === 'failed') context.res.statusCode = 503;
    return { props: { shell } };
  });
});
