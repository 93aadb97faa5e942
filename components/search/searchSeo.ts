import type { ItemCardFieldsFragment } from '@/api/item/generated';
import { SEARCH_COUNT_CAP } from '@/lib/searchCount';
import { ogImageFor, OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgImage } from '@/lib/seo/ogImage';
import { canonicalUrl, type ShellProps } from '@/lib/shell';
import type { SearchRequest } from '@/store/searchSlice';
import { groupDigits } from '@/lib/digits';

/**
 * Search engines and link previews for /search. A plain keyword search is a page worth indexing
 * (canonical: keyword and deal type only); sorted or filtered variants point to it and, like a
 * search with no result or the bare focus screen, are kept out of the index.
 */
const DEAL_LABEL = { RENTAL: '렌탈', SELL: '구매' } as const;

export type SearchSeo = { title: string; description: string; canonical: string; noindex: boolean; image: OgImage };

const IMAGE_PATH = /^\/app\/v4\/images\/(\d+)$/;

export function previewImage(
  shell: Pick<ShellProps, 'siteUrl'>,
  items: ItemCardFieldsFragment[],
  alt: string
): OgImage {
  const match = items.length ? IMAGE_PATH.exec(items[0].img) : null;
  return match
    ? ogImageFor(shell.siteUrl, Number(match[1]), alt)
    : { url: canonicalUrl(shell, '/og-home.png'), width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, alt: '라이드마켓' };
}

export function searchSeo(
  shell: Pick<ShellProps, 'siteUrl'>,
  request: SearchRequest,
  result: { hasRequest: boolean; totalCount: number | null; items: ItemCardFieldsFragment[] }
): SearchSeo {
  const deal = DEAL_LABEL[request.dealType];
  if (!result.hasRequest) {
    return {
      title: '검색 | 라이드마켓',
      description:
        '브랜드, 모델, 지역으로 자전거·스키 렌탈과 구매 상품을 찾아보세요. 인기 검색어로 요즘 많이 찾는 상품도 볼 수 있어요.',
      canonical: canonicalUrl(shell, '/search'),
      noindex: true,
      image: previewImage(shell, [], '라이드마켓'),
    };
  }
  const params = new URLSearchParams();
  if (request.keyword) params.set('keyword', request.keyword);
  params.set('dealType', request.dealType);
  const count = result.totalCount ?? 0;
  const subject = request.keyword ? `‘${request.keyword}’ ${deal}` : `${deal} 상품`;
  return {
    title: `${subject} 검색 결과 | 라이드마켓`,
    description:
      count > 0
        ? `${request.keyword || deal} ${deal} 상품 ${count >= SEARCH_COUNT_CAP ? '1만 개 이상을' : `${groupDigits(count)}개를`} 매장별 가격, 리뷰, 거리로 비교하고 바로 ${request.dealType === 'RENTAL' ? '예약' : '구매'}하세요.`
        : `${request.keyword || deal}에 맞는 ${deal} 상품을 찾지 못했어요. 라이드마켓에서 다른 검색어로 찾아보세요.`,
    canonical: canonicalUrl(shell, `/search?${params.toString()}`),
    noindex: count === 0 || request.sort !== 'RECOMMEND' || request.filters.length > 0 || Boolean(request.fitsMe),
    image: previewImage(shell, result.items, `${subject} 검색 결과`),
  };
}
