import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { businesses, type OpeningHours } from '../../db/schema/businesses';
import { DomainError } from '@/lib/errors';

/** What the console's business page edits (docs/product.md §3 Nearby business detail), with the turnaround buffer. */
export type SellerBusinessProfile = {
  id: number;
  name: string;
  notice: string;
  introduction: string;
  maintenance: string;
  /** Weekdays the business opens (0 = Sunday … 6 = Saturday); a weekday left out is 휴무. */
  openingHours: OpeningHours;
  turnaroundDays: number;
};

export const NOTICE_MAX = 300;
export const INTRODUCTION_MAX = 1000;
export const MAINTENANCE_MAX = 500;
export const MAX_TURNAROUND_DAYS = 14;

/**
 * Plain text: line breaks kept (the public page shows them as text, never as markup), other control
 * characters dropped, Windows line ends unified, at most two blank lines in a row.
 */
const plainText = (max: number, label: string) =>
  z
    .string()
    .max(max * 2)
    .transform((v) =>
      v
        .replace(/\r\n?/g, '\n')
        .replace(/[^\P{Cc}\n]+/gu, '')
        .replace(/\n{3,}/g, '\n\n')
        .trim()
    )
    .pipe(z.string().max(max, `${label}은(는) ${max}자까지 쓸 수 있어요.`));

/** 'HH:mm' from 00:00 to 24:00 (a shop open until midnight closes at 24:00). */
const clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, '시간은 09:30처럼 입력해 주세요.');

const dayHours = z
  .object({ weekday: z.number().int().min(0).max(6), open: clock, close: clock })
  .refine((d) => d.open < d.close, { path: ['close'], message: '문 닫는 시간은 여는 시간보다 늦어야 해요.' });

export const businessProfileInput = z.object({
  notice: plainText(NOTICE_MAX, '공지'),
  introduction: plainText(INTRODUCTION_MAX, '소개'),
  maintenance: plainText(MAINTENANCE_MAX, '정비 안내'),
  openingHours: z
    .array(dayHours)
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, '같은 요일이 두 번 들어 있어요.'),
  turnaroundDays: z
    .number()
    .int('쉬는 날은 정수로 입력해 주세요.')
    .min(0, '0일 이상이어야 해요.')
    .max(MAX_TURNAROUND_DAYS, `쉬는 날은 ${MAX_TURNAROUND_DAYS}일까지 정할 수 있어요.`),
});

export type BusinessProfileInput = z.output<typeof businessProfileInput>;

function toProfile(row: typeof businesses.$inferSelect): SellerBusinessProfile {
  return {
    id: row.id,
    name: row.name,
    notice: row.notice ?? '',
    introduction: row.introduction ?? '',
    maintenance: row.maintenance ?? '',
    openingHours: [...row.openingHours].sort((a, b) => a.weekday - b.weekday),
    turnaroundDays: row.turnaroundDays,
  };
}

/** The seller's own business as the console edits it. */
export async function sellerBusinessProfile(db: Db, businessId: number): Promise<SellerBusinessProfile> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '연결된 매장을 찾을 수 없어요.');
  return toProfile(row);
}

/**
 * Saves the business's profile. Empty text hides its section on the public page (null in the row, as
 * seeded businesses without one have). The turnaround buffer applies to rentals booked from now on:
 * each booking keeps the buffer it was made with.
 */
export async function updateBusinessProfile(
  db: Db,
  businessId: number,
  input: BusinessProfileInput
): Promise<SellerBusinessProfile> {
  const hours = [...input.openingHours]
    .sort((a, b) => a.weekday - b.weekday)
    .map(({ weekday, open, close }) => ({ weekday, open, close }));
  const [row] = await db
    .update(businesses)
    .set({
      notice: input.notice || null,
      introduction: input.introduction || null,
      maintenance: input.maintenance || null,
      openingHours: hours,
      turnaroundDays: input.turnaroundDays,
    })
    .where(eq(businesses.id, businessId))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND', '연결된 매장을 찾을 수 없어요.');
  return toProfile(row);
}
