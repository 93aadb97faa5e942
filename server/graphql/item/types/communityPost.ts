import { z } from 'zod';
import { builder } from '../builder';
import { ModelCardRef } from './modelCard';
import type { ServiceContext } from '../../context';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { serverEnv } from '../../../env';
import { clientIp, socketAddressOf } from '../../../security/clientIp';
import { communityPost, type CommunityPostDetail, type PostPhoto } from '../../../domain/community/postDetail';
import type { PostComment, PostReply } from '../../../domain/community/postComments';
import { countPostView, viewerKeyOf } from '../../../domain/community/postView';
import { togglePostLike } from '../../../domain/community/postLike';
import { deleteComment, updateComment, writeComment, type CommentChange } from '../../../domain/community/commentWrite';
import { reportContent, type ReportResult } from '../../../domain/community/reportContent';
import { blockMember, unblockMember, type BlockResult } from '../../../domain/community/blockMember';
import type { PostCountsAnswer } from '@/lib/community/postRules';
import { postChanged } from '../../../cluster/pageChanges';

/** The post page (issue 18): read, view count, like, comments and replies, reports and blocks. */

const PostPhotoRef = builder.objectRef<PostPhoto>('CommunityPostPhoto').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    thumbUrl: t.exposeString('thumbUrl'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
  }),
});

const PostReplyRef = builder.objectRef<PostReply>('CommunityReply').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    parentId: t.exposeInt('parentId', { nullable: true }),
    content: t.exposeString('content'),
    nickname: t.exposeString('nickname', { nullable: true }),
    authorId: t.exposeInt('authorId', { nullable: true }),
    isMine: t.exposeBoolean('isMine'),
    isPlaceholder: t.exposeBoolean('isPlaceholder', { description: '삭제·신고·차단으로 가려진 댓글 자리' }),
    edited: t.exposeBoolean('edited'),
    createdDatetime: t.exposeString('createdDatetime'),
    updatedDatetime: t.exposeString('updatedDatetime'),
  }),
});

const PostCommentRef = builder.objectRef<PostComment>('CommunityComment').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    content: t.exposeString('content'),
    nickname: t.exposeString('nickname', { nullable: true }),
    authorId: t.exposeInt('authorId', { nullable: true }),
    isMine: t.exposeBoolean('isMine'),
    isPlaceholder: t.exposeBoolean('isPlaceholder'),
    edited: t.exposeBoolean('edited'),
    createdDatetime: t.exposeString('createdDatetime'),
    updatedDatetime: t.exposeString('updatedDatetime'),
    replies: t.field({ type: [PostReplyRef], resolve: (c) => c.replies }),
  }),
});

const PostDetailRef = builder.objectRef<CommunityPostDetail>('CommunityPostDetail').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    boardCode: t.exposeString('boardCode'),
    boardName: t.exposeString('boardName'),
    title: t.exposeString('title'),
    content: t.exposeString('content', { description: '줄바꿈이 있는 평문 (HTML 아님)' }),
    authorId: t.exposeInt('authorId'),
    nickname: t.exposeString('nickname'),
    authorBlocked: t.exposeBoolean('authorBlocked', { description: '내가 차단한 회원의 글 (본문과 사진 대신 안내)' }),
    viewCount: t.exposeInt('viewCount'),
    likeCount: t.exposeInt('likeCount'),
    commentCount: t.exposeInt('commentCount'),
    taggedModelCount: t.exposeInt('taggedModelCount'),
    likeFeedback: t.exposeBoolean('likeFeedback'),
    isMine: t.exposeBoolean('isMine'),
    canEdit: t.exposeBoolean('canEdit'),
    createdDatetime: t.exposeString('createdDatetime'),
    updatedDatetime: t.exposeString('updatedDatetime'),
    edited: t.exposeBoolean('edited'),
    photos: t.field({ type: [PostPhotoRef], resolve: (p) => p.photos }),
    models: t.field({ type: [ModelCardRef], description: '태그된 모델 (모델 카드)', resolve: (p) => p.models }),
    comments: t.field({ type: [PostCommentRef], resolve: (p) => p.comments }),
  }),
});

const PostCountsRef = builder.objectRef<PostCountsAnswer>('CommunityPostCounts').implement({
  description: 'docs/product.md §4 Posts: 좋아요·댓글 뒤 게시글 목록이 덮어쓸 값',
  fields: (t) => ({
    postId: t.exposeInt('postId'),
    likeFeedback: t.exposeBoolean('likeFeedback'),
    likeCount: t.exposeInt('likeCount'),
    commentCount: t.exposeInt('commentCount'),
    taggedModelCount: t.exposeInt('taggedModelCount'),
  }),
});

