// The seeded threads (server/db/seed/write/community.ts): every post's comment_count is what its thread shows.
import { sql } from 'drizzle-orm';
import type { Db, DbHandle } from '@/server/db/client';
import { queryRows } from '@/server/db/rows';
import { seedDatabase } from '@/server/db/seed';
import { SeedDay } from '@/server/db/seed/time';
import { containsProfanity } from '@/lib/text/profanity';
import { communityPost } from '@/server/domain/community/postDetail';
import { createTestDb, testDbKinds } from '../../support/testDb';

const NOW = new Date('2025-06-15T03:00:00Z');

describe.each(testDbKinds())('seeded community comments on %s', (kind) => {
  let handle: DbHandle;
  let db: Db;
  beforeAll(async () => {
    handle = await createTestDb(kind);
    db = handle.db;
    await seedDatabase(db, { now: NOW });
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('gives every post exactly comment_count live comments, some of them replies', async () => {
    const off = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM community_posts p
      WHERE p.comment_count <> (SELECT count(*) FROM community_comments c WHERE c.post_id = p.id AND NOT c.is_deleted AND c.hidden_at IS NULL)`
    );
    expect(Number(off[0].n)).toBe(0);
    const [totals] = await queryRows<{ all: number; replies: number }>(
      db,
      sql`SELECT count(*)::int AS all,
      count(*) FILTER (WHERE parent_id IS NOT NULL)::int AS replies FROM community_comments`
    );
    expect(Number(totals.all)).toBeGreaterThan(400);
    expect(Number(totals.replies)).toBeGreaterThan(50);
  });

  it('replies only to a top-level comment of the same post, after it; all between the post and the seeding day', async () => {
    const [bad] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM community_comments r
      JOIN community_comments p ON p.id = r.parent_id
      WHERE p.parent_id IS NOT NULL OR p.post_id <> r.post_id OR r.created_at < p.created_at`
    );
    expect(Number(bad.n)).toBe(0);
    const midnight = SeedDay.of(NOW).midnight;
    const [outside] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM community_comments c
      JOIN community_posts p ON p.id = c.post_id WHERE c.created_at <= p.created_at OR c.created_at >= ${midnight}`
    );
    expect(Number(outside.n)).toBe(0);
    const texts = await queryRows<{ content: string }>(db, sql`SELECT DISTINCT content FROM community_comments`);
    expect(texts.some((t) => containsProfanity(t.content))).toBe(false);
  });

  it('shows a seeded thread on the post page, counts matching', async () => {
    const [post] = await queryRows<{ id: number; boardCode: string }>(
      db,
      sql`SELECT id, board_code AS "boardCode" FROM community_posts
      WHERE EXISTS (SELECT 1 FROM community_comments c WHERE c.post_id = community_posts.id AND c.parent_id IS NOT NULL) ORDER BY id LIMIT 1`
    );
    const detail = await communityPost(db, null, { boardCode: post.boardCode, id: Number(post.id) });
    const shown = detail.comments.reduce((n, c) => n + 1 + c.replies.length, 0);
    expect(shown).toBe(detail.commentCount);
    expect(detail.comments.some((c) => c.replies.length > 0)).toBe(true);
  });
});
