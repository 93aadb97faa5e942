import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { NoticeScreen } from '@/components/notice/NoticeScreen';
import { useShell } from '@/components/shell/ShellContext';
import { canonicalUrl } from '@/lib/shell';
import { wrapper } from '@/store/wrapper';
import { loadNotices } from '@/store/noticeSlice';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';
import { prepareShell } from '@/server/ssr/shell';

export default function NoticesPage() {
  const shell = useShell();
  return (
    <>
      <Seo title="공지사항 | 라이드마켓" description="라이드마켓 서비스 변경, 이벤트, 운영 안내를 확인하세요." canonical={canonicalUrl(shell, '/notices')} />
      <NoticeScreen />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  const shell = await prepareShell(context);
  return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
    const requested = Number(context.query.id);
    await store.dispatch(loadNotices(Number.isInteger(requested) && requested > 0 ? requested : null));
    if (store.getState().notice.status === 'failed') context.res.statusCode = 503;
    return { props: { shell } };
  });
});
