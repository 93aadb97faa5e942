import { useCallback, useState } from 'react';
import { serializeApiError } from '@/api/errors';
import { devIssueSellerInvite, type DevSellerInvite } from '@/api/item/devSellerInvite';
import {
  devLinkSeller,
  fetchDevBusinesses,
  fetchSellerItems,
  updateItemPrice,
  type DevBusiness,
  type SellerItem,
} from '@/api/item/sellerItems';
import { useAppDispatch } from '@/store/hooks';
import { resolveServices } from '@/store/wrapper';
import { loadViewer } from '@/store/viewerThunks';
import { groupDigits } from '@/lib/digits';

type Items = { businessName: string; items: SellerItem[]; searchAfter: string | null; keyword: string };

/**
 * The developer seller tool's data: it belongs to this page only (no state area of the spec), so it
 * lives here rather than in a slice. Every call goes through the same services as the app's.
 */
export function useSellerTool(notify: (text: string) => void) {
  const dispatch = useAppDispatch();
  const [businesses, setBusinesses] = useState<DevBusiness[] | null>(null);
  const [items, setItems] = useState<Items | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [invite, setInvite] = useState<DevSellerInvite | null>(null);
  const client = () => resolveServices().client;

  const attempt = useCallback(
    async <T>(key: string, work: () => Promise<T>): Promise<T | null> => {
      setBusy(key);
      try {
        return await work();
      } catch (error) {
        notify(serializeApiError(error).message);
        return null;
      } finally {
        setBusy(null);
      }
    },
    [notify]
  );

  const searchBusinesses = (keyword: string) =>
    attempt('businesses', async () => setBusinesses(await fetchDevBusinesses(client(), keyword)));

  const loadItems = (keyword: string, more = false) =>
    attempt(more ? 'more' : 'items', async () => {
      const page = await fetchSellerItems(client(), keyword, more ? (items?.searchAfter ?? null) : null);
      setItems((prev) => ({
        businessName: page.business.name,
        keyword,
        searchAfter: page.searchAfter,
        items: more && prev ? [...prev.items, ...page.items] : page.items,
      }));
    });

  const link = (businessId: number | null) =>
    attempt(`link:${businessId}`, async () => {
      const business = await devLinkSeller(client(), businessId);
      // The account's businessId changed: the user slice (and the session's viewer) follow it.
      await dispatch(loadViewer());
      setItems(null);
      setBusinesses(null);
      notify(business ? `${business.name}에 판매자로 연결했어요` : '매장 연결을 해제했어요');
      if (business) {
        const page = await fetchSellerItems(client(), '', null);
        setItems({ businessName: page.business.name, keyword: '', items: page.items, searchAfter: page.searchAfter });
      }
    });

  const changePrice = (itemId: number, price: number, originPrice: number | null) =>
    attempt(`price:${itemId}`, async () => {
      const updated = await updateItemPrice(client(), { itemId, price, originPrice });
      setItems((prev) => prev && { ...prev, items: prev.items.map((i) => (i.id === updated.id ? updated : i)) });
      notify(`가격을 ${groupDigits(updated.price)}원으로 바꿨어요. 최저가 알림이 곧 나가요.`);
      return updated;
    });

  const issueInvite = (businessId: number) =>
    attempt(`invite:${businessId}`, async () => setInvite(await devIssueSellerInvite(client(), businessId)));

  return { businesses, items, busy, invite, searchBusinesses, loadItems, link, changePrice, issueInvite };
}
