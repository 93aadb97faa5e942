import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/layout/Seo';
import { ItemDetailScreen } from '@/components/item/ItemDetailScreen';
import { itemDescription, itemJsonLd, itemTitle } from '@/components/item/itemSeo';
import { useShell } from '@/components/shell/ShellContext';
import { internalReferrerOf, type InternalReferrer } from '@/lib/item/internalReferrer';
import { ogImageFor } from '@/lib/seo/ogImage';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectItemDetail } from '@/store/itemDetailSlice';
import { loadItemCalendar, loadItemDetail } from '@/store/itemDetailThunks';
import { loadExperiment } from '@/store/experimentThunks';
import { wrapper } from '@/store/wrapper';
import { prepareShell } from '@/server/ssr/shell';
import { requestState } from '@/server/auth/requestState';
import { pageCacheKey, withAnonymousPageCache } from '@/server/ssr/anonymousPageCache';

type Props = { itemId: number; isMember: boolean; internalReferrer: InternalReferrer | null };

export default function ItemPage({ itemId, isMember, internalReferrer }: Props) {
  const shell = useShell();
  const detail = useAppSelector(selectItemDetail);
  const url = canonicalUrl(shell, `/services/${itemId}`);
  const screen = <ItemDetailScreen itemId={itemId} isMember={isMember} internalReferrer={internalReferrer} />;
  if (!detail || detail.item.id !== itemId) {
    return (
      <>
        <Seo title="상품 상세 | 라이드마켓" description="라이드마켓에서 자전거·스키 장비를 렌탈하고 구매하세요." canonical={url} />
        {screen}
      </>
    );
  }
  const description = itemDescription(detail);
  const image = ogImageFor(shell.siteUrl, detail.item.imageId, detail.item.imgAlt);
  return (
    <>
      <Seo title={itemTitle(detail)} description={description} canonical={url} type="product" image={image}
        jsonLd={itemJsonLd({ detail, url, imageUrl: image.url, description, absolute: (path) => canonicalUrl(shell, path) })} />
      {screen}
    </>
  );
}

/** Our own hosts: the one the browser used and the public one (behind a proxy they differ). */
function ownHosts(siteUrl: string, host: string | undefined): string[] {
  const hosts = host ? [host] : [];
  try {
    hosts.push(new URL(siteUrl).host);
  } catch {
    // SITE_URL is validated at start; a bad one only means fewer matches here.
  }
  return hosts;
}

export const getServerSideProps: GetServerSideProps = wrapper.getServerSideProps((store) => async (context) => {
  // Only a plain positive id names an item; anything else (abc, 0, 007, 1e3) is not a page.
  const raw = String(context.params?.id ?? '');
  if (!/^[1-9]\d{0,8}$/.test(raw)) return { notFound: true };
  const shell = await prepareShell(context, store);
  const itemId = Number(raw);
  // Client navigations fetch page data from the previous page, so Referer names it there too.
  const internalReferrer = internalReferrerOf(context.req.headers.referer, ownHosts(shell.siteUrl, context.req.headers.host));
  // resolvePageIdentity (in prepareShell) keeps a session token only for a signed-in member.
  const isMember = Boolean(requestState(context.req).sessionToken);
  // The variant and the referrer change the HTML, so they are part of an anonymous copy's key.
  await store.dispatch(loadExperiment('itemDetail'));
  const variant = store.getState().featureFlag.experiments.itemDetail;
  const key = pageCacheKey(context, shell, [variant, internalReferrer?.url ?? null]);
  return withAnonymousPageCache(context, key, async () => {
    await store.dispatch(loadItemDetail(itemId));
    const { status, error, detail } = store.getState().itemDetail;
    if (status === 'failed') {
      if (error?.code === 'NOT_FOUND' || error?.code === 'INVALID_INPUT') return { notFound: true };
      // A failed load still renders (with 다시 시도), but tells crawlers not to keep this copy.
      context.res.statusCode = 503;
    }
    // The calendar is part of a rental's first HTML, so the date sheet opens without waiting.
    if (detail?.item.dealType === 'RENTAL') await store.dispatch(loadItemCalendar(itemId));
    return { props: { shell, itemId, isMember, internalReferrer } };
  });
});
