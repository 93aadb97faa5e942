import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import { askViewerFact, type ViewerFact } from '../../db/viewerFacts';
import { badgeQuery, badgeSummaryOf, type BadgeRow, type BadgeSummary } from './badges';
import { maskEmail } from '@/lib/account/email';
import { maskPhone } from '@/lib/account/phone';

/**
 * What the signed-in member sees of their own account (docs/product.md §3 User). Contact details are
 * masked even here: the screens only need to be recognisable, and this is printed into the HTML.
 */
export type MemberProfile = {
  id: number;
  name: string | null;
  nickname: string;
  nickType: 'AUTO' | 'CUSTOM';
  img: string | null;
  point: number;
  registKeyType: 'EMAIL' | 'KAKAO' | 'NAVER';
  businessId: number | null;
  /** The name of the business a seller account runs (the seller console's header); null otherwise. */
  businessName: string | null;
  maskedEmail: string | null;
  maskedPhone: string | null;
  /** Social-only accounts have no password to change. */
  hasPassword: boolean;
  isMarketingAgreed: boolean;
  createdAt: string;
};

type ProfileRow = {
  id: number;
  name: string | null;
  nickname: string;
  nickType: MemberProfile['nickType'];
  img: string | null;
  point: number;
  registKeyType: MemberProfile['registKeyType'];
  businessId: number | null;
  businessName: string | null;
  email: string | null;
  phone: string | null;
  hasPassword: boolean;
  isMarketingAgreed: boolean;
  createdAt: Date | string;
};

const profileColumns = sql`u.id, u.name, u.nickname, u.nick_type AS "nickType", u.img, u.point,
  u.regist_key_type AS "registKeyType", u.business_id AS "businessId", s.name AS "businessName", u.email, u.phone,
  (u.password_hash IS NOT NULL) AS "hasPassword", (u.marketing_consent_at IS NOT NULL) AS "isMarketingAgreed",
  u.created_at AS "createdAt"`;

const profileJoin = sql`users u LEFT JOIN businesses s ON s.id = u.business_id`;
const liveMember = (userId: number) => sql`u.id = ${userId} AND u.deleted_at IS NULL`;

function toProfile(row: ProfileRow): MemberProfile {
  return {
    id: Number(row.id),
    name: row.name,
    nickname: row.nickname,
    nickType: row.nickType,
    img: row.img,
    point: Number(row.point),
    registKeyType: row.registKeyType,
    businessId: row.businessId === null ? null : Number(row.businessId),
    businessName: row.businessName ?? null,
    maskedEmail: row.email ? maskEmail(row.email) : null,
    maskedPhone: row.phone ? maskPhone(row.phone) : null,
    hasPassword: Boolean(row.hasPassword),
    isMarketingAgreed: Boolean(row.isMarketingAgreed),
    createdAt: toIso(row.createdAt),
  };
}

export async function memberProfile(db: Db, userId: number): Promise<MemberProfile | null> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`SELECT ${profileColumns} FROM ${profileJoin} WHERE ${liveMember(userId)}`
  );
  return row ? toProfile(row) : null;
}

/**
 * The profile and the badges together: every page a member opens shows both (the header's and the
 * tab bar's dots). They are asked with the page's other facts of the viewer and read in the same
 * statement (server/db/viewerFacts.ts), so a member's page costs one statement beyond its session.
 */
export async function memberProfileWithBadges(
  db: Db,
  userId: number,
  now: Date = new Date()
): Promise<{ profile: MemberProfile; summary: BadgeSummary } | null> {
  const fact: ViewerFact<(ProfileRow & BadgeRow) | null> = {
    select: (viewerId) =>
      sql`SELECT row_to_json(p) FROM (SELECT ${profileColumns}, b.item, b.business, b.notice, b.orders, b.reviews,
        b.unread, b.messages, b.unanswered
        FROM ${profileJoin} CROSS JOIN LATERAL (${badgeQuery(viewerId, now)}) b WHERE ${liveMember(viewerId)}) p`,
    read: (json) => (json as (ProfileRow & BadgeRow) | null) ?? null,
  };
  const row = await askViewerFact(db, userId, fact, []);
  return row ? { profile: toProfile(row), summary: badgeSummaryOf(row) } : null;
}
