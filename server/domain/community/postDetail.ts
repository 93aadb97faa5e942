import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { communityPostImages, communityPostModels, images } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { imageUrl } from '../catalog/imageUrl';
import { modelCardsInOrder, type ModelCard } from '../model/modelCard';
import { parseInput } from '../parseInput';
import { loadPostComments, type PostComment } from './postComments';

export type PostPhoto = { id: number; url: string; thumbUrl: string; width: number; height: number; alt: string };

export type CommunityPostDetail = {
  id: number;
  boardCode: string;
  boardName: string;
  title: string;
  /** Plain text with line breaks; empty when the viewer blocked the author (authorBlocked). */
  content: string;
  authorId: number;
  nickname: string;
  /** The viewer blocked the author: the page shows a notice instead of the text and photos. */
  authorBlocked: boolean;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  taggedModelCount: number;
  likeFeedback: boolean;
  isMine: boolean;
  canEdit: boolean;
  createdDatetime: string;
  updatedDatetime: string;
  edited: boolean;
  photos: PostPhoto[];
  models: ModelCard[];
  comments: PostComment[];
};

export const communityPostArgs = z.object({
  boardCode: z.string().min(1).max(40),
  id: z.number().int().positive().max(2_147_483_647),
});

type PostRow = {
  id: number;
  boardCode: string;
  boardName: string;
  title: string;
  content: string;
  authorId: number;
  nickname: string;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  likeFeedback: boolean;
  authorBlocked: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
};

async function loadPostRow(db: Db, viewerId: number | null, boardCode: string, id: number): Promise<PostRow> {
  const viewer = viewerId ?? 0;
  const [row] = await queryRows<PostRow>(
    db,
    sql`
    SELECT p.id, p.board_code AS "boardCode", b.name AS "boardName", p.title, p.content, p.user_id AS "authorId", u.nickname,
      p.view_count AS "viewCount", p.like_count AS "likeCount", p.comment_count AS "commentCount",
      EXISTS (SELECT 1 FROM community_post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewer}) AS "likeFeedback",
      EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.user_id = ${viewer} AND mb.blocked_user_id = p.user_id) AS "authorBlocked",
      p.created_at AS "createdAt", p.updated_at AS "updatedAt"
    FROM community_posts p JOIN users u ON u.id = p.user_id JOIN community_boards b ON b.code = p.board_code
    WHERE p.id = ${id} AND p.board_code = ${boardCode} AND NOT p.is_deleted AND p.hidden_at IS NULL`
  );
  // A wrong board for the id is NOT_FOUND too: one address per post, no duplicates for search engines.
  if (!row) throw new DomainError('NOT_FOUND', '게시글을 찾을 수 없어요.');
  return row;
}

async function loadPhotos(db: Db, postId: number): Promise<PostPhoto[]> {
  const ci = communityPostImages;
  const rows = await db
    .select({ id: images.id, width: images.width, height: images.height, alt: images.alt })
    .from(ci)
    .innerJoin(images, eq(images.id, ci.imageId))
    .where(eq(ci.postId, postId))
    .orderBy(ci.sortOrder, ci.id);
  return rows.map((r) => {
    const url = imageUrl(Number(r.id));
    return {
      id: Number(r.id),
      url,
      thumbUrl: `${url}?w=480`,
      width: Number(r.width),
      height: Number(r.height),
      alt: r.alt ?? '',
    };
  });
}

/** The tagged models as the one model card (server/domain/model/modelCard.ts), in id order. */
async function loadModels(db: Db, postId: number): Promise<ModelCard[]> {
  const rows = await db
    .select({ id: communityPostModels.modelId })
    .from(communityPostModels)
    .where(eq(communityPostModels.postId, postId))
    .orderBy(communityPostModels.modelId);
  return modelCardsInOrder(
    db,
    rows.map((r) => Number(r.id))
  );
}

/** The post page (docs/product.md §2 /community/{boardCode}/posts/{id}): the post, its photos, models and thread. */
export async function communityPost(db: Db, viewerId: number | null, input: unknown): Promise<CommunityPostDetail> {
  const args = parseInput(communityPostArgs, input);
  const row = await loadPostRow(db, viewerId, args.boardCode, args.id);
  const blocked = Boolean(row.authorBlocked);
  const [photos, models, comments] = await Promise.all([
    blocked ? Promise.resolve([]) : loadPhotos(db, row.id),
    loadModels(db, row.id),
    loadPostComments(db, viewerId, row.id),
  ]);
  const isMine = viewerId !== null && Number(row.authorId) === viewerId;
  const createdDatetime = toIso(row.createdAt);
  const updatedDatetime = toIso(row.updatedAt);
  return {
    id: Number(row.id),
    boardCode: row.boardCode,
    boardName: row.boardName,
    title: row.title,
    content: blocked ? '' : row.content,
    authorId: Number(row.authorId),
    nickname: row.nickname,
    authorBlocked: blocked,
    viewCount: Number(row.viewCount),
    likeCount: Number(row.likeCount),
    commentCount: Number(row.commentCount),
    taggedModelCount: models.length,
    likeFeedback: Boolean(row.likeFeedback),
    isMine,
    canEdit: isMine,
    createdDatetime,
    updatedDatetime,
    edited: new Date(updatedDatetime).getTime() - new Date(createdDatetime).getTime() > 60_000,
    photos,
    models,
    comments,
  };
}
