/**
 * A listing's visibility everywhere a shopper or a crawler meets it (docs/product.md §4 Listings):
 * taken down, it leaves its model's price comparison, the shop's item list, the sitemap and the Naver
 * feed at once while its open orders stay; published again, it is back on all four in the same request.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import {
  bz_publishListingDocument,
  bz_unpublishListingDocument,
  pb_businessItemsPageDocument,
} from '@/api/item/generated';
import { naverEpAnswer } from '@/server/http/naverEpHandler';
import { sitemapChunkAnswer } from '@/server/http/sitemapHandler';
import type { TextAnswer } from '@/server/http/sitemapStream';
import { SITEMAP_CHUNK_SIZE, sitemapFileName } from '@/server/domain/seo/sitemapService';
import { setPaymentProviderOverride } from '@/server/payments/providers';
import { orderRow, sandbox } from '../../support/checkoutFixture';
import { callService } from '../../support/serviceCaller';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { callAs } from '../member/memberFixtures';
import { paidSale } from '../sellerOrders/sellerHarness';
import { twoBusinesses, type TwoBusinesses } from './twoBusinesses';

const SITE = 'https://www.ridemarket.kr';
const COMPARISON = `query($id: Int!) { priceComparison(modelId: $id) {
  rental { items { item { itemId } } } sell { items { item { itemId } } } } }`;

async function textOf(answer: TextAnswer | Promise<TextAnswer>): Promise<string> {
  const { body } = await answer;
  if (typeof body === 'string') return body;
  let text = '';
  for await (const part of body) text += part;
  return text;
}

describe.each(testDbKinds())('a listing taken down and published again on %s', (kind) => {
  const db = useTestDb(kind);
  let cast: TwoBusinesses;
  beforeAll(async () => {
    setPaymentProviderOverride((d) => sandbox(d));
    cast = await twoBusinesses(db());
  });

  // The fixture's sale item is an offer of a catalogue model: its comparison is the one watched.
  const modelOf = async (itemId: number) => {
    const [row] = await queryRows<{ modelId: number }>(
      db(),
      sql`SELECT model_id AS "modelId" FROM items WHERE id = ${itemId}`
    );
    return Number(row.modelId);
  };

  /** Where the item shows, each asked the way its page or file is built. */
  async function whereShown(itemId: number, modelId: number) {
    const comparison = await callService<{
      priceComparison: {
        rental: { items: { item: { itemId: number } }[] };
        sell: { items: { item: { itemId: number } }[] };
      };
    }>(db(), 'item', null, COMPARISON, { id: modelId });
    const { rental, sell } = comparison.data!.priceComparison;
    const shop = await callAs<{ businessItems: { businessItems: { itemId: number }[] } }>(
      db(),
      null,
      pb_businessItemsPageDocument,
      'pb_businessItemsPage',
      { input: { businessId: cast.f.businessId } }
    );
    const chunk = sitemapFileName({ source: 'items', chunk: Math.floor((itemId - 1) / SITEMAP_CHUNK_SIZE) });
    const sitemap = await textOf(sitemapChunkAnswer(db(), chunk, { siteUrl: SITE }));
    const feed = await textOf(naverEpAnswer(db(), { siteUrl: SITE }));
    return {
      comparison: [...rental.items, ...sell.items].some((i) => i.item.itemId === itemId),
      shop: shop.data!.businessItems.businessItems.some((i) => i.itemId === itemId),
      sitemap: sitemap.includes(`<loc>${SITE}/services/${itemId}</loc>`),
      feed: feed.split('\n').some((line) => line.split('\t')[0] === String(itemId)),
    };
  }

  it('leaves every list when taken down, keeps its open order, and is back on all four once published', async () => {
    const itemId = cast.f.sale.itemId;
    const modelId = await modelOf(itemId);
    const everywhere = { comparison: true, shop: true, sitemap: true, feed: true };
    expect(await whereShown(itemId, modelId)).toEqual(everywhere);
    const orderId = await paidSale(db(), sandbox(db()), cast.f, cast.member);
    const before = await orderRow(db(), orderId);

    const down = await callAs<{ unpublishListing: { state: string } }>(
      db(),
      cast.seller,
      bz_unpublishListingDocument,
      'bz_unpublishListing',
      { itemId }
    );
    expect(down.data!.unpublishListing.state).toBe('HIDDEN');
    expect(await whereShown(itemId, modelId)).toEqual({ comparison: false, shop: false, sitemap: false, feed: false });
    const after = await orderRow(db(), orderId);
    expect([after.state, after.paymentState, after.itemId]).toEqual([before.state, before.paymentState, itemId]);

    const up = await callAs<{ publishListing: { state: string } }>(
      db(),
      cast.seller,
      bz_publishListingDocument,
      'bz_publishListing',
      { itemId }
    );
    expect(up.code).toBeNull();
    expect(await whereShown(itemId, modelId)).toEqual(everywhere);
  });
});
