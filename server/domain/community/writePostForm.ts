import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { communityBoards } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { imageUrl } from '../catalog/imageUrl';
import { POST_NOT_FOUND } from './writePostSupport';

export type WriteFormPhoto = { id: number; url: string; thumbUrl: string; width: number; height: number };
export type WriteFormModel = { id: number; name: string; brandName: string; img: string };
export type EditablePost = {
  id: number; boardCode: string; title: string; content: string; photos: WriteFormPhoto[]; models: WriteFormModel[];
};
export type WriteForm = { boards: { code: string; name: string; description: string }[]; post: EditablePost | null };

/**
 * The write and update pages: every board, and with `postId` the member's own post with its photos
 * and tags. Another member's post (or a deleted one) is NOT_FOUND, so the update page is a 404 to them.
 */
export async function communityWriteForm(db: Db, userId: number, boardCode: string, postId: number | null): Promise<WriteForm> {
  const boards = await db.select({ code: communityBoards.code, name: communityBoards.name, description: communityBoards.description })
    .from(communityBoards).orderBy(asc(communityBoards.sortOrder), asc(communityBoards.code));
  if (!boards.some((b) => b.code === boardCode)) throw new DomainError('NOT_FOUND', '게시판을 찾을 수 없어요.');
  return { boards, post: postId === null ? null : await editablePost(db, userId, postId, boardCode) };
}

async function editablePost(db: Db, userId: number, postId: number, boardCode: string): Promise<EditablePost> {
  const [post] = await queryRows<{ id: number; userId: number; boardCode: string; title: string; content: string }>(db, sql`
    SELECT id, user_id AS "userId", board_code AS "boardCode", title, content FROM community_posts
    WHERE id = ${postId} AND NOT is_deleted`);
  if (!post || Number(post.userId) !== userId || post.boardCode !== boardCode) throw new DomainError('NOT_FOUND', POST_NOT_FOUND);
  const photos = await queryRows<{ id: number; width: number; height: number }>(db, sql`
    SELECT im.id, im.width, im.height FROM community_post_images ci JOIN images im ON im.id = ci.image_id
    WHERE ci.post_id = ${postId} ORDER BY ci.sort_order, ci.id`);
  const models = await queryRows<{ id: number; name: string; brandName: string; imageId: number }>(db, sql`
    SELECT m.id, m.name, br.name AS "brandName", m.image_id AS "imageId" FROM community_post_models pm
    JOIN models m ON m.id = pm.model_id JOIN brands br ON br.id = m.brand_id WHERE pm.post_id = ${postId} ORDER BY m.name`);
  return {
    id: Number(post.id), boardCode: post.boardCode, title: post.title, content: post.content,
    photos: photos.map((p) => ({ id: Number(p.id), url: imageUrl(Number(p.id)), thumbUrl: `${imageUrl(Number(p.id))}?w=480`, width: Number(p.width), height: Number(p.height) })),
    models: models.map((m) => ({ id: Number(m.id), name: m.name, brandName: m.brandName, img: imageUrl(Number(m.imageId)) })),
  };
}
