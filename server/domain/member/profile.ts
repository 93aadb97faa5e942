import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, users } from '../../db/schema';
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

export async function memberProfile(db: Db, userId: number): Promise<MemberProfile | null> {
  const [found] = await db
    .select({ user: users, businessName: businesses.name })
    .from(users)
    .leftJoin(businesses, eq(businesses.id, users.businessId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!found) return null;
  const row = found.user;
  return {
    id: row.id,
    name: row.name,
    nickname: row.nickname,
    nickType: row.nickType,
    img: row.img,
    point: row.point,
    registKeyType: row.registKeyType,
    businessId: row.businessId,
    businessName: found.businessName ?? null,
    maskedEmail: row.email ? maskEmail(row.email) : null,
    maskedPhone: row.phone ? maskPhone(row.phone) : null,
    hasPassword: row.passwordHash !== null,
    isMarketingAgreed: row.marketingConsentAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