const CommentChangeRef = builder.objectRef<CommentChange>('CommunityCommentChange').implement({
  fields: (t) => ({
    commentId: t.exposeInt('commentId'),
    counts: t.field({ type: PostCountsRef, resolve: (c) => c.counts }),
  }),
});

const ReportKindEnum = builder.enumType('CommunityReportKind', { values: ['POST', 'COMMENT'] as const });

const ReportResultRef = builder.objectRef<ReportResult>('CommunityReportResult').implement({
  fields: (t) => ({
    kind: t.field({ type: ReportKindEnum, resolve: (r) => r.kind }),
    id: t.exposeInt('id'),
    hidden: t.exposeBoolean('hidden'),
  }),
});

const BlockResultRef = builder.objectRef<BlockResult>('MemberBlockResult').implement({
  fields: (t) => ({ userId: t.exposeInt('userId'), blocked: t.exposeBoolean('blocked') }),
});

/** The caller's address for the per-address limits; null in process (SSR: the page request came through the network). */
function callerAddress(ctx: ServiceContext): string | null {
  const context = ctx as ServiceContext & { request?: Request };
  const socket = socketAddressOf(context);
  if (!socket || !context.request) return null;
  return clientIp(context.request.headers, socket, serverEnv().TRUST_PROXY);
}

/** The member and address a community write (or a review report) is counted against. */
export function caller(ctx: ServiceContext) {
  return { userId: requireMember(ctx.viewer).userId, ip: callerAddress(ctx) };
}

const postIdArgs = z.object({ postId: z.number().int().positive().max(2_147_483_647) });

builder.queryFields((t) => ({
  communityPost: t.field({
    type: PostDetailRef,
    description: '게시글 상세 (게시판이 다르거나 삭제·가려진 글은 NOT_FOUND)',
    args: { boardCode: t.arg.string({ required: true }), id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => communityPost(ctx.db, ctx.viewer?.userId ?? null, args),
  }),
}));

builder.mutationFields((t) => ({
  viewCommunityPost: t.boolean({
    description:
      '조회수: 방문자(회원 또는 익명 id)마다 서울 기준 하루 한 번만 오름. 익명 조회는 한 주소에서 글마다 하루 3번까지. 이번 조회가 셌는지 응답',
    args: { postId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { postId } = parseInput(postIdArgs, args);
      // An unverified anonymous id is a plain header anyone can vary: it would let a script inflate views.
      const key = viewerKeyOf(ctx.viewer?.userId ?? null, ctx.anonVerified ? ctx.anonId : null);
      return key === null ? false : countPostView(ctx.db, postId, key, new Date(), callerAddress(ctx));
    },
  }),
  togglePostLike: t.field({
    type: PostCountsRef,
    description: '좋아요 켜고 끄기 (회원 전용)',
    args: { postId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const who = caller(ctx);
      return togglePostLike(ctx.db, who, parseInput(postIdArgs, args).postId);
    },
  }),
  writeComment: t.field({
    type: CommentChangeRef,
    description: '댓글 또는 답글 쓰기 (1~1000자, 답글에는 답글 불가)',
    args: { postId: t.arg.int({ required: true }), parentId: t.arg.int(), content: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => writeComment(ctx.db, caller(ctx), args),
  }),
  updateComment: t.field({
    type: CommentChangeRef,
    description: '내 댓글 고치기',
    args: { commentId: t.arg.int({ required: true }), content: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const change = await updateComment(ctx.db, caller(ctx), args);
      await postChanged(ctx.db, change.counts.postId);
      return change;
    },
  }),
  deleteComment: t.field({
    type: CommentChangeRef,
    description: '내 댓글 지우기 (답글이 있으면 "삭제된 댓글입니다"로 남음)',
    args: { commentId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const change = await deleteComment(ctx.db, caller(ctx), args);
      await postChanged(ctx.db, change.counts.postId);
      return change;
    },
  }),
  reportContent: t.field({
    type: ReportResultRef,
    description: '게시글·댓글 신고 (회원당 한 번, 5명이 신고하면 가려짐)',
    args: {
      kind: t.arg({ type: ReportKindEnum, required: true }),
      id: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await reportContent(ctx.db, caller(ctx), args);
      // The report that hides the post or comment takes it off the pages visitors are served.
      if (result.hidden) await postChanged(ctx.db, result.postId);
      return result;
    },
  }),
  blockMember: t.field({
    type: BlockResultRef,
    description: '회원 차단: 그 회원의 글과 댓글이 내게 보이지 않음',
    args: { userId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => blockMember(ctx.db, requireMember(ctx.viewer).userId, args),
  }),
  unblockMember: t.field({
    type: BlockResultRef,
    description: '차단 해제',
    args: { userId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => unblockMember(ctx.db, requireMember(ctx.viewer).userId, args),
  }),
}));
