import { builder } from '../builder';
import type { PostSummary } from '../../../domain/community/postSummary';

/** A board of /community (boards are data: community_boards). */
export type CommunityBoard = { code: string; name: string; description: string };

export const CommunityBoardRef = builder.objectRef<CommunityBoard>('CommunityBoard').implement({
  description: '커뮤니티 게시판',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
  }),
});

/** The post as every community list shows it (server/domain/community/postSummary.ts). */
export const CommunityPostSummaryRef = builder.objectRef<PostSummary>('CommunityPostSummary').implement({
  description: '게시글 목록의 한 줄 (docs/product.md §3 Community post, Community search)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    boardCode: t.exposeString('boardCode'),
    boardName: t.exposeString('boardName'),
    title: t.exposeString('title'),
    excerpt: t.exposeString('excerpt'),
    nickname: t.exposeString('nickname'),
    authorId: t.exposeInt('authorId'),
    hot: t.exposeBoolean('hot'),
    viewCount: t.exposeInt('viewCount'),
    likeCount: t.exposeInt('likeCount'),
    commentCount: t.exposeInt('commentCount'),
    taggedModelCount: t.exposeInt('taggedModelCount'),
    likeFeedback: t.exposeBoolean('likeFeedback', { description: '내가 좋아요 했는지' }),
    thumbUrl: t.exposeString('thumbUrl', { nullable: true }),
    imageCount: t.exposeInt('imageCount'),
    createdDatetime: t.exposeString('createdDatetime'),
    updatedDatetime: t.exposeString('updatedDatetime'),
  }),
});
