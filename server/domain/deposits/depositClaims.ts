import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryTransaction } from '../../db/retryTransaction';
import { conditionReportImages, conditionReports, depositClaimImages } from '../../db/schema';
import type { PaymentProvider, ProviderName } from '../../payments/types';
import { DomainError } from '@/lib/errors';
import { DEPOSIT_CLAIM_WINDOW_MINUTES } from '@/lib/orders/timing';
import { attachUploads } from '../images/attachUploads';
import { parseInput } from '../parseInput';
import { answerClaimInput, DEPOSIT_MESSAGES as M, MAX_CLAIM_PHOTOS, openClaimInput } from './depositInputs';
import { lockOwnDeposit } from './depositLocks';
import { settleDeposit } from './settleDeposit';
import { transitionDeposit } from './transitionDeposit';
import type { ClaimPhotoSide } from '../../db/schema/deposits';
import { groupDigits } from '@/lib/digits';

export type ProviderFor = (name: ProviderName) => PaymentProvider | null;

async function addPhotos(tx: Db, depositId: number, side: ClaimPhotoSide, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(depositClaimImages)
    .values(ids.map((imageId, sortOrder) => ({ depositId, side, imageId, sortOrder })));
}

async function returnReportPhotoCount(tx: Db, orderId: number): Promise<number> {
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(conditionReportImages)
    .innerJoin(conditionReports, eq(conditionReports.id, conditionReportImages.reportId))
    .where(and(eq(conditionReports.orderId, orderId), eq(conditionReports.stage, 'CHECK_IN')));
  return Number(rows[0]?.n ?? 0);
}

/**
 * The business opens its damage claim on a returned rental (docs/product.md §4 Damage deposits):
 * within 48 hours of 이용 완료, an amount up to the deposit, a description and photos (its own new
 * uploads, besides the return report's). Another business's order is NOT_FOUND.
 */
export async function openDepositClaim(
  db: Db,
  seller: { userId: number; businessId: number },
  rawInput: unknown,
  now: Date = new Date()
): Promise<void> {
  const input = parseInput(openClaimInput, rawInput);
  await retryTransaction(db, async (tx) => {
    const { order, deposit } = await lockOwnDeposit(
      tx,
      { actor: 'seller', businessId: seller.businessId },
      input.orderId
    );
    // The input first (the transaction gives the photos back if the rental cannot be claimed on).
    if (input.amount > deposit.amount) throw new DomainError('INVALID_INPUT', M.amountRange, { amount: M.amountRange });
    const photos = await attachUploads(tx, seller.userId, input.imageIds, MAX_CLAIM_PHOTOS, now);
    if (photos.length === 0 && (await returnReportPhotoCount(tx, order.id)) === 0)
      throw new DomainError('INVALID_INPUT', M.photoRequired, { imageIds: M.photoRequired });
    if (order.state !== 'USED') throw new DomainError('INVALID_TRANSITION', M.notUsed);
    if (now.getTime() - order.stateChangedAt.getTime() > DEPOSIT_CLAIM_WINDOW_MINUTES * 60_000)
      throw new DomainError('INVALID_TRANSITION', M.windowClosed);
    await transitionDeposit(tx, order, deposit, {
      action: 'openClaim',
      actor: 'seller',
      actorUserId: seller.userId,
      note: `${groupDigits(input.amount)}원 손상 청구: ${input.description}`,
      set: { claimAmount: input.amount, claimDescription: input.description, claimedAt: now },
      now,
    });
    await addPhotos(tx, deposit.id, 'BUSINESS', photos);
  });
}

/**
 * The customer answers the claim: accept (the amount is captured, the rest released, after commit)
 * or dispute with a note and photos (the operator decides). Someone else's order is NOT_FOUND.
 */
export async function answerDepositClaim(
  db: Db,
  providerFor: ProviderFor,
  userId: number,
  rawInput: unknown,
  now: Date = new Date()
): Promise<void> {
  const input = parseInput(answerClaimInput, rawInput);
  const deposit = await retryTransaction(db, async (tx) => {
    const { order, deposit: locked } = await lockOwnDeposit(tx, { actor: 'customer', userId }, input.orderId);
    if (input.answer === 'accept') {
      return transitionDeposit(tx, order, locked, {
        action: 'accept',
        actor: 'customer',
        actorUserId: userId,
        note: null,
        set: { answeredAt: now, settle: 'CAPTURE', captureAmount: locked.claimAmount ?? 0 },
        now,
      });
    }
    const photos = await attachUploads(tx, userId, input.imageIds, MAX_CLAIM_PHOTOS, now);
    const next = await transitionDeposit(tx, order, locked, {
      action: 'dispute',
      actor: 'customer',
      actorUserId: userId,
      note: input.note,
      set: { answeredAt: now, customerNote: input.note },
      now,
    });
    await addPhotos(tx, locked.id, 'CUSTOMER', photos);
    return next;
  });
  const provider = deposit.settle ? providerFor(deposit.provider) : null;
  if (provider) await settleDeposit(db, provider, deposit.id, now);
}
