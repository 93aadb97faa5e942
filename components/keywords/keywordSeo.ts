import type { KeywordPageSummary } from '@/api/item/keywords';
import type { ItemCardFieldsFragment } from '@/api/item/generated';
import { canonicalUrl, type ShellProps } from '@/lib/shell';
import { previewImage } from '../search/searchSeo';
import { keywordPageHref } from './KeywordPageList';

/** JSON-LD of a landing: where it sits (BreadcrumbList) and what it lists (ItemList of its services). */
export function keywordJsonLd(
  shell: Pick<ShellProps, 'siteUrl'>,
  page: { keyword: string; title: string; services: ItemCardFieldsFragment[] }
): object[] {
  const absolute = (path: string) => canonicalUrl(shell, path);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '홈', item: absolute('/') },
        { '@type': 'ListItem', position: 2, name: '인기 키워드', item: absolute('/keywords') },
        { '@type': 'ListItem', position: 3, name: page.title, item: absolute(keywordPageHref(page.keyword)) },
      ],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: page.title,
      itemListElement: page.services.map((service, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: service.name,
        url: absolute(`/services/${service.itemId}`),
      })),
    },
  ];
}

export function keywordListSeo(shell: Pick<ShellProps, 'siteUrl'>, pages: KeywordPageSummary[]) {
  return {
    title: '인기 키워드 모음 | 라이드마켓',
    description: `${pages
      .slice(0, 4)
      .map((page) => page.keyword)
      .join(', ')} 등 라이드마켓에서 많이 찾는 자전거·스키 렌탈과 구매 키워드를 모았어요.`,
    canonical: canonicalUrl(shell, '/keywords'),
    image: previewImage(shell, [], '라이드마켓 인기 키워드'),
  };
}

export function keywordPageSeo(
  shell: Pick<ShellProps, 'siteUrl'>,
  page: { keyword: string; title: string; description: string; siteName: string; services: ItemCardFieldsFragment[] }
) {
  return {
    title: `${page.title} | ${page.siteName || '라이드마켓'}`,
    description: page.description,
    canonical: canonicalUrl(shell, keywordPageHref(page.keyword)),
    image: previewImage(shell, page.services, page.title),
  };
}
