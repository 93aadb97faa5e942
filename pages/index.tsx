import { Seo } from '@/components/layout/Seo';
import { HomeScreen } from '@/components/home/HomeScreen';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

const TITLE = '라이드마켓 - 자전거·스키 렌탈과 구매, 매장별 가격 비교';
const DESCRIPTION =
  '한강 자전거 렌탈부터 리조트 스키·보드 장비 렌탈, 로드·미니벨로·전기자전거 구매까지. 매장별 가격을 비교하고 바로 예약하세요.';

export default function HomePage() {
  const shell = useShell();
  const url = canonicalUrl(shell, '/');
  return (
    <>
      <Seo
        title={TITLE}
        description={DESCRIPTION}
        canonical={url}
        image={{ url: canonicalUrl(shell, '/og-home.png'), width: 1200, height: 630, alt: '라이드마켓' }}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: '라이드마켓',
            url,
            potentialAction: {
              '@type': 'SearchAction',
              target: {
                '@type': 'EntryPoint',
                urlTemplate: `${canonicalUrl(shell, '/search')}?keyword={search_term_string}`,
              },
              'query-input': 'required name=search_term_string',
            },
          },
        ]}
      />
      <HomeScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/']);
