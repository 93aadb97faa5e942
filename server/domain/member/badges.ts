import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { awaitingReviewSql } from '../review/notReviewed';

/** docs/product.md §3 Badges: the dots on my page, the tab bar and the bookmark tabs. */
export type Badges = {
  isActiveBookmarkBadge: boolean;
  isActiveBusinessBookmarkBadge: boolean;
  isActiveItemBookmarkBadge: boolean;
  isActiveMyPageBadge: boolean;
  isActiveNoticeBadge: boolean;
  isActiveOrderBadge: boolean;
  isActiveReviewBadge: boolean;
  /** The customer's threads with a message they have not read (the tab bar's 마이 counts them). */
  unreadMessageThreadCount: number;
  /** The seller's business's threads waiting for an answer (the console's 메시지). */
  unansweredMessageThreadCount: number;
};

export type BadgeSummary = { badges: Badges; unreadAlarmCount: number };

export const NO_BADGES: Badges = {
  isActiveBookmarkBadge: false,
  isActiveBusinessBookmarkBadge: false,
  isActiveItemBookmarkBadge: false,
  isActiveMyPageBadge: false,
  isActiveNoticeBadge: false,
  isActiveOrderBadge: false,
  isActiveReviewBadge: false,
  unreadMessageThreadCount: 0,
  unansweredMessageThreadCount: 0,
};

export type BadgeRow = {
  item: boolean;
  business: boolean;
  notice: boolean;
  orders: boolean;
  reviews: boolean;
  unread: number;
  messages: number;
  unanswered: number;
};

/**
 * Every badge from real data, in one round trip (it runs on each page a member opens):
 * - item bookmarks: a saved item, or an item of a saved model, got cheaper (item_price_changes)
 *   after the member last opened that tab and after they saved it (a drop they saw before saving
 *   is not news);
 * - business bookmarks: a saved business listed a new item since the tab was last opened;
 * - notices: one was published since /notices was last opened;
 * - orders and reviews: unread ORDER / REVIEW alarms (the order service, helpful votes and replies
 *   write them); reviews also while a used rental or confirmed purchase still waits for its review.
 * An area never opened counts from the account's creation. My page lights for orders, reviews or
 * notices; the bookmark tab for either bookmark badge.
 */
export async function memberBadges(db: Db, userId: number, now: Date = new Date()): Promise<BadgeSummary> {
  const [row] = await queryRows<BadgeRow>(db, badgeQuery(userId, now));
  return badgeSummaryOf(row);
}

/** The one statement of memberBadges, to run alone or beside the profile (server/domain/member/profile.ts). */
export function badgeQuery(userId: number, now: Date): SQL {
  return sql`
    WITH seen AS (
      SELECT
        coalesce((SELECT seen_at FROM member_seen WHERE user_id = u.id AND area = 'ITEM_BOOKMARK'), u.created_at) AS item_at,
        coalesce((SELECT seen_at FROM member_seen WHERE user_id = u.id AND area = 'BUSINESS_BOOKMARK'), u.created_at) AS business_at,
        coalesce((SELECT seen_at FROM member_seen WHERE user_id = u.id AND area = 'NOTICE'), u.created_at) AS notice_at
      FROM users u WHERE u.id = ${userId}
    )
    SELECT
      (EXISTS (
        SELECT 1 FROM item_bookmarks b JOIN item_price_changes pc ON pc.item_id = b.item_id
        WHERE b.user_id = ${userId} AND pc.new_price < pc.old_price AND pc.changed_at > greatest(s.item_at, b.created_at)
      ) OR EXISTS (
        SELECT 1 FROM model_bookmarks b JOIN items i ON i.model_id = b.model_id JOIN item_price_changes pc ON pc.item_id = i.id
        WHERE b.user_id = ${userId} AND pc.new_price < pc.old_price AND pc.changed_at > greatest(s.item_at, b.created_at)
      )) AS item,
      EXISTS (
        SELECT 1 FROM business_bookmarks b JOIN items i ON i.business_id = b.business_id
        WHERE b.user_id = ${userId} AND i.status = 'AVAILABLE' AND i.created_at > greatest(s.business_at, b.created_at)
      ) AS business,
      EXISTS (SELECT 1 FROM notices n WHERE n.published_at > s.notice_at AND n.published_at <= ${now.toISOString()}::timestamptz) AS notice,
      EXISTS (SELECT 1 FROM alarms a WHERE a.user_id = ${userId} AND a.kind = 'ORDER' AND a.read_at IS NULL) AS orders,
      (EXISTS (SELECT 1 FROM alarms a WHERE a.user_id = ${userId} AND a.kind = 'REVIEW' AND a.read_at IS NULL)
        OR EXISTS (SELECT 1 FROM orders o WHERE ${awaitingReviewSql(userId)})) AS reviews,
      (SELECT count(*) FROM alarms a WHERE a.user_id = ${userId} AND a.read_at IS NULL)::int AS unread,
      (SELECT count(*) FROM message_threads t WHERE t.customer_id = ${userId}
        AND t.last_message_id > t.customer_read_message_id)::int AS messages,
      (SELECT count(*) FROM message_threads t JOIN users u ON u.id = ${userId}
        WHERE t.business_id = u.business_id AND t.unanswered_since IS NOT NULL)::int AS unanswered
    FROM seen s`;
}

/** The badge row as the screens read it; no row (no such member) lights nothing. */
export function badgeSummaryOf(row: BadgeRow | undefined): BadgeSummary {
  if (!row) return { badges: NO_BADGES, unreadAlarmCount: 0 };
  const [item, business, notice, orders, reviews] = [row.item, row.business, row.notice, row.orders, row.reviews].map(
    Boolean
  );
  return {
    badges: {
      isActiveItemBookmarkBadge: item,
      isActiveBusinessBookmarkBadge: business,
      isActiveBookmarkBadge: item || business,
      isActiveNoticeBadge: notice,
      isActiveOrderBadge: orders,
      isActiveReviewBadge: reviews,
      isActiveMyPageBadge: orders || reviews || notice || Number(row.messages) > 0,
      unreadMessageThreadCount: Number(row.messages),
      unansweredMessageThreadCount: Number(row.unanswered),
    },
    unreadAlarmCount: Number(row.unread),
  };
}
