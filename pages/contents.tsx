import { Seo } from '@/components/layout/Seo';
import { ContentScreen } from '@/components/content/ContentScreen';
import { CONTENT_CATEGORY_LABEL } from '@/components/content/contentLinks';
import { useShell } from '@/components/shell/ShellContext';
import { articleJsonLd } from '@/lib/seo/article';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { ogImageFor } from '@/lib/seo/ogImage';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentContent, selectCurrentContentInfo } from '@/store/contentSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

type Props = { contentId: number };

export default function ContentPage({ contentId }: Props) {
  const shell = useShell();
  const content = useAppSelector(selectCurrentContent);
  const info = useAppSelector(selectCurrentContentInfo);
  const url = canonicalUrl(shell, `/contents?id=${contentId}`);
  if (!content || !info || content.id !== contentId) {
    return (
      <>
        <Seo title="매거진 | 라이드마켓" description="라이드마켓 매거진과 이벤트 소식을 확인하세요." canonical={url} />
        <ContentScreen />
      </>
    );
  }
  const image = ogImageFor(shell.siteUrl, info.img1Id, content.name);
  const section = CONTENT_CATEGORY_LABEL[content.category ?? ''] ?? '매거진';
  const jsonLd = [
    articleJsonLd({
      headline: content.name,
      description: info.summary,
      url,
      images: [image.url],
      datePublished: info.publishedAt,
      siteUrl: shell.siteUrl,
      section,
    }),
    breadcrumbJsonLd([
      { name: '홈', url: canonicalUrl(shell, '/') },
      { name: '매거진', url: canonicalUrl(shell, '/recommends') },
      { name: content.name, url },
    ]),
  ];
  return (
    <>
      <Seo
        title={`${content.name} | 라이드마켓 ${section}`}
        description={info.summary}
        canonical={url}
        type="article"
        image={image}
        jsonLd={jsonLd}
      />
      <ContentScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/contents']);
