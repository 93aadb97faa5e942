import type { GetServerSidePropsContext } from 'next';
import { z } from 'zod';
import { featureFlagKey } from '@/lib/experiments/flagKeys';
import { internalReferrerOf, type InternalReferrer } from '@/lib/item/internalReferrer';
import type { ShellProps } from '@/lib/shell';
import { loadItemPage } from '@/store/itemDetailThunks';
import { preselectCalendarRange } from '@/store/calendarSlice';
import { firstParam, type QueryParams } from '@/components/commerce/listQuery';
import { todayInSeoul } from '@/lib/dates';
import { parseRentalRange } from '@/lib/rentalRange/rentalRange';
import { getDb } from '../../db';
import { serverEnv } from '../../env';
import { experimentRunning, experimentVariant } from '../../domain/experiments/assignVariant';
import { pageCacheKey } from '../anonymousPageCache';
import { definePage } from '../pageLoader';
import { idParam } from './routeParams';

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

/** The internal page the shopper came from (client navigations fetch page data from it, so Referer names it too). */
function referrerOf(context: Pick<GetServerSidePropsContext, 'req'>, siteUrl: string): InternalReferrer | null {
  return internalReferrerOf(context.req.headers.referer, ownHosts(siteUrl, context.req.headers.host));
}

/**
 * The variant and the referrer change the HTML, so they are part of an anonymous copy's key. The
 * variant is the one the page's operation will answer (the same assignment, by the same anonymous id),
 * read here before the page is rendered; members and data requests are never kept, and ask nothing.
 */
async function itemPageCacheKey(context: GetServerSidePropsContext, shell: ShellProps): Promise<string | null> {
  if (pageCacheKey(context, shell) === null) return null;
  const { variant } = await experimentVariant(
    await getDb(),
    featureFlagKey('itemDetail', process.env.NODE_ENV),
    shell.anonId
  );
  return pageCacheKey(context, shell, [variant, referrerOf(context, shell.siteUrl)?.url ?? null]);
}

/**
 * /services/{id}: the item page, one operation (item, rental calendar, itemDetail experiment, viewer).
 * An unknown or hidden item is a 404; our own failure renders with 다시 시도 and a 503.
 */
export const itemPage = definePage({
  params: z.looseObject({ id: idParam }).transform((input) => ({
    id: input.id,
    start: firstParam(input as QueryParams, 'start') ?? null,
    end: firstParam(input as QueryParams, 'end') ?? null,
  })),
  cache: itemPageCacheKey,
  shared: 'item',
  // Shared unless the itemDetail experiment splits visitors or the shopper came from our own page
  // (the page then offers the way back to it).
  sharedWhen: async (context) =>
    referrerOf(context, serverEnv().SITE_URL) === null &&
    !(await experimentRunning(await getDb(), featureFlagKey('itemDetail', process.env.NODE_ENV))),
  fills: ['itemDetail', 'calendar', 'featureFlag', 'user', 'badge'],
  load: async (store, { id, start, end }) => {
    const loaded = await store.dispatch(loadItemPage(id));
    // A dated list's link (`?start=&end=`, issue 31 §1) preselects its range when the item can be booked for it.
    const range = parseRentalRange(start, end, todayInSeoul());
    if (range && store.getState().calendar.itemId === id) {
      store.dispatch(preselectCalendarRange('range' in range ? range.range : { note: range.error }));
    }
    return loaded;
  },
  props: ({ id }, _state, context) => ({ itemId: id, internalReferrer: referrerOf(context, serverEnv().SITE_URL) }),
});
