import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { brands, communityBoards, communityPosts, models as modelTable } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { postSearchDocument } from './postSearchText';

/** The row lockOwnPost locks (raw: FOR UPDATE), typed from the schema. */
type OwnPostRow = Pick<typeof communityPosts.$inferSelect, 'id' | 'userId' | 'boardCode'>;

export const POST_NOT_FOUND = '글을 찾을 수 없어요.';

export async function requireBoard(tx: Db, boardCode: string): Promise<void> {
  const [board] = await tx
    .select({ code: communityBoards.code })
    .from(communityBoards)
    .where(eq(communityBoards.code, boardCode));
  if (!board) throw new DomainError('INVALID_INPUT', '게시판을 골라 주세요.', { boardCode: '없는 게시판이에요.' });
}

/**
 * The member's own live post, locked. Someone else's post and a deleted one answer the same
 * NOT_FOUND, so nobody learns which ids exist or who wrote them.
 */
export async function lockOwnPost(tx: Db, userId: number, postId: number): Promise<{ id: number; boardCode: string }> {
  const [post] = await queryRows<OwnPostRow>(
    tx,
    sql`
    SELECT id, user_id AS "userId", board_code AS "boardCode" FROM community_posts
    WHERE id = ${postId} AND NOT is_deleted FOR UPDATE`
  );
  if (!post || Number(post.userId) !== userId) throw new DomainError('NOT_FOUND', POST_NOT_FOUND);
  return { id: Number(post.id), boardCode: post.boardCode };
}

/** Replaces the post's tags; every model must exist. Answers "brand model" names for the search text. */
export async function replacePostModels(tx: Db, postId: number, modelIds: readonly number[]): Promise<string[]> {
  await tx.execute(sql`DELETE FROM community_post_models WHERE post_id = ${postId}`);
  if (modelIds.length === 0) return [];
  const m = modelTable;
  const models = await tx
    .select({ id: m.id, name: sql<string>`${brands.name} || ' ' || ${m.name}` })
    .from(m)
    .innerJoin(brands, eq(brands.id, m.brandId))
    .where(inArray(m.id, [...modelIds]))
    .orderBy(m.id);
  if (models.length !== modelIds.length) {
    throw new DomainError('INVALID_INPUT', '태그한 모델을 찾을 수 없어요.', { modelIds: '없는 모델이 있어요.' });
  }
  await tx.execute(sql`INSERT INTO community_post_models (post_id, model_id)
    VALUES ${sql.join(
      modelIds.map((id) => sql`(${postId}, ${id})`),
      sql`, `
    )}`);
  return models.map((m) => m.name);
}

/** search_text and search_chosung of a post, as postSearchText.ts defines them for every write. */
export function postSearchColumns(title: string, content: string, modelNames: readonly string[]): SQL {
  const fields = postSearchDocument(title, content, modelNames);
  return sql`search_text = ${fields.searchText}, search_chosung = ${fields.searchChosung}`;
}
