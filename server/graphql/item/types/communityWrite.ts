import { z } from 'zod';
import { builder } from '../builder';
import { ModelCardRef } from './modelCard';
import type { ServiceContext } from '../../context';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { deletePost, updatePost, writePost, type WrittenPost } from '../../../domain/community/writePost';
import {
  boardCodeSchema,
  postIdInput,
  updatePostInput,
  writePostInput,
} from '../../../domain/community/writePostInput';
import {
  communityWriteForm,
  type EditablePost,
  type WriteForm,
  type WriteFormPhoto,
} from '../../../domain/community/writePostForm';
import { myCommunity, type MyComment, type MyCommunity } from '../../../domain/community/myCommunity';
import { serverEnv } from '../../../env';
import { clientIp, socketAddressOf } from '../../../security/clientIp';
import { CommunityBoardRef, CommunityPostSummaryRef } from './communityShared';
import { postChanged } from '../../../cluster/pageChanges';
import { postImageIds, taggedModelIds } from '../../../domain/community/postPages';

/** Writing, editing and deleting community posts, and the member's own activity (issue 18). */

const WrittenPostRef = builder.objectRef<WrittenPost>('WrittenCommunityPost').implement({
  fields: (t) => ({ postId: t.exposeInt('postId'), boardCode: t.exposeString('boardCode') }),
});

const WriteFormPhotoRef = builder.objectRef<WriteFormPhoto>('CommunityWritePhoto').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    url: t.exposeString('url'),
    thumbUrl: t.exposeString('thumbUrl'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
  }),
});

const EditablePostRef = builder.objectRef<EditablePost>('CommunityEditablePost').implement({
  description: '고칠 내 글 (글쓴이만)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    boardCode: t.exposeString('boardCode'),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    photos: t.field({ type: [WriteFormPhotoRef], resolve: (p) => p.photos }),
    models: t.field({ type: [ModelCardRef], resolve: (p) => p.models }),
  }),
});

const WriteFormRef = builder.objectRef<WriteForm>('CommunityWriteForm').implement({
  fields: (t) => ({
    boards: t.field({ type: [CommunityBoardRef], resolve: (f) => f.boards }),
    post: t.field({
      type: EditablePostRef,
      nullable: true,
      description: 'postId를 주면 고칠 글 (없으면 null)',
      resolve: (f) => f.post,
    }),
  }),
});

const MyCommentRef = builder.objectRef<MyComment>('MyCommunityComment').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    postId: t.exposeInt('postId'),
    boardCode: t.exposeString('boardCode'),
    postTitle: t.exposeString('postTitle'),
    content: t.exposeString('content'),
    isReply: t.exposeBoolean('isReply'),
    createdDatetime: t.exposeString('createdDatetime'),
  }),
});

const MyCommunityRef = builder.objectRef<MyCommunity>('MyCommunity').implement({
  description: '내 커뮤니티 활동: 내가 쓴 글과 댓글, 최신순',
  fields: (t) => ({
    posts: t.field({ type: [CommunityPostSummaryRef], resolve: (m) => m.posts }),
    comments: t.field({ type: [MyCommentRef], resolve: (m) => m.comments }),
  }),
});

/** The caller's address for the per-address limit (null for in-process calls; see sellerInvites.ts). */
function callerAddress(ctx: ServiceContext): string | null {
  const context = ctx as ServiceContext & { request?: Request };
  const socket = socketAddressOf(context);
  if (!socket || !context.request) return null;
  return clientIp(context.request.headers, socket, serverEnv().TRUST_PROXY);
}

const formArgs = z.object({
  boardCode: boardCodeSchema,
  postId: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .nullish()
    .transform((v) => v ?? null),
});

builder.queryFields((t) => ({
  communityWriteForm: t.field({
    type: WriteFormRef,
    description: '글쓰기·글 수정 화면: 게시판 목록과 (postId가 있으면) 고칠 내 글. 다른 회원의 글은 NOT_FOUND',
    args: { boardCode: t.arg.string({ required: true }), postId: t.arg.int() },
    resolve: (_root, args, ctx) => {
      const userId = requireMember(ctx.viewer).userId;
      const input = parseInput(formArgs, args);
      return communityWriteForm(ctx.db, userId, input.boardCode, input.postId);
    },
  }),
  myCommunity: t.field({
    type: MyCommunityRef,
    description: '내 커뮤니티 활동 (회원 본인의 글과 댓글만)',
    resolve: (_root, _args, ctx) => myCommunity(ctx.db, requireMember(ctx.viewer).userId),
  }),
}));

const postFields = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  boardCode: t.arg.string({ required: true }),
  title: t.arg.string({ required: true }),
  content: t.arg.string({ required: true }),
  imageIds: t.arg.intList({ required: true }),
  modelIds: t.arg.intList({ required: true }),
});

builder.mutationFields((t) => ({
  writePost: t.field({
    type: WrittenPostRef,
    description: '글쓰기 (회원): 제목 2~80자, 본문 10~5,000자, 사진 10장, 모델 태그 5개까지',
    args: postFields(t),
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx.viewer).userId;
      const written = await writePost(ctx.db, { userId, ip: callerAddress(ctx) }, parseInput(writePostInput, args));
      // The board lists (and the tagged models' pages) show the new post at once.
      await postChanged(ctx.db, written.postId);
      return written;
    },
  }),
  updatePost: t.field({
    type: WrittenPostRef,
    description: '글 수정 (글쓴이만; 다른 회원의 글은 NOT_FOUND)',
    args: { postId: t.arg.int({ required: true }), ...postFields(t) },
    resolve: async (_root, args, ctx) => {
      const userId = requireMember(ctx.viewer).userId;
      const input = parseInput(updatePostInput, args);
      const [taggedBefore, imagesBefore] = await Promise.all([
        taggedModelIds(ctx.db, input.postId),
        postImageIds(ctx.db, input.postId),
      ]);
      const written = await updatePost(ctx.db, userId, input);
      await postChanged(ctx.db, written.postId, { taggedBefore, imagesBefore });
      return written;
    },
  }),
  deletePost: t.field({
    type: WrittenPostRef,
    description: '글 삭제 (글쓴이만; 사진은 돌려놓음)',
    args: { postId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { postId } = parseInput(postIdInput, args);
      // Deleting gives the photos back (they leave the post): name them before.
      const imagesBefore = await postImageIds(ctx.db, postId);
      const written = await deletePost(ctx.db, requireMember(ctx.viewer).userId, postId);
      await postChanged(ctx.db, written.postId, { imagesBefore });
      return written;
    },
  }),
}));
