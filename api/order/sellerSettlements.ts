import type { ApiClient } from '../client';
import {
  bz_sellerSettlementCsvDocument,
  bz_sellerSettlementPageDocument,
  bz_sellerSettlementsPageDocument,
  type bz_sellerSettlementCsvQuery,
  type bz_sellerSettlementPageQuery,
  type bz_sellerSettlementsPageQuery,
  type SettlementSummaryFieldsFragment,
} from './generated';

export type SettlementSummary = SettlementSummaryFieldsFragment;
export type SettlementStatement = bz_sellerSettlementPageQuery['sellerSettlement'];
export type SettlementCsv = bz_sellerSettlementCsvQuery['sellerSettlementCsv'];

/** /seller/settlements: the viewer and the business's statements, newest period first. */
export function fetchSellerSettlementsPage(client: ApiClient): Promise<bz_sellerSettlementsPageQuery> {
  return client.request('order', bz_sellerSettlementsPageDocument, {});
}

/** /seller/settlements/{id}: one statement with its lines (another business's: NOT_FOUND). */
export function fetchSellerSettlementPage(client: ApiClient, id: number): Promise<bz_sellerSettlementPageQuery> {
  return client.request('order', bz_sellerSettlementPageDocument, { id });
}

/** The statement as CSV for Excel (Korean headers, UTF-8 with BOM), fetched when the seller downloads it. */
export async function fetchSellerSettlementCsv(client: ApiClient, id: number): Promise<SettlementCsv> {
  return (await client.request('order', bz_sellerSettlementCsvDocument, { id })).sellerSettlementCsv;
}
