import type { CommunitySort } from '@/api/item/communityBoard';

/** The address of a board list: 전체 is /community; 최신 is the default and stays out of the address. */
export function communityListPath(boardCode: string | null, sort: CommunitySort = 'LATEST'): string {
  const query = new URLSearchParams();
  if (boardCode) query.set('board', boardCode);
  if (sort === 'POPULAR') query.set('sort', 'popular');
  const text = query.toString();
  return text ? `/community?${text}` : '/community';
}

/** 글쓰기 goes to the chosen board's write page (자유 from 전체). */
export function writePath(boardCode: string | null): string {
  return `/community/${encodeURIComponent(boardCode ?? 'free')}/posts/write`;
}
