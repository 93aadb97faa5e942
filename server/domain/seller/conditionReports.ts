import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { conditionReportImages, conditionReports, images, orders } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { attachUploads } from '../images/attachUploads';
import { applyOrderAction } from '../orders/orderAction';
import { alarmParty, type OrderRow } from '../orders/orderEffects';
import { imageUrl } from '../catalog/imageUrl';

/**
 * Condition reports (issue 17 §1 ★): the business photographs the equipment when it hands a rental
 * over (CHECK_OUT) and when it comes back (CHECK_IN), so that business and customer share one record of
 * its condition. Both are written while the reservation is 예약 완료; the return report also marks
 * the rental returned (이용 완료) in the same transaction, so there is never a returned rental
 * without its report, nor a report of a return that did not happen.
 *
 * One report per stage, never replaced: a record both sides rely on in a dispute must not change
 * after the customer has seen it. A second attempt is CONFLICT (the unique index backs this up).
 */
export type ConditionStage = 'CHECK_OUT' | 'CHECK_IN';
export const CONDITION_STAGE_LABELS: Record<ConditionStage, string> = { CHECK_OUT: '인수인계', CHECK_IN: '반납 확인' };

export const MAX_REPORT_PHOTOS = 10;
export const MAX_REPORT_NOTE = 500;

export const CONDITION_REPORT_MESSAGES = {
  noteTooLong: `메모는 ${MAX_REPORT_NOTE}자 이내로 입력해 주세요.`,
  damageTooLong: `파손 메모는 ${MAX_REPORT_NOTE}자 이내로 입력해 주세요.`,
  tooManyPhotos: `사진은 ${MAX_REPORT_PHOTOS}장까지 올릴 수 있어요.`,
  empty: '사진이나 메모를 하나 이상 남겨 주세요.',
  notRental: '렌탈 예약에만 인수·반납 기록을 남길 수 있어요.',
  notReserved: '예약 완료 상태의 렌탈에만 기록을 남길 수 있어요.',
  handOverTwice: '인수인계 기록은 이미 남겼어요. 한 번 남긴 기록은 바꿀 수 없어요.',
} as const;
const M = CONDITION_REPORT_MESSAGES;

const text = (message: string) =>
  z
    .string()
    .trim()
    .max(MAX_REPORT_NOTE, message)
    .nullish()
    .transform((v) => v ?? '');

export const handOverInput = z
  .object({
    orderId: z.number().int().positive(),
    note: text(M.noteTooLong),
    imageIds: z.array(z.number().int().positive()).max(MAX_REPORT_PHOTOS, M.tooManyPhotos),
  })
  .refine((v) => v.note !== '' || v.imageIds.length > 0, { path: ['note'], message: M.empty });

export const returnInput = z
  .object({
    orderId: z.number().int().positive(),
    note: text(M.noteTooLong),
    damageNote: text(M.damageTooLong).transform((v) => (v === '' ? null : v)),
    imageIds: z.array(z.number().int().positive()).max(MAX_REPORT_PHOTOS, M.tooManyPhotos),
  })
  .refine((v) => v.note !== '' || v.damageNote !== null || v.imageIds.length > 0, { path: ['note'], message: M.empty });

export type HandOverInput = z.output<typeof handOverInput>;
export type ReturnInput = z.output<typeof returnInput>;

export type ConditionPhoto = { id: number; url: string; thumbUrl: string; width: number; height: number };
export type ConditionReportView = {
  id: number;
  stage: ConditionStage;
  stageLabel: string;
  note: string;
  damageNote: string | null;
  createdAt: string;
  photos: ConditionPhoto[];
};

type Seller = { userId: number; businessId: number };

/**
 * Locks the seller's own rental for a report: another business's order is NOT_FOUND, as a missing one
 * (a seller cannot learn which order ids exist); a sale or a WAITING/USED rental INVALID_TRANSITION.
 */
async function lockReservedRental(tx: Db, seller: Seller, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  if (!order || order.businessId !== seller.businessId) throw new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');
  if (order.process !== 'rentalReservation') throw new DomainError('INVALID_TRANSITION', M.notRental);
  if (order.state !== 'RESERVED') throw new DomainError('INVALID_TRANSITION', M.notReserved);
  return order;
}

async function hasReport(tx: Db, orderId: number, stage: ConditionStage): Promise<boolean> {
  const rows = await tx
    .select({ id: conditionReports.id, stage: conditionReports.stage })
    .from(conditionReports)
    .where(eq(conditionReports.orderId, orderId));
  return rows.some((r) => r.stage === stage);
}

