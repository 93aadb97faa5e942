import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { NoticeScreen } from '@/components/notice/NoticeScreen';
import { noticeArticleJsonLd, noticeDescription } from '@/components/notice/noticeSeo';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { wrapper } from '@/store/wrapper';
import { loadNotices, selectNoticeIndex, selectNotices } from '@/store/noticeSlice';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';
import { markSeen } from '@/store/badgeThunks';

export default function NoticesPage() {
  const shell = useShell();
  const notices = useAppSelector(selectNotices);
  const open = notices[useAppSelector(selectNoticeIndex)];
  const listUrl = canonicalUrl(shell, '/notices');
  const trail = [{ name: '라이드마켓', url: canonicalUrl(shell, '/') }, { name: '공지사항', url: listUrl }];
  if (!open) {
    return (
      <>
        <Seo title="공지사항 | 라이드마켓" description="라이드마켓 서비스 변경, 이벤트, 운영 안내를 확인하세요." canonical={listUrl}
          jsonLd={[breadcrumbJsonLd(trail)]} />
        <NoticeScreen />
      </>
    );
  }
  // An opened notice (?id=) is its own page: its title, words and address, as an Article.
  const url = canonicalUrl(shell, `/notices?id=${open.id}`);
  return (
    <>
      <Seo title={`${open.title} | 라이드마켓 공지사항`} description={noticeDescription(open)} canonical={url} type="article"
        jsonLd={[noticeArticleJsonLd(open, url, canonicalUrl(shell, '/')), breadcrumbJsonLd([...trail, { name: open.title, url }])]} />
      <NoticeScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const raw = typeof context.query.id === 'string' ? context.query.id : '';
  // Only a plain positive id names a notice; anything else given as ?id= is not a page.
  if (raw !== '' && !/^[1-9]\d{0,8}$/.test(raw)) return { notFound: true };
  const requested = raw === '' ? null : Number(raw);
  const shell = await prepareShell(context, store);
  // A member who opens the notices has seen them: their notice badge clears (visitors: nothing to record).
  await store.dispatch(markSeen('NOTICE'));
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    await store.dispatch(loadNotices(requested));
    const { status, index } = store.getState().notice;
    if (status === 'failed') context.res.statusCode = 503;
    // A link to a notice that does not exist (or is not published yet) is a 404, not the list.
    else if (requested !== null && index === -1) return { notFound: true };
    return { props: { shell } };
  });
});
