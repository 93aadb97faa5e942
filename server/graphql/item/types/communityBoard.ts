import { z } from 'zod';
import { builder } from '../builder';
import { CommunityBoardRef, CommunityPostSummaryRef, type CommunityBoard } from './communityShared';
import { parseInput } from '../../../domain/parseInput';
import { findBoard, listBoards } from '../../../domain/community/boards';
import { BOARD_SORTS, listBoardPosts, type BoardPostPage, type BoardSort } from '../../../domain/community/boardPosts';
import { listHotPosts } from '../../../domain/community/hotPosts';
import type { PostSummary } from '../../../domain/community/postSummary';

const CommunitySortEnum = builder.enumType('CommunitySort', { values: BOARD_SORTS });

type CommunityPage = {
  boards: CommunityBoard[];
  board: CommunityBoard | null;
  sort: BoardSort;
  hotPosts: PostSummary[];
} & BoardPostPage;

const CommunityPostPageRef = builder.objectRef<BoardPostPage>('CommunityPostPage').implement({
  description: '게시글 목록의 한 쪽 (20개)과 다음 쪽의 searchAfter',
  fields: (t) => ({
    posts: t.field({ type: [CommunityPostSummaryRef], resolve: (p) => p.posts }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const CommunityPageRef = builder.objectRef<CommunityPage>('CommunityPage').implement({
  description: '/community: 게시판, 고른 게시판(null = 전체), 인기 글, 글 목록',
  fields: (t) => ({
    boards: t.field({ type: [CommunityBoardRef], resolve: (p) => p.boards }),
    board: t.field({ type: CommunityBoardRef, nullable: true, resolve: (p) => p.board }),
    sort: t.field({ type: CommunitySortEnum, resolve: (p) => p.sort }),
    hotPosts: t.field({ type: [CommunityPostSummaryRef], resolve: (p) => p.hotPosts }),
    posts: t.field({ type: [CommunityPostSummaryRef], resolve: (p) => p.posts }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const boardArgs = z.object({
  boardCode: z.string().trim().min(1).max(40).nullish(),
  sort: z.enum(BOARD_SORTS).nullish(),
  searchAfter: z.string().min(1).max(400).nullish(),
});

builder.queryFields((t) => ({
  communityPage: t.field({
    type: CommunityPageRef,
    description: '커뮤니티 첫 화면: 게시판, 인기 글(서버의 인기 규칙), 게시판의 글 (없는 게시판은 NOT_FOUND)',
    args: { boardCode: t.arg.string(), sort: t.arg({ type: CommunitySortEnum }), searchAfter: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(boardArgs, args);
      const viewerId = ctx.viewer?.userId ?? null;
      const boards = await listBoards(ctx.db);
      const board = input.boardCode ? findBoard(boards, input.boardCode) : null;
      const sort = input.sort ?? 'LATEST';
      const code = board?.code ?? null;
      const [hotPosts, page] = await Promise.all([
        listHotPosts(ctx.db, viewerId, code),
        listBoardPosts(ctx.db, viewerId, code, sort, input.searchAfter ?? null),
      ]);
      return { boards, board, sort, hotPosts, ...page };
    },
  }),
  communityPosts: t.field({
    type: CommunityPostPageRef,
    description: '더 보기: 게시판 글 목록의 다음 쪽',
    args: { boardCode: t.arg.string(), sort: t.arg({ type: CommunitySortEnum }), searchAfter: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(boardArgs, args);
      const code = input.boardCode ? findBoard(await listBoards(ctx.db), input.boardCode).code : null;
      return listBoardPosts(
        ctx.db,
        ctx.viewer?.userId ?? null,
        code,
        input.sort ?? 'LATEST',
        input.searchAfter ?? null
      );
    },
  }),
}));
