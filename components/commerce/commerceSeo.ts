import type { CommerceModel } from '@/api/item/commerce';
import { canonicalUrl, type ShellProps } from '@/lib/shell';
import { ogImageFor, type OgImage } from '@/lib/seo/ogImage';
import { groupDigits } from '@/lib/digits';

/** Title, description, canonical, preview image and JSON-LD of /bikes/commerce for the current category. */
export function commerceSeo(
  shell: ShellProps,
  category: { key: string; name: string } | null,
  explicitCategory: boolean,
  models: CommerceModel[],
  totalCount: number
) {
  const subject = category ? `${category.name} 자전거` : '자전거';
  const title = `${subject} 구매 - 매장별 최저가 비교 | 라이드마켓`;
  const description =
    totalCount > 0
      ? `${subject} ${groupDigits(totalCount)}개 모델을 여러 매장의 새 상품 판매가로 비교하세요. 최저가, 판매처 수, 리뷰를 한눈에 볼 수 있어요.`
      : `${subject} 모델을 여러 매장의 판매가로 비교하고 최저가로 구매하세요.`;
  // Sort and filters are views of the same models: the canonical page is the category.
  const path =
    explicitCategory && category ? `/bikes/commerce?category=${encodeURIComponent(category.key)}` : '/bikes/commerce';
  const url = canonicalUrl(shell, path);
  const first = models[0]?.model;
  const image: OgImage | undefined = first
    ? ogImageFor(shell.siteUrl, first.imageId, `${first.brandName} ${first.name}`)
    : undefined;
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '홈', item: canonicalUrl(shell, '/') },
        { '@type': 'ListItem', position: 2, name: '자전거 구매', item: canonicalUrl(shell, '/bikes/commerce') },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: `${subject} 구매`,
      numberOfItems: totalCount,
      itemListElement: models.map(({ model: m }, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: canonicalUrl(shell, `/models/${m.id}`),
        name: `${m.brandName} ${m.name}`,
      })),
    },
  ];
  return { title, description, url, image, jsonLd };
}
