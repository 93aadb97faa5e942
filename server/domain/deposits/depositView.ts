import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositClaimImages, images, orders, rentalDeposits } from '../../db/schema';
import { availableActions, rentalDeposit, type Actor } from '@/lib/orders';
import { DEPOSIT_CLAIM_ANSWER_MINUTES, DEPOSIT_CLAIM_WINDOW_MINUTES } from '@/lib/orders/timing';
import { conditionPhoto, type ConditionPhoto } from '../seller/conditionReports';
import type { DepositRow } from './transitionDeposit';

export type DepositView = {
  id: number;
  orderId: number;
  state: string;
  stateLabel: string;
  amount: number;
  claimAmount: number | null;
  claimDescription: string | null;
  claimedAt: string | null;
  customerNote: string | null;
  decidedAmount: number | null;
  decisionReason: string | null;
  capturedAmount: number;
  /** Until when the business may open a claim (48 h after 이용 완료); null when it no longer can. */
  claimDeadline: string | null;
  /** Until when the customer may answer the claim (72 h after it was opened); null when not awaited. */
  answerDeadline: string | null;
  businessPhotos: ConditionPhoto[];
  customerPhotos: ConditionPhoto[];
  /** What this viewer may do now (the deposit table's actions for them). */
  actions: string[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const plusMinutes = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000);

/** The deposit as a screen shows it to `viewer` (the caller has checked the order is theirs). */
export async function depositView(
  db: Db,
  deposit: DepositRow,
  viewer: Actor | 'operator',
  now: Date
): Promise<DepositView> {
  const [order] = await db
    .select({ state: orders.state, stateChangedAt: orders.stateChangedAt })
    .from(orders)
    .where(eq(orders.id, deposit.orderId));
  const photos = await db
    .select({ side: depositClaimImages.side, id: images.id, width: images.width, height: images.height })
    .from(depositClaimImages)
    .innerJoin(images, eq(images.id, depositClaimImages.imageId))
    .where(eq(depositClaimImages.depositId, deposit.id))
    .orderBy(asc(depositClaimImages.sortOrder), asc(depositClaimImages.id));
  const claimEnds = order?.state === 'USED' ? plusMinutes(order.stateChangedAt, DEPOSIT_CLAIM_WINDOW_MINUTES) : null;
  const answerEnds =
    deposit.state === 'CLAIMED' && deposit.claimedAt
      ? plusMinutes(deposit.claimedAt, DEPOSIT_CLAIM_ANSWER_MINUTES)
      : null;
  const sellerMayClaim = deposit.state === 'HELD' && claimEnds !== null && claimEnds >= now;
  const actions =
    viewer === 'operator' || viewer === 'system'
      ? []
      : availableActions(rentalDeposit, deposit.state, viewer)
          .map((t) => t.action as string)
          .filter((a) => a !== 'openClaim' || sellerMayClaim);
  return {
    id: deposit.id,
    orderId: deposit.orderId,
    state: deposit.state,
    stateLabel: rentalDeposit.states[deposit.state].label,
    amount: deposit.amount,
    claimAmount: deposit.claimAmount,
    claimDescription: deposit.claimDescription,
    claimedAt: iso(deposit.claimedAt),
    customerNote: deposit.customerNote,
    decidedAmount: deposit.decidedAmount,
    decisionReason: deposit.decisionReason,
    capturedAmount: deposit.capturedAmount,
    claimDeadline: sellerMayClaim ? iso(claimEnds) : null,
    answerDeadline: iso(answerEnds),
    businessPhotos: photos.filter((p) => p.side === 'BUSINESS').map(conditionPhoto),
    customerPhotos: photos.filter((p) => p.side === 'CUSTOMER').map(conditionPhoto),
    actions: [...new Set(actions)],
  };
}

/** The order's deposit as `viewer` sees it, or null when the rental has none. */
export async function loadDepositView(
  db: Db,
  orderId: number,
  viewer: Actor | 'operator',
  now: Date = new Date()
): Promise<DepositView | null> {
  const [row] = await db.select().from(rentalDeposits).where(eq(rentalDeposits.orderId, orderId)).limit(1);
  return row ? depositView(db, row, viewer, now) : null;
}
