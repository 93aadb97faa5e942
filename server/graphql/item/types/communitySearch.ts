import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { communitySearch, type CommunitySearchAnswer } from '../../../domain/community/searchPosts';
import { communitySearchInput } from '../../../domain/community/searchPostsInput';
import { ModelCardRef } from './modelCard';
import { CommunityBoardRef, CommunityPostSummaryRef } from './communityShared';

const CommunitySearchRef = builder.objectRef<CommunitySearchAnswer>('CommunitySearch').implement({
  description: '커뮤니티 검색 (docs/product.md §3 Community search)',
  fields: (t) => ({
    keyword: t.exposeString('keyword'),
    boards: t.field({ type: [CommunityBoardRef], resolve: (a) => a.boards, description: '필터 칩의 게시판' }),
    posts: t.field({ type: [CommunityPostSummaryRef], resolve: (a) => a.posts, description: '최신순' }),
    hotPosts: t.field({
      type: [CommunityPostSummaryRef],
      resolve: (a) => a.hotPosts,
      description: '검색어와 모델 없이 첫 페이지일 때만',
    }),
    searchAfter: t.exposeString('searchAfter', {
      nullable: true,
      description: '다음 페이지 커서 (마지막 페이지면 null)',
    }),
    model: t.field({
      type: ModelCardRef,
      nullable: true,
      description: '검색을 거른 모델 (필터 칩에 이름을 보여요)',
      resolve: (a) => a.model,
    }),
  }),
});

const CommunitySearchInputRef = builder.inputType('CommunitySearchInput', {
  fields: (t) => ({
    keyword: t.string({ description: '제목, 본문, 태그된 모델 (초성만 입력하면 초성 검색), 50자까지' }),
    boardCode: t.string(),
    modelId: t.int({ description: '이 모델이 태그된 글만' }),
    searchAfter: t.string(),
    size: t.int({ description: '1–30, 기본 20' }),
  }),
});

builder.queryFields((t) => ({
  communitySearch: t.field({
    type: CommunitySearchRef,
    description: '커뮤니티 글 검색: 검색어, 게시판, 태그된 모델 (searchAfter 커서로 페이지)',
    args: { input: t.arg({ type: CommunitySearchInputRef, required: true }) },
    resolve: (_root, args, ctx) =>
      communitySearch(ctx.db, ctx.viewer?.userId ?? null, parseInput(communitySearchInput, args.input)),
  }),
}));
