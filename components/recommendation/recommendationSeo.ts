import type { ItemCardFieldsFragment } from '@/api/item/generated';
import { canonicalUrl, type ShellProps } from '@/lib/shell';

/** Title, description, canonical and ItemList JSON-LD of /recommendations/{category}. */
export function recommendationSeo(
  shell: ShellProps,
  categoryKey: string,
  categoryName: string,
  items: ItemCardFieldsFragment[]
) {
  const subject = categoryName || '추천 상품';
  const url = canonicalUrl(shell, `/recommendations/${encodeURIComponent(categoryKey)}`);
  return {
    title: `${subject} 추천 상품 | 라이드마켓`,
    description: `요즘 많이 찾는 ${subject} 렌탈·구매 상품과 함께 많이 본 상품을 모았어요. 매장별 가격과 후기를 비교해 보세요.`,
    url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: `${subject} 추천 상품`,
        numberOfItems: items.length,
        itemListElement: items.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: canonicalUrl(shell, `/services/${item.itemId}`),
          name: item.name,
        })),
      },
    ],
  };
}
