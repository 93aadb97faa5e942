import { and, asc, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  communityBoards,
  communityPostImages,
  communityPostModels,
  communityPosts,
  images,
  models as modelTable,
} from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { imageUrl } from '../catalog/imageUrl';
import { modelCardsInOrder, type ModelCard } from '../model/modelCard';
import { POST_NOT_FOUND } from './writePostSupport';

export type WriteFormPhoto = { id: number; url: string; thumbUrl: string; width: number; height: number };
export type EditablePost = {
  id: number;
  boardCode: string;
  title: string;
  content: string;
  photos: WriteFormPhoto[];
  models: ModelCard[];
};
export type WriteForm = { boards: { code: string; name: string; description: string }[]; post: EditablePost | null };

/**
 * The write and update pages: every board, and with `postId` the member's own post with its photos
 * and tags. Another member's post (or a deleted one) is NOT_FOUND, so the update page is a 404 to them.
 */
export async function communityWriteForm(
  db: Db,
  userId: number,
  boardCode: string,
  postId: number | null
): Promise<WriteForm> {
  const boards = await db
    .select({ code: communityBoards.code, name: communityBoards.name, description: communityBoards.description })
    .from(communityBoards)
    .orderBy(asc(communityBoards.sortOrder), asc(communityBoards.code));
  if (!boards.some((b) => b.code === boardCode)) throw new DomainError('NOT_FOUND', '게시판을 찾을 수 없어요.');
  return { boards, post: postId === null ? null : await editablePost(db, userId, postId, boardCode) };
}

async function editablePost(db: Db, userId: number, postId: number, boardCode: string): Promise<EditablePost> {
  const p = communityPosts;
  const [post] = await db
    .select({ id: p.id, userId: p.userId, boardCode: p.boardCode, title: p.title, content: p.content })
    .from(p)
    .where(and(eq(p.id, postId), not(p.isDeleted)));
  if (!post || Number(post.userId) !== userId || post.boardCode !== boardCode)
    throw new DomainError('NOT_FOUND', POST_NOT_FOUND);
  const ci = communityPostImages;
  const photos = await db
    .select({ id: images.id, width: images.width, height: images.height })
    .from(ci)
    .innerJoin(images, eq(images.id, ci.imageId))
    .where(eq(ci.postId, postId))
    .orderBy(ci.sortOrder, ci.id);
  const tagged = await db
    .select({ id: modelTable.id })
    .from(communityPostModels)
    .innerJoin(modelTable, eq(modelTable.id, communityPostModels.modelId))
    .where(eq(communityPostModels.postId, postId))
    .orderBy(modelTable.name);
  const models = await modelCardsInOrder(
    db,
    tagged.map((t) => Number(t.id))
  );
  return {
    id: Number(post.id),
    boardCode: post.boardCode,
    title: post.title,
    content: post.content,
    photos: photos.map((p) => ({
      id: Number(p.id),
      url: imageUrl(Number(p.id)),
      thumbUrl: `${imageUrl(Number(p.id))}?w=480`,
      width: Number(p.width),
      height: Number(p.height),
    })),
    models,
  };
}
