import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { communityPostViews } from '../../db/schema';
import { queryRows } from '../../db/rows';
import { todayInSeoul } from '@/lib/dates';
import { hitRateLimit } from '../../security/sharedRateLimit';
import { RATE_RULES } from '../../security/rateRules';

/** The row a counted view inserts (raw: INSERT … SELECT … ON CONFLICT), typed from the schema. */
type CountedViewRow = Pick<typeof communityPostViews.$inferSelect, 'postId'>;

/**
 * docs/product.md §4 Posts: a view raises the view count by one, counted once per visitor per Seoul day: the
 * view row's primary key (post, viewer, day) decides, so a reload or two tabs never count twice.
 * Answers whether this view counted. The viewer key is `u:<member id>` or `a:<anonymous id>`.
 *
 * As 인기 검색어 counts only visitors the server can vouch for (server/domain/search/popularKeywords.ts),
 * the caller passes a member or a verified anonymous id only. A verified id is still free to get
 * (each first page view mints one), so an anonymous visitor's view also spends the address's
 * allowance for this post (RATE_RULES.postViewPerIp); past it the visit is remembered but not
 * counted. `address` is null for in-process calls, which nobody outside can make.
 */
export async function countPostView(
  db: Db,
  postId: number,
  viewerKey: string,
  now: Date = new Date(),
  address: string | null = null
): Promise<boolean> {
  const day = todayInSeoul(now);
  const inserted = await queryRows<CountedViewRow>(
    db,
    sql`
    INSERT INTO community_post_views (post_id, viewer_key, day)
    SELECT id, ${viewerKey}, ${day} FROM community_posts WHERE id = ${postId} AND NOT is_deleted AND hidden_at IS NULL
    ON CONFLICT DO NOTHING RETURNING post_id AS "postId"`
  );
  if (inserted.length === 0) return false;
  // The allowance is counted in the shared rate-limit business, outside any transaction of ours; a view
  // remembered whose count then fails is one view short, never one too many.
  if (address !== null && viewerKey.startsWith('a:')) {
    const verdict = await hitRateLimit(db, { rule: RATE_RULES.postViewPerIp, subject: `${address} post:${postId}` });
    if (!verdict.allowed) return false;
  }
  await db.execute(sql`UPDATE community_posts SET view_count = view_count + 1 WHERE id = ${postId}`);
  return true;
}

/** The key a view is counted under: the member when signed in, else the anonymous visitor id. */
export function viewerKeyOf(viewerId: number | null, anonymousId: string | null): string | null {
  if (viewerId !== null) return `u:${viewerId}`;
  return anonymousId ? `a:${anonymousId.slice(0, 80)}` : null;
}
