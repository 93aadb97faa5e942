import { Seo } from '@/components/layout/Seo';
import { NoticeScreen } from '@/components/notice/NoticeScreen';
import { noticeArticleJsonLd, noticeDescription } from '@/components/notice/noticeSeo';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectNoticeIndex, selectNotices } from '@/store/noticeSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

export default function NoticesPage() {
  const shell = useShell();
  const notices = useAppSelector(selectNotices);
  const open = notices[useAppSelector(selectNoticeIndex)];
  const listUrl = canonicalUrl(shell, '/notices');
  const trail = [
    { name: '라이드마켓', url: canonicalUrl(shell, '/') },
    { name: '공지사항', url: listUrl },
  ];
  if (!open) {
    return (
      <>
        <Seo
          title="공지사항 | 라이드마켓"
          description="라이드마켓 서비스 변경, 이벤트, 운영 안내를 확인하세요."
          canonical={listUrl}
          jsonLd={[breadcrumbJsonLd(trail)]}
        />
        <NoticeScreen />
      </>
    );
  }
  // An opened notice (?id=) is its own page: its title, words and address, as an Article.
  const url = canonicalUrl(shell, `/notices?id=${open.id}`);
  return (
    <>
      <Seo
        title={`${open.title} | 라이드마켓 공지사항`}
        description={noticeDescription(open)}
        canonical={url}
        type="article"
        jsonLd={[
          noticeArticleJsonLd(open, url, canonicalUrl(shell, '/')),
          breadcrumbJsonLd([...trail, { name: open.title, url }]),
        ]}
      />
      <NoticeScreen />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/notices']);
