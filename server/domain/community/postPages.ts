import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';

/** The models a post tags: each one's page lists the post (server/domain/model/taggedPosts.ts). */
export async function taggedModelIds(db: Db, postId: number): Promise<number[]> {
  const rows = await queryRows<{ modelId: number }>(db, sql`SELECT model_id AS "modelId" FROM community_post_models WHERE post_id = ${postId}`);
  return rows.map((row) => Number(row.modelId));
}
