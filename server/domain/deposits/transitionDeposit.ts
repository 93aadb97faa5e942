import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, rentalDeposits } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { applyTransition, rentalDeposit, type Actor } from '@/lib/orders';
import { performEffects, type OrderRow } from '../orders/orderEffects';
import { groupDigits } from '@/lib/digits';

export type DepositRow = typeof rentalDeposits.$inferSelect;
type DepositUpdate = Partial<typeof rentalDeposits.$inferInsert>;

export type DepositTransitionRequest = {
  action: string;
  actor: Actor;
  actorUserId: number | null;
  /** Stored on the event and, when given, the alarms' words (a claim's description, a decision's reason). */
  note: string | null;
  set: DepositUpdate;
  now: Date;
};

const won = (n: number) => `${groupDigits(n)}원`;

/**
 * The one way a deposit's state changes (docs/architecture.md §6): the deposit table decides
 * whether this actor may fire this action now (INVALID_TRANSITION in Korean otherwise), the new state
 * and the caller's columns are written with one order_events row of process `rentalDeposit`, and the
 * alarms go out, in the caller's transaction with the deposit row locked by it. Money is never
 * moved here: the caller sets `settle` and the provider is called after commit (settleDeposit.ts).
 */
export async function transitionDeposit(
  tx: Db,
  order: OrderRow,
  deposit: DepositRow,
  request: DepositTransitionRequest
): Promise<DepositRow> {
  const result = applyTransition(rentalDeposit, deposit.state, request.action, request.actor);
  if (!result.ok) throw new DomainError('INVALID_TRANSITION', result.message);
  const { now } = request;
  const [next] = await tx
    .update(rentalDeposits)
    .set({ ...request.set, state: result.to, stateChangedAt: now, updatedAt: now })
    .where(eq(rentalDeposits.id, deposit.id))
    .returning();
  await tx.insert(orderEvents).values({
    orderId: order.id,
    process: rentalDeposit.id,
    action: request.action,
    fromState: deposit.state,
    toState: result.to,
    actor: request.actor,
    actorUserId: request.actorUserId,
    note: request.note,
    createdAt: now,
  });
  const label = rentalDeposit.states[result.to].label;
  const amount = next.claimAmount ? ` · ${won(next.claimAmount)}` : '';
  const body = request.note
    ? `${order.itemName} 보증금: ${request.note}`
    : `${order.itemName} 보증금 ${won(next.amount)}이 '${label}' 상태예요${amount}.`;
  await performEffects(result.effects, {
    tx,
    order,
    now,
    restore: false,
    key: `deposit-${result.to}`,
    customerText: { title: label, body },
    sellerText: { title: label, body: `${body} (${order.ordererName})` },
  });
  return next;
}
