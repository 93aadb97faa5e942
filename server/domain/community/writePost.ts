import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPostImages, communityPosts } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { enforceRateLimits, type RateCheck } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';
import { attachUploads, releaseUploads } from '../images/attachUploads';
import { POST_LIMITS } from '@/lib/community/postLimits';
import type { UpdatePostInput, WritePostInput } from './writePostInput';
import { lockOwnPost, postSearchColumns, replacePostModels, requireBoard } from './writePostSupport';

export type WrittenPost = { postId: number; boardCode: string };
export type PostWriter = { userId: number; ip: string | null };

/** Posts per member (10 minutes and a day) and per address: a flood is refused before any write. */
function writeChecks(writer: PostWriter): RateCheck[] {
  const subject = `user:${writer.userId}`;
  const checks: RateCheck[] = [
    { rule: RATE_RULES.postWritePerMember, subject },
    { rule: RATE_RULES.postWritePerMemberDaily, subject },
  ];
  if (writer.ip) checks.push({ rule: RATE_RULES.postWritePerIp, subject: writer.ip });
  return checks;
}

/**
 * 글쓰기 (issue 18): the post, its photos (the member's own uploads), its tagged models and its
 * search text are one transaction, so a refused photo or an unknown model leaves no half post.
 */
export async function writePost(
  db: Db,
  writer: PostWriter,
  input: WritePostInput,
  now: Date = new Date()
): Promise<WrittenPost> {
  await enforceRateLimits(db, writeChecks(writer));
  return db.transaction(async (tx) => {
    await requireBoard(tx, input.boardCode);
    const [row] = await tx
      .insert(communityPosts)
      .values({
        boardCode: input.boardCode,
        userId: writer.userId,
        title: input.title,
        content: input.content,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: communityPosts.id });
    const postId = Number(row.id);
    const modelNames = await replacePostModels(tx, postId, input.modelIds);
    const imageIds = await attachUploads(tx, writer.userId, input.imageIds, POST_LIMITS.maxPhotos, now);
    await insertPostImages(tx, postId, imageIds);
    await tx.execute(
      sql`UPDATE community_posts SET ${postSearchColumns(input.title, input.content, modelNames)} WHERE id = ${postId}`
    );
    return { postId, boardCode: input.boardCode };
  });
}

async function insertPostImages(tx: Db, postId: number, imageIds: readonly number[]): Promise<void> {
  if (imageIds.length === 0) return;
  await tx.execute(sql`INSERT INTO community_post_images (post_id, image_id, sort_order)
    VALUES ${sql.join(
      imageIds.map((imageId, i) => sql`(${postId}, ${imageId}, ${i})`),
      sql`, `
    )}`);
}

/**
 * 글 수정: the author only (anyone else hears NOT_FOUND, as if the post were not there, so ids
 * can't be probed). New photos are claimed, dropped ones given back, kept ones stay attached.
 */
export async function updatePost(
  db: Db,
  userId: number,
  input: UpdatePostInput,
  now: Date = new Date()
): Promise<WrittenPost> {
  return db.transaction(async (tx) => {
    await lockOwnPost(tx, userId, input.postId);
    await requireBoard(tx, input.boardCode);
    const current = (
      await tx
        .select({ imageId: communityPostImages.imageId })
        .from(communityPostImages)
        .where(eq(communityPostImages.postId, input.postId))
    ).map((r) => Number(r.imageId));
    const wanted = new Set(input.imageIds);
    if (wanted.size !== input.imageIds.length)
      throw new DomainError('INVALID_INPUT', '같은 사진을 두 번 올릴 수 없어요.');
    const kept = new Set(current.filter((id) => wanted.has(id)));
    await attachUploads(
      tx,
      userId,
      input.imageIds.filter((id) => !kept.has(id)),
      POST_LIMITS.maxPhotos,
      now
    );
    await releaseUploads(
      tx,
      userId,
      current.filter((id) => !wanted.has(id))
    );
    await tx.execute(sql`DELETE FROM community_post_images WHERE post_id = ${input.postId}`);
    await insertPostImages(tx, input.postId, input.imageIds);
    const modelNames = await replacePostModels(tx, input.postId, input.modelIds);
    await tx.execute(sql`UPDATE community_posts SET board_code = ${input.boardCode}, title = ${input.title}, content = ${input.content},
      ${postSearchColumns(input.title, input.content, modelNames)}, updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${input.postId}`);
    return { postId: input.postId, boardCode: input.boardCode };
  });
}

/** 글 삭제: the author only; the post stays as a deleted row (comments keep their thread) and its photos go back. */
export async function deletePost(db: Db, userId: number, postId: number, now: Date = new Date()): Promise<WrittenPost> {
  return db.transaction(async (tx) => {
    const post = await lockOwnPost(tx, userId, postId);
    const photos = (
      await tx
        .select({ imageId: communityPostImages.imageId })
        .from(communityPostImages)
        .where(eq(communityPostImages.postId, postId))
    ).map((r) => Number(r.imageId));
    await tx.execute(sql`DELETE FROM community_post_images WHERE post_id = ${postId}`);
    await releaseUploads(tx, userId, photos);
    await tx.execute(
      sql`UPDATE community_posts SET is_deleted = true, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${postId}`
    );
    return { postId, boardCode: post.boardCode };
  });
}
