import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { availabilityAlerts, businesses, items } from '../../db/schema';
import { notify } from '../notifications/notify';
import { bookableUnits, freeUnitsForRange } from '../item/availability';
import { addDays, isDateKey } from '@/lib/calendar/dateKeys';
import { todayInSeoul } from '@/lib/dates';
import { DomainError } from '@/lib/errors';

/**
 * Availability alerts (issue 16 ★): on a fully booked range a member asks to be told when it frees;
 * a cancellation, refusal or expired hold that frees it sends one AVAILABILITY alarm, once.
 */
export const MAX_ACTIVE_ALERTS = 20;

const dateKey = z.string().refine(isDateKey, '날짜 형식이 올바르지 않아요.');
export const availabilityAlertInput = z
  .object({ itemId: z.number().int().positive(), startDate: dateKey, endDate: dateKey })
  .refine((v) => v.startDate <= v.endDate, { message: '반납일이 대여일보다 빨라요.', path: ['endDate'] });

export type AvailabilityAlert = { id: number; itemId: number; startDate: string; endDate: string };

/** Registers the wish; a range that is bookable now is answered with that instead (book it!). */
export async function requestAvailabilityAlert(
  db: Db,
  userId: number,
  input: z.infer<typeof availabilityAlertInput>,
  now: Date = new Date()
): Promise<AvailabilityAlert> {
  const [item] = await db
    .select({ dealType: items.dealType, status: items.status, turnaroundDays: businesses.turnaroundDays })
    .from(items)
    .innerJoin(businesses, eq(businesses.id, items.businessId))
    .where(eq(items.id, input.itemId));
  if (!item || item.status === 'HIDDEN') throw new DomainError('NOT_FOUND', '상품을 찾을 수 없어요.');
  if (item.dealType !== 'RENTAL') throw new DomainError('INVALID_INPUT', '렌탈 상품에만 빈자리 알림을 받을 수 있어요.');
  if (input.startDate < todayInSeoul(now))
    throw new DomainError('INVALID_INPUT', '지난 날짜에는 알림을 받을 수 없어요.');
  const free = bookableUnits(
    await freeUnitsForRange(db, input.itemId, input.startDate, addDays(input.endDate, 1), Number(item.turnaroundDays))
  );
  if (free > 0) throw new DomainError('CONFLICT', '지금 예약할 수 있는 날짜예요. 바로 예약해 보세요.');
  const [{ n }] = await db
    .select({ n: count() })
    .from(availabilityAlerts)
    .where(
      and(
        eq(availabilityAlerts.userId, userId),
        isNull(availabilityAlerts.notifiedAt),
        gt(availabilityAlerts.endDate, todayInSeoul(now))
      )
    );
  if (Number(n) >= MAX_ACTIVE_ALERTS)
    throw new DomainError('CONFLICT', `빈자리 알림은 ${MAX_ACTIVE_ALERTS}개까지 신청할 수 있어요.`);
  const [row] = await db
    .insert(availabilityAlerts)
    .values({ userId, itemId: input.itemId, startDate: input.startDate, endDate: input.endDate })
    .onConflictDoUpdate({
      target: [
        availabilityAlerts.userId,
        availabilityAlerts.itemId,
        availabilityAlerts.startDate,
        availabilityAlerts.endDate,
      ],
      set: { notifiedAt: null },
    })
    .returning();
  return { id: row.id, itemId: row.itemId, startDate: row.startDate, endDate: row.endDate };
}

/**
 * After dates of an item were released (in the releasing transaction): every waiting alert whose
 * whole range is bookable again is told so, once (notifiedAt and the alarm's dedupe key).
 */
export async function notifyFreedAlerts(tx: Db, itemId: number, now: Date): Promise<number> {
  const waiting = await tx
    .select()
    .from(availabilityAlerts)
    .where(
      and(
        eq(availabilityAlerts.itemId, itemId),
        isNull(availabilityAlerts.notifiedAt),
        sql`${availabilityAlerts.endDate} >= ${todayInSeoul(now)}::date`
      )
    );
  if (waiting.length === 0) return 0;
  const [item] = await tx
    .select({ name: items.name, turnaroundDays: businesses.turnaroundDays })
    .from(items)
    .innerJoin(businesses, eq(businesses.id, items.businessId))
    .where(eq(items.id, itemId));
  let sent = 0;
  for (const alert of waiting) {
    const free = bookableUnits(
      await freeUnitsForRange(tx, itemId, alert.startDate, addDays(alert.endDate, 1), Number(item?.turnaroundDays ?? 0))
    );
    if (free < 1) continue;
    await tx.update(availabilityAlerts).set({ notifiedAt: now }).where(eq(availabilityAlerts.id, alert.id));
    const range = alert.startDate === alert.endDate ? alert.startDate : `${alert.startDate} ~ ${alert.endDate}`;
    await notify(
      tx,
      {
        event: 'availability',
        userId: alert.userId,
        alarmKind: 'AVAILABILITY',
        content: {
          title: '기다리던 날짜에 빈자리가 생겼어요',
          body: `${item?.name ?? '상품'} · ${range}. 먼저 예약하는 분께 돌아가요.`,
          // The item opens with the range chosen (issue 31 §1), so 예약하기 is one tap.
          linkUrl: `/services/${itemId}?start=${alert.startDate}&end=${alert.endDate}`,
        },
        dedupeKey: `availability:${alert.id}:${now.toISOString().slice(0, 10)}`,
      },
      now
    );
    sent += 1;
  }
  return sent;
}
