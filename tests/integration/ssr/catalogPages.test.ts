/**
 * The catalogue, content and promotion pages' getServerSideProps end to end (server/ssr/pages/
 * catalogPages.ts and contentPages.ts through loadPage): one operation through the in-process item
 * service on a real database, the status rules of each page and what it hands the browser.
 */
import { sql } from 'drizzle-orm';
import type { PageRoute } from '@/server/ssr/pageTable';
import { usePageHarness } from '../../support/pageHarness';
import { testDbKinds } from '../../support/testDb';

type Props = { contentId?: number; category?: string; brandKey?: string };

describe.each(testDbKinds())('catalogue, content and promotion pages through the page table on %s', (kind) => {
  const harness = usePageHarness(kind);
  const { operations } = harness;
  const render = (route: PageRoute, url: string, params?: Record<string, string>) =>
    harness.render<Props>(route, url, params);
  const firstId = async (table: string) =>
    (
      (await harness
        .db()
        .execute(sql.raw(`SELECT id FROM ${table} WHERE published_at <= now() ORDER BY id LIMIT 1`))) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0].id;

  it('/bikes/commerce opens on the first category on sale, in one operation with the experiment', async () => {
    const { status, state } = await render('/bikes/commerce', '/bikes/commerce');
    expect(status).toBe(200);
    expect(operations).toEqual(['pb_commercePage']);
    const filter = state.bikeCommerceFilter as {
      selectedCategory: { key: string };
      originGroups: { categories: { key: string }[] }[];
      sort: string;
    };
    expect(filter.selectedCategory.key).toBe(filter.originGroups[0].categories[0].key);
    expect((state.commerceList as { models: { items: unknown[] } }).models.items.length).toBeGreaterThan(0);
    expect(state.featureFlag).toMatchObject({ status: 'succeeded' });
    expect(Object.keys(state).sort()).toEqual(['bikeCommerceFilter', 'commerceList', 'featureFlag']);
  });

  it("/bikes/commerce keeps the link's category, sort and filters; a category not on sale or unknown is a 404", async () => {
    const { status, state } = await render(
      '/bikes/commerce',
      '/bikes/commerce?category=gravel&sort=PRICE_DESC&filter=brand:trek'
    );
    expect(status).toBe(200);
    expect(state.bikeCommerceFilter).toMatchObject({
      selectedCategory: { key: 'gravel' },
      sort: 'PRICE_DESC',
      filters: [{ key: 'brand', value: 'trek' }],
    });
    expect((await render('/bikes/commerce', '/bikes/commerce?category=bike_service')).result.notFound).toBe(true);
    expect((await render('/bikes/commerce', '/bikes/commerce?category=nosuchcategory')).result.notFound).toBe(true);
  });

  it('/used_item/list in one operation; an unknown category is a 404', async () => {
    const { status, state } = await render('/used_item/list', '/used_item/list');
    expect(status).toBe(200);
    expect(operations).toEqual(['pb_usedItemsPage']);
    expect(state.usedItem).toMatchObject({ status: 'succeeded', categoryKey: 'all' });
    expect((await render('/used_item/list', '/used_item/list?category=nosuchcategory')).result.notFound).toBe(true);
  });

  it('/recommends, /notices, /qna_info, /call_info, /provisions: one operation each', async () => {
    const pages: [PageRoute, string, string][] = [
      ['/recommends', '/recommends', 'pb_magazinesPage'],
      ['/notices', '/notices', 'pb_noticesPage'],
      ['/qna_info', '/qna_info', 'pb_faqPage'],
      ['/call_info', '/call_info', 'pb_infoPage'],
      ['/provisions', '/provisions', 'pb_provisionsPage'],
      ['/promotions/brand_sale', '/promotions/brand_sale', 'pb_brandSalePage'],
      ['/promotions/card_benefit', '/promotions/card_benefit', 'pb_cardBenefitPage'],
      ['/card_benefit', '/card_benefit', 'pb_cardBenefitPage'],
      ['/promotions/lite_pay', '/promotions/lite_pay', 'pb_promotionGuidePage'],
    ];
    for (const [route, url, operation] of pages) {
      operations.length = 0;
      const { status, result } = await render(route, url);
      expect({ url, status, operations }).toEqual({ url, status: 200, operations: [operation] });
      expect(result.props).toHaveProperty('shell');
    }
  });

  it('/contents?id= names a published content; a missing one is a 404', async () => {
    const id = await firstId('contents');
    const { status, result, state } = await render('/contents', `/contents?id=${id}`);
    expect(status).toBe(200);
    expect(operations).toEqual(['pb_contentPage']);
    expect(result.props?.contentId).toBe(id);
    expect(state.content).toMatchObject({ current: { id } });
    expect((await render('/contents', '/contents?id=999999')).result.notFound).toBe(true);
    expect((await render('/contents', '/contents?id=abc')).result.notFound).toBe(true);
  });

  it('/notices?id= opens a published notice; a missing one is a 404', async () => {
    const id = await firstId('notices');
    expect((await render('/notices', `/notices?id=${id}`)).state.notice).toMatchObject({ index: expect.any(Number) });
    expect((await render('/notices', '/notices?id=999999')).result.notFound).toBe(true);
  });

  it("/qna_info with a category we don't have sends the words to the whole FAQ", async () => {
    const { result } = await render(
      '/qna_info',
      `/qna_info?category=${encodeURIComponent('없는 분류')}&keyword=${encodeURIComponent('환불')}`
    );
    expect(result.redirect).toEqual({
      destination: `/qna_info?keyword=${encodeURIComponent('환불')}`,
      permanent: false,
    });
  });

  it('/provisions/{category}: the current version, an old one by ?version=, and a 404 for an unknown version', async () => {
    const current = await render('/provisions/[category]', '/provisions/service', { category: 'service' });
    expect(current.status).toBe(200);
    expect(operations).toEqual(['pb_provisionPage']);
    expect(current.result.props?.category).toBe('SERVICE');
    expect(current.state.provisionPage).toMatchObject({ page: { category: 'SERVICE', isCurrent: true } });
    expect(
      (await render('/provisions/[category]', '/provisions/service?version=0.0.1', { category: 'service' })).result
        .notFound
    ).toBe(true);
    expect(
      (await render('/provisions/[category]', '/provisions/SERVICE', { category: 'SERVICE' })).result.notFound
    ).toBe(true);
  });

  it('/promotions/introduce_lease brings the worked example in the same operation', async () => {
    const { status, state } = await render('/promotions/introduce_lease', '/promotions/introduce_lease');
    expect(status).toBe(200);
    expect(operations).toEqual(['pb_promotionGuidePage']);
    expect(state.promotionGuide).toMatchObject({ key: 'introduce_lease', leaseExample: { rows: expect.any(Array) } });
  });

  it('/promotions/brands/{brandKey} and the sale list: a brand or group that is not there is a 404', async () => {
    const brand = await render('/promotions/brands/[brandKey]', '/promotions/brands/trek', { brandKey: 'trek' });
    expect(brand.status).toBe(200);
    expect(operations).toEqual(['pb_brandPage']);
    expect(brand.result.props?.brandKey).toBe('trek');
    expect(
      (await render('/promotions/brands/[brandKey]', '/promotions/brands/nosuchbrand', { brandKey: 'nosuchbrand' }))
        .result.notFound
    ).toBe(true);
    expect(
      (await render('/promotions/brands/[brandKey]', '/promotions/brands/Trek', { brandKey: 'Trek' })).result.notFound
    ).toBe(true);
    operations.length = 0;
    const list = await render('/promotions/brand_sale/list', '/promotions/brand_sale/list');
    expect(list.status).toBe(200);
    expect(operations).toEqual(['pb_brandSaleListPage']);
  });
});
