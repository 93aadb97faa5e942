import type { CommunitySearchQuery } from '@/api/item/communitySearch';

/** The address of a community search: only what is set goes into it (?keyword=&board=&modelId=). */
export function communitySearchPath(query: Partial<CommunitySearchQuery>): string {
  const params = new URLSearchParams();
  const keyword = query.keyword?.trim();
  if (keyword) params.set('keyword', keyword);
  if (query.boardCode) params.set('board', query.boardCode);
  if (query.modelId) params.set('modelId', String(query.modelId));
  const text = params.toString();
  return text ? `/community/search?${text}` : '/community/search';
}

/** The empty-result sentence: the keyword in quotes, or what the filters asked for. */
export function emptyText(keyword: string, filtered: boolean): string {
  if (keyword) return `‘${keyword}’에 대한 글이 없어요`;
  return filtered ? '조건에 맞는 글이 없어요' : '아직 글이 없어요';
}
