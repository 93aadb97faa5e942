import type { ApiClient } from '../client';
import {
  bz_addMaintenanceBlockDocument,
  bz_removeMaintenanceBlockDocument,
  bz_sellerItemPageDocument,
  bz_sellerItemsDocument,
  bz_sellerItemsPageDocument,
  bz_updateItemPriceDocument,
  bz_updateItemStatusDocument,
  bz_updateItemStockDocument,
  bz_updateItemDepositDocument,
  bz_updateOptionStockDocument,
  type SellerItemOptionFieldsFragment,
  us_devLinkSellerDocument,
  us_devBusinessesDocument,
  type bz_sellerItemPageQuery,
  type bz_sellerItemsPageQuery,
  type bz_sellerItemsQuery,
  type ConsoleItemFieldsFragment,
  type DevBusinessFieldsFragment,
  type MaintenanceBlockFieldsFragment,
  type SellerItemFieldsFragment,
  type SellerItemStatus,
} from './generated';

export type SellerItem = SellerItemFieldsFragment;
export type SellerItemPage = bz_sellerItemsQuery['sellerItems'];
export type DevBusiness = DevBusinessFieldsFragment;

export async function fetchSellerItems(
  client: ApiClient,
  keyword: string,
  searchAfter: string | null
): Promise<SellerItemPage> {
  return (await client.request('item', bz_sellerItemsDocument, { keyword, searchAfter })).sellerItems;
}

export async function updateItemPrice(
  client: ApiClient,
  input: { itemId: number; price: number; originPrice?: number | null }
): Promise<SellerItem> {
  return (await client.request('item', bz_updateItemPriceDocument, input)).updateItemPrice;
}

/** Developer tool (/dev/seller): businesses by name. */
export async function fetchDevBusinesses(client: ApiClient, keyword: string): Promise<DevBusiness[]> {
  return (await client.request('item', us_devBusinessesDocument, { keyword })).devBusinesses;
}

/** Developer tool (/dev/seller): links the account to a business (null unlinks). */
export async function devLinkSeller(client: ApiClient, businessId: number | null): Promise<DevBusiness | null> {
  return (await client.request('item', us_devLinkSellerDocument, { businessId })).devLinkSeller;
}

/** The console's view of an item: the price tool's fields and the stock. */
export type ConsoleItem = ConsoleItemFieldsFragment;
export type MaintenanceBlock = MaintenanceBlockFieldsFragment;
export type ItemStatus = SellerItemStatus;
export type SellerItemsPage = bz_sellerItemsPageQuery;
export type SellerItemEditPage = bz_sellerItemPageQuery;

/** /seller/items: the viewer and a page of the business's items (a keyword narrows, searchAfter pages on). */
export async function fetchSellerItemsPage(
  client: ApiClient,
  keyword: string,
  searchAfter: string | null
): Promise<SellerItemsPage> {
  return client.request('item', bz_sellerItemsPageDocument, { keyword, searchAfter });
}

/** /seller/items/[id]: the viewer, the item and its maintenance blocks. */
export async function fetchSellerItemPage(client: ApiClient, itemId: number): Promise<SellerItemEditPage> {
  return client.request('item', bz_sellerItemPageDocument, { itemId });
}

/** 보증금: a rental item's damage deposit in won (0 = none). */
export async function updateItemDeposit(
  client: ApiClient,
  itemId: number,
  depositAmount: number
): Promise<ConsoleItem> {
  return (await client.request('item', bz_updateItemDepositDocument, { itemId, depositAmount })).updateItemDeposit;
}

export async function updateItemStock(client: ApiClient, itemId: number, stock: number): Promise<ConsoleItem> {
  return (await client.request('item', bz_updateItemStockDocument, { itemId, stock })).updateItemStock;
}

/** One of the item's options with its own stock (a sale takes from it as well as from the item's stock). */
export type ConsoleItemOption = SellerItemOptionFieldsFragment;

export async function updateOptionStock(
  client: ApiClient,
  optionId: number,
  stock: number
): Promise<ConsoleItemOption> {
  return (await client.request('item', bz_updateOptionStockDocument, { optionId, stock })).updateOptionStock;
}

export async function updateItemStatus(client: ApiClient, itemId: number, status: ItemStatus): Promise<ConsoleItem> {
  return (await client.request('item', bz_updateItemStatusDocument, { itemId, status })).updateItemStatus;
}

/** Answers the item's maintenance blocks after the new one. */
export async function addMaintenanceBlock(
  client: ApiClient,
  input: { itemId: number; startDate: string; endDate: string; note: string }
): Promise<MaintenanceBlock[]> {
  return (await client.request('item', bz_addMaintenanceBlockDocument, input)).addMaintenanceBlock;
}

/** Answers the item's remaining maintenance blocks. */
export async function removeMaintenanceBlock(client: ApiClient, blockId: number): Promise<MaintenanceBlock[]> {
  return (await client.request('item', bz_removeMaintenanceBlockDocument, { blockId })).removeMaintenanceBlock;
}
