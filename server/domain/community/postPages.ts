import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/** A post's photos (their image ids): each has a share picture of its own. */
export async function postImageIds(db: Db, postId: number): Promise<number[]> {
  const rows = await queryRows<{ imageId: number }>(db, sql`SELECT image_id AS "imageId" FROM community_post_images WHERE post_id = ${postId}`);
  return rows.map((row) => Number(row.imageId));
}

/** The models a post tags: each one's page lists the post (server/domain/model/taggedPosts.ts). */
export async function taggedModelIds(db: Db, postId: number): Promise<number[]> {
  const rows = await queryRows<{ modelId: number }>(db, sql`SELECT model_id AS "modelId" FROM community_post_models WHERE post_id = ${postId}`);
  return rows.map((row) => Number(row.modelId));
}
