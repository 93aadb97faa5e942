import type { UsedItemRow } from '@/api/item/usedItems';
import { canonicalUrl, type ShellProps } from '@/lib/shell';
import { ogImageFor, type OgImage } from '@/lib/seo/ogImage';
import { groupDigits } from '@/lib/digits';

/** Title, description, canonical, preview image and JSON-LD of /used_item/list. */
export function usedSeo(
  shell: ShellProps,
  category: { key: string; name: string } | null,
  rows: UsedItemRow[],
  itemCount: number
) {
  const items = rows.map((row) => row.item);
  const subject = category && category.key !== 'all' ? `중고 ${category.name}` : '중고 자전거·스키 장비';
  const title = `${subject} | 라이드마켓`;
  const description = `매장이 직접 검수한 ${subject} ${groupDigits(itemCount)}개. 상태 등급(S·A·B급)과 가격, 판매 매장을 비교하고 구매하세요.`;
  const path =
    category && category.key !== 'all'
      ? `/used_item/list?category=${encodeURIComponent(category.key)}`
      : '/used_item/list';
  const imageId = items[0] ? Number(/\/(\d+)$/.exec(items[0].img)?.[1]) : NaN;
  const image: OgImage | undefined =
    Number.isInteger(imageId) && imageId > 0 ? ogImageFor(shell.siteUrl, imageId, items[0].name) : undefined;
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: subject,
      numberOfItems: itemCount,
      itemListElement: items.map((item, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: canonicalUrl(shell, `/services/${item.itemId}`),
        name: item.name,
      })),
    },
  ];
  return { title, description, url: canonicalUrl(shell, path), image, jsonLd };
}
