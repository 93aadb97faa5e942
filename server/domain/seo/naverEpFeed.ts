import type { Db } from '@/server/db/client';
import { ogImageFor } from '@/lib/seo/ogImage';
import { naverEpTrackingQuery } from '@/lib/seo/naverEpLanding';
import { NORMAL_REWARD_RATE_PERCENT, rewardPoints } from '../item/itemPrice';
import {
  NAVER_EP_TITLE_MAX,
  naverEpHeaderLine,
  naverEpLine,
  sanitizeTsvValue,
  truncateText,
  type NaverEpRow,
} from './naverEpFormat';
import { naverEpPage, type NaverEpSource } from './naverEpQueries';
import { itemPath } from './paths';
import { absoluteUrl } from './xml';

/** Rows per query while the feed is streamed. */
export const NAVER_EP_PAGE_SIZE = 2_000;

/** Top-level shopping category of our two entry points (docs/product.md §9 Codes BIKE, SKI). */
const TOP_CATEGORY: Record<NaverEpSource['categoryCode'], string> = { BIKE: '자전거', SKI: '스키·보드' };

export type NaverEpOptions = { siteUrl: string; pageSize?: number };

/**
 * Category path 자전거 > 로드·그래블 > 로드: the commerce group, then the category when it says more
 * than its group. Naver maps it to its own tree, so no level repeats and none is invented.
 */
function categoryPath(source: NaverEpSource): [string, string, string, string] {
  const levels = [TOP_CATEGORY[source.categoryCode], source.categoryGroup, source.categoryName].filter(
    (level, index, all) => level && all.indexOf(level) === index
  );
  return [levels[0] ?? '', levels[1] ?? '', levels[2] ?? '', ''];
}

export function naverEpRow(source: NaverEpSource, siteUrl: string): NaverEpRow {
  // One site for every device: the PC and mobile links and prices are the same page and price.
  const link = absoluteUrl(siteUrl, `${itemPath(source.id)}?${naverEpTrackingQuery()}`);
  const title = truncateText(sanitizeTsvValue(source.name), NAVER_EP_TITLE_MAX);
  const [category1, category2, category3, category4] = categoryPath(source);
  return {
    id: source.id,
    title,
    price_pc: source.price,
    price_mobile: source.price,
    normal_price: source.originPrice,
    link,
    mobile_link: link,
    // Naver's crawler does not read SVG: point at the PNG rendering of the same picture.
    image_link: source.imageId === null ? '' : ogImageFor(siteUrl, source.imageId, title).url,
    category_name1: category1,
    category_name2: category2,
    category_name3: category3,
    category_name4: category4,
    condition: source.condition === 'USED' ? '중고' : '신상품',
    brand: source.brandName ?? '',
    // Our catalogue names the brand, which for bikes and skis is also the manufacturer.
    maker: source.brandName ?? '',
    // The points a purchase at the listed price earns, by the same rule as the item page.
    point: rewardPoints(source.price, NORMAL_REWARD_RATE_PERCENT),
    review_count: source.reviewCount,
    // The parcel fee in won; 0 is free shipping (pick-up and local delivery cost nothing extra).
    shipping: source.shippingFee,
  };
}

/** The whole feed as a stream of TSV text: the header line, then one line per AVAILABLE SELL item. */
export async function* streamNaverEp(db: Db, options: NaverEpOptions): AsyncGenerator<string> {
  const pageSize = options.pageSize ?? NAVER_EP_PAGE_SIZE;
  yield naverEpHeaderLine();
  let afterId = 0;
  for (;;) {
    const page = await naverEpPage(db, afterId, pageSize);
    if (page.length > 0) yield page.map((source) => naverEpLine(naverEpRow(source, options.siteUrl))).join('');
    if (page.length < pageSize) return;
    afterId = page[page.length - 1].id;
  }
}
