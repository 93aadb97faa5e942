import { sql, type SQL } from 'drizzle-orm';
import { toIso } from '../../db/rows';
import { imageUrl } from '../catalog/imageUrl';

/**
 * A post as every list shows it (docs/product.md §3 Community post, Community search): the board list, hot
 * posts, search, a model's posts and the member's own posts. One shape, one SQL column list, one
 * mapper, so the lists never disagree about what a row says.
 */
export type PostSummary = {
  id: number;
  boardCode: string;
  boardName: string;
  title: string;
  /** The first ~120 characters of the text, on one line. */
  excerpt: string;
  nickname: string;
  /** The author's user id (for 차단하기 and 내 글); never personal data. */
  authorId: number;
  hot: boolean;
  viewCount: number;
  likeCount: number;
  commentCount: number;
  taggedModelCount: number;
  /** Whether the viewer liked it (false for visitors). */
  likeFeedback: boolean;
  /** The first photo's 480 px size, or null. */
  thumbUrl: string | null;
  imageCount: number;
  createdDatetime: string;
  updatedDatetime: string;
};

/**
 * The columns of a PostSummary, for a query over `community_posts p` joined to `users u` and
 * `community_boards b`. `viewerId` is the signed-in member (null for a visitor).
 */
export function postSummaryColumns(viewerId: number | null): SQL {
  return sql`p.id, p.board_code AS "boardCode", b.name AS "boardName", p.title,
    left(regexp_replace(p.content, '\\s+', ' ', 'g'), 120) AS excerpt, u.nickname, p.user_id AS "authorId",
    p.is_hot AS hot, p.view_count AS "viewCount", p.like_count AS "likeCount", p.comment_count AS "commentCount",
    (SELECT count(*)::int FROM community_post_models pm WHERE pm.post_id = p.id) AS "taggedModelCount",
    ${viewerId === null ? sql`false` : sql`EXISTS (SELECT 1 FROM community_post_likes l WHERE l.post_id = p.id AND l.user_id = ${viewerId})`} AS "likeFeedback",
    (SELECT ci.image_id FROM community_post_images ci WHERE ci.post_id = p.id ORDER BY ci.sort_order, ci.id LIMIT 1) AS "firstImageId",
    (SELECT count(*)::int FROM community_post_images ci WHERE ci.post_id = p.id) AS "imageCount",
    p.created_at AS "createdDatetime", p.updated_at AS "updatedDatetime"`;
}

/** The FROM of a summary query: the post, its author and its board. */
export const POST_SUMMARY_FROM = sql`community_posts p JOIN users u ON u.id = p.user_id JOIN community_boards b ON b.code = p.board_code`;

/**
 * Which posts a viewer sees in any list: not deleted, not hidden after reports, and not by a member
 * the viewer blocked.
 */
export function visiblePostsWhere(viewerId: number | null): SQL {
  const unblocked =
    viewerId === null
      ? sql`true`
      : sql`NOT EXISTS (SELECT 1 FROM member_blocks mb WHERE mb.user_id = ${viewerId} AND mb.blocked_user_id = p.user_id)`;
  return sql`NOT p.is_deleted AND p.hidden_at IS NULL AND ${unblocked}`;
}

export type PostSummaryRow = Omit<PostSummary, 'thumbUrl' | 'createdDatetime' | 'updatedDatetime'> & {
  firstImageId: number | null;
  createdDatetime: Date | string;
  updatedDatetime: Date | string;
};

export function toPostSummary({ firstImageId, ...row }: PostSummaryRow): PostSummary {
  return {
    ...row,
    id: Number(row.id),
    authorId: Number(row.authorId),
    viewCount: Number(row.viewCount),
    likeCount: Number(row.likeCount),
    commentCount: Number(row.commentCount),
    taggedModelCount: Number(row.taggedModelCount),
    imageCount: Number(row.imageCount),
    hot: Boolean(row.hot),
    likeFeedback: Boolean(row.likeFeedback),
    thumbUrl: firstImageId === null ? null : `${imageUrl(Number(firstImageId))}?w=480`,
    createdDatetime: toIso(row.createdDatetime),
    updatedDatetime: toIso(row.updatedDatetime),
  };
}
