import { canonicalUrl, type ShellProps } from '@/lib/shell';
import type { CommunitySearchModel, CommunitySearchQuery } from '@/api/item/communitySearch';
import { communitySearchPath } from './searchLinks';

export type CommunitySearchSeo = { title: string; description: string; canonical: string; noindex: boolean };

/**
 * As /search does (components/search/searchSeo.ts): a plain keyword search with results is worth
 * indexing, canonical on the keyword alone; the bare page, a search with no result and the board or
 * model variants point to it and stay out of the index.
 */
export function communitySearchSeo(
  shell: Pick<ShellProps, 'siteUrl'>,
  query: CommunitySearchQuery,
  model: CommunitySearchModel | null,
  count: number
): CommunitySearchSeo {
  const canonical = canonicalUrl(shell, communitySearchPath({ keyword: query.keyword }));
  const noindex = !query.keyword || count === 0 || query.boardCode !== null || query.modelId !== null;
  if (query.keyword) {
    return {
      title: `‘${query.keyword}’ 커뮤니티 검색 결과 | 라이드마켓`,
      description:
        count > 0
          ? `${query.keyword}에 대한 라이더와 스키어의 후기, 질문, 코스 이야기를 라이드마켓 커뮤니티에서 읽어 보세요.`
          : `${query.keyword}에 대한 글을 찾지 못했어요. 라이드마켓 커뮤니티에서 다른 검색어로 찾아보세요.`,
      canonical,
      noindex,
    };
  }
  const subject = model ? `${model.brandName} ${model.name} 이야기` : '커뮤니티 검색';
  return {
    title: `${subject} | 라이드마켓`,
    description: model
      ? `${model.brandName} ${model.name} 태그가 달린 후기와 질문을 모아 봤어요.`
      : '자전거와 스키 이야기를 검색어, 게시판, 모델로 찾아보세요. 초성으로도 찾을 수 있어요.',
    canonical,
    noindex,
  };
}
