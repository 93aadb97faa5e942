import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { communityPostImages, communityPostModels } from '../../db/schema';

/** A post's photos (their image ids): each has a share picture of its own. */
export async function postImageIds(db: Db, postId: number): Promise<number[]> {
  const rows = await db
    .select({ imageId: communityPostImages.imageId })
    .from(communityPostImages)
    .where(eq(communityPostImages.postId, postId));
  return rows.map((row) => Number(row.imageId));
}

/** The models a post tags: each one's page lists the post (server/domain/model/taggedPosts.ts). */
export async function taggedModelIds(db: Db, postId: number): Promise<number[]> {
  const rows = await db
    .select({ modelId: communityPostModels.modelId })
    .from(communityPostModels)
    .where(eq(communityPostModels.postId, postId));
  return rows.map((row) => Number(row.modelId));
}
