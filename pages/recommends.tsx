import { Seo } from '@/components/layout/Seo';
import { MagazineScreen } from '@/components/magazine/MagazineScreen';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectMagazineSections } from '@/store/magazineSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function RecommendsPage() {
  const shell = useShell();
  const sections = useAppSelector(selectMagazineSections);
  const magazines = sections.flatMap((section) => section.magazines);
  const unique = [...new Map(magazines.map((m) => [m.id, m])).values()];
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: '라이드마켓 매거진',
      numberOfItems: unique.length,
      itemListElement: unique.map((m, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: canonicalUrl(shell, `/contents?id=${m.id}`),
        name: m.name,
      })),
    },
  ];
  return (
    <>
      <Seo
        title="매거진 | 라이드마켓"
        canonical={canonicalUrl(shell, '/recommends')}
        jsonLd={jsonLd}
        description="자전거 코스 추천, 스키 시즌 준비, 초보 라이더 가이드와 이벤트 소식을 라이드마켓 매거진에서 만나 보세요."
      />
      <MagazineScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/recommends']);