/** Writes the report and claims its photos (the seller's own unused uploads) in the caller's transaction. */
async function writeReport(
  tx: Db,
  seller: Seller,
  orderId: number,
  stage: ConditionStage,
  fields: { note: string; damageNote: string | null; imageIds: number[] },
  now: Date
): Promise<void> {
  const photoIds = await attachUploads(tx, seller.userId, fields.imageIds, MAX_REPORT_PHOTOS, now);
  const [report] = await tx
    .insert(conditionReports)
    .values({
      orderId,
      stage,
      note: fields.note,
      damageNote: fields.damageNote,
      authorId: seller.userId,
      createdAt: now,
    })
    .returning({ id: conditionReports.id });
  if (photoIds.length > 0) {
    await tx
      .insert(conditionReportImages)
      .values(photoIds.map((imageId, sortOrder) => ({ reportId: report.id, imageId, sortOrder })));
  }
}

/** 인수인계: photos and a note when the customer takes the equipment; the customer is told it is on record. */
export async function recordHandOver(
  db: Db,
  seller: Seller,
  input: HandOverInput,
  now: Date = new Date()
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockReservedRental(tx, seller, input.orderId);
    if (await hasReport(tx, order.id, 'CHECK_OUT')) throw new DomainError('CONFLICT', M.handOverTwice);
    await writeReport(
      tx,
      seller,
      order.id,
      'CHECK_OUT',
      { note: input.note, damageNote: null, imageIds: input.imageIds },
      now
    );
    await alarmParty(
      tx,
      order,
      'customer',
      '인수인계 기록',
      `${order.itemName}: 장비를 받을 때의 상태 기록이 등록됐어요.`,
      'CHECK_OUT',
      now
    );
  });
}

/**
 * 반납 확인: the return report and the markReturned transition (RESERVED → USED) in one
 * transaction. applyOrderAction runs nested (a savepoint of this transaction), so a refused photo
 * after it rolls the transition back too; markReturned refunds nothing, so no provider is needed.
 */
export async function recordReturn(db: Db, seller: Seller, input: ReturnInput, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockReservedRental(tx, seller, input.orderId);
    // No second return report: the return itself leaves 예약 완료, which the lock above requires.
    await applyOrderAction(
      tx,
      null,
      {
        orderId: order.id,
        action: 'markReturned',
        actor: 'seller',
        actorUserId: seller.userId,
        actorBusinessId: seller.businessId,
      },
      now
    );
    await writeReport(
      tx,
      seller,
      order.id,
      'CHECK_IN',
      { note: input.note, damageNote: input.damageNote, imageIds: input.imageIds },
      now
    );
  });
}

/** Uploads are served from the image route; its `?w=` answers the small WebP (≤ 480 px). */
export function conditionPhoto(row: { id: number; width: number; height: number }): ConditionPhoto {
  return {
    id: row.id,
    url: imageUrl(row.id),
    thumbUrl: `${imageUrl(row.id)}?w=480`,
    width: row.width,
    height: row.height,
  };
}

/** The reports of an order, hand-over first, each with its photos in the order taken. The caller checks who may see them. */
export async function loadConditionReports(db: Db, orderId: number): Promise<ConditionReportView[]> {
  const reports = await db
    .select()
    .from(conditionReports)
    .where(eq(conditionReports.orderId, orderId))
    .orderBy(asc(conditionReports.createdAt), asc(conditionReports.id));
  if (reports.length === 0) return [];
  const photos = await db
    .select({
      reportId: conditionReportImages.reportId,
      id: images.id,
      width: images.width,
      height: images.height,
    })
    .from(conditionReportImages)
    .innerJoin(images, eq(images.id, conditionReportImages.imageId))
    .where(
      inArray(
        conditionReportImages.reportId,
        reports.map((r) => r.id)
      )
    )
    .orderBy(asc(conditionReportImages.sortOrder), asc(conditionReportImages.id));
  const stageOrder = (s: ConditionStage) => (s === 'CHECK_OUT' ? 0 : 1);
  return [...reports]
    .sort((a, b) => stageOrder(a.stage) - stageOrder(b.stage))
    .map((r) => ({
      id: r.id,
      stage: r.stage,
      stageLabel: CONDITION_STAGE_LABELS[r.stage],
      note: r.note,
      damageNote: r.damageNote,
      createdAt: r.createdAt.toISOString(),
      photos: photos.filter((p) => p.reportId === r.id).map(conditionPhoto),
    }));
}
