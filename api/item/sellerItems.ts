import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';

const SELLER_ITEM_FIELDS = 'id name img dealType status price originPrice discountRate';
const DEV_STORE_FIELDS = 'id name region address itemCount';

export const SELLER_ITEMS_DOCUMENT = `query bz_sellerItems($keyword: String, $searchAfter: String) {
  sellerItems(keyword: $keyword, searchAfter: $searchAfter) { store { id name } items { ${SELLER_ITEM_FIELDS} } searchAfter }
}`;

export const UPDATE_ITEM_PRICE_DOCUMENT = `mutation bz_updateItemPrice($itemId: Int!, $price: Int!, $originPrice: Int) {
  updateItemPrice(itemId: $itemId, price: $price, originPrice: $originPrice) { ${SELLER_ITEM_FIELDS} }
}`;

export const DEV_STORES_DOCUMENT = `query us_devStores($keyword: String!) { devStores(keyword: $keyword) { ${DEV_STORE_FIELDS} } }`;

export const DEV_LINK_SELLER_DOCUMENT = `mutation us_devLinkSeller($storeId: Int) { devLinkSeller(storeId: $storeId) { ${DEV_STORE_FIELDS} } }`;

export const sellerItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  img: z.string(),
  dealType: z.enum(['RENTAL', 'SELL']),
  status: z.enum(['AVAILABLE', 'SOLD_OUT', 'HIDDEN']),
  price: z.number().int(),
  originPrice: z.number().int(),
  discountRate: z.number().int(),
});

export type SellerItem = z.infer<typeof sellerItemSchema>;

const sellerItemPageSchema = z.object({
  store: z.object({ id: z.number().int(), name: z.string() }),
  items: z.array(sellerItemSchema),
  searchAfter: z.string().nullable(),
});

export type SellerItemPage = z.infer<typeof sellerItemPageSchema>;

export const devStoreSchema = z.object({ id: z.number().int(), name: z.string(), region: z.string(), address: z.string(), itemCount: z.number().int() });

export type DevStore = z.infer<typeof devStoreSchema>;

export async function fetchSellerItems(client: ApiClient, keyword: string, searchAfter: string | null): Promise<SellerItemPage> {
  const data = await client.request<unknown>('item', SELLER_ITEMS_DOCUMENT, { keyword, searchAfter }, { operationName: 'bz_sellerItems' });
  return checkAnswer(z.object({ sellerItems: sellerItemPageSchema }), data, 'bz_sellerItems').sellerItems;
}

export async function updateItemPrice(client: ApiClient, input: { itemId: number; price: number; originPrice?: number | null }): Promise<SellerItem> {
  const data = await client.request<unknown>('item', UPDATE_ITEM_PRICE_DOCUMENT, input, { operationName: 'bz_updateItemPrice' });
  return checkAnswer(z.object({ updateItemPrice: sellerItemSchema }), data, 'bz_updateItemPrice').updateItemPrice;
}

/** Developer tool (/dev/seller): stores by name. */
export async function fetchDevStores(client: ApiClient, keyword: string): Promise<DevStore[]> {
  const data = await client.request<unknown>('item', DEV_STORES_DOCUMENT, { keyword }, { operationName: 'us_devStores' });
  return checkAnswer(z.object({ devStores: z.array(devStoreSchema) }), data, 'us_devStores').devStores;
}

/** Developer tool (/dev/seller): links the account to a store (null unlinks). */
export async function devLinkSeller(client: ApiClient, storeId: number | null): Promise<DevStore | null> {
  const data = await client.request<unknown>('item', DEV_LINK_SELLER_DOCUMENT, { storeId }, { operationName: 'us_devLinkSeller' });
  return checkAnswer(z.object({ devLinkSeller: devStoreSchema.nullable() }), data, 'us_devLinkSeller').devLinkSeller;
}
