import type { GetServerSideProps } from 'next';
import { wrapper } from '@/store/wrapper';
import { loadInfoPage } from '@/store/infoPageSlice';
import { pageCacheKey, withAnonymousPageCache } from './anonymousPageCache';
import { prepareShell } from './shell';

/**
 * getServerSideProps of an information page (/call_info, /cancel_info, /item_semi_info, /note_info):
 * the page from info_pages by its key; a key with no row is a 404, a failed load renders the retry
 * state with 503 so crawlers don't keep it.
 */
export function infoPageServerSideProps(key: string): GetServerSideProps {
  return wrapper.getServerSideProps((store) => async (context) => {
    const shell = await prepareShell(context, store);
    return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
      await store.dispatch(loadInfoPage(key));
      const { status, error } = store.getState().infoPage;
      if (status === 'failed') {
        if (error?.code === 'NOT_FOUND') return { notFound: true };
        context.res.statusCode = 503;
      }
      return { props: { shell } };
    });
  });
}
