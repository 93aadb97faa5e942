import type { GetServerSideProps } from 'next';
import { wrapper } from '@/store/wrapper';
import type { PromotionGuideKey } from '@/store/promotionGuideSlice';
import { loadPromotionGuide } from '@/store/promotionThunks';
import { pageCacheKey, withAnonymousPageCache } from './anonymousPageCache';
import { prepareShell } from './shell';

/**
 * getServerSideProps of a payment guide (/promotions/introduce_lease, /promotions/lite_pay): the
 * operator's page text (and the lease's worked example). Without its info_pages row the page does
 * not exist yet (404); a failed load renders the retry state with 503.
 */
export function promotionGuideServerSideProps(key: PromotionGuideKey): GetServerSideProps {
  return wrapper.getServerSideProps((store) => async (context) => {
    const shell = await prepareShell(context, store);
    return withAnonymousPageCache(context, pageCacheKey(context, shell), async () => {
      await store.dispatch(loadPromotionGuide(key));
      const { status, error } = store.getState().promotionGuide;
      if (status === 'failed') {
        if (error?.code === 'NOT_FOUND') return { notFound: true };
        context.res.statusCode = 503;
      }
      return { props: { shell } };
    });
  });
}
