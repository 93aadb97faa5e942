import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  billingKeys,
  businesses,
  journalEntries,
  journalPostings,
  moneyLedger,
  orderEvents,
  orderReturns,
  orders,
  payments,
  users,
  type JournalAccount,
} from '../../db/schema';
import { addDays } from '@/lib/calendar/dateKeys';
import { DomainError } from '@/lib/errors';
import {
  AUTO_CONFIRM_MINUTES,
  NO_RESPONSE_MINUTES,
  availableActions,
  openReturnStates,
  processes,
  returnReasonRule,
  timedDeadline,
  type Actor,
} from '@/lib/orders';
import { deliveryName, paymentName } from '../orders/orderLabels';
import { listAudit, type AuditEntry } from './audit';
import { orderStateLabel } from './adminOrders';

/**
 * One order as an operator sees it (docs/product.md §10 Orders): the parties, payment, rental period
 * or delivery, its whole timeline (order_events, the return's steps included), its money (the
 * money_ledger charges and refunds and the journal postings of each), the deadline of its timed step,
 * what an operator may do now, and the console's audit rows about it.
 */
export type AdminOrderEvent = {
  id: number;
  processLabel: string;
  actionLabel: string;
  fromLabel: string | null;
  toLabel: string;
  actorLabel: string;
  actorNickname: string | null;
  note: string | null;
  createdAt: string;
};

export type AdminJournalPosting = { account: JournalAccount; accountLabel: string; amount: number };

export type AdminLedgerLine = {
  id: number;
  kind: 'CHARGE' | 'REFUND';
  kindLabel: string;
  amount: number;
  refKey: string;
  createdAt: string;
  /** The journal entry's postings (debit positive), and the statement that settled it. */
  postings: AdminJournalPosting[];
  statementId: number | null;
};

export type AdminPaymentRecord = {
  sequence: number;
  amount: number;
  status: string;
  cancelledAmount: number;
  paidAt: string | null;
};

export type AdminOrderAction = { action: string; label: string };

export type AdminOrderDetail = {
  id: number;
  processLabel: string;
  state: string | null;
  stateLabel: string;
  paymentStateLabel: string;
  itemId: number;
  itemName: string;
  totalPrice: number;
  pointsUsed: number;
  couponDiscount: number;
  shippingFee: number;
  paymentName: string;
  provider: string;
  paidAt: string | null;
  createdAt: string;
  deliveryName: string;
  rentalStartDate: string | null;
  rentalEndDate: string | null;
  shippingAddress: string | null;
  carrier: string | null;
  invoiceNumber: string | null;
  cancelReason: string | null;
  chargedAmount: number;
  refundDue: number;
  refundedAmount: number;
  /** What an operator's cancellation may still refund: charged less what is already owed back. */
  refundableAmount: number;
  deadline: { label: string; at: string | null; extensionDays: number } | null;
  member: { id: number; nickname: string; email: string | null; phone: string | null };
  ordererName: string;
  ordererPhone: string;
  business: { id: number; name: string; phone: string };
  orderReturn: { stateLabel: string; kindLabel: string; reasonLabel: string; refundAmount: number | null } | null;
  events: AdminOrderEvent[];
  ledger: AdminLedgerLine[];
  payments: AdminPaymentRecord[];
  actions: AdminOrderAction[];
  audit: AuditEntry[];
};

const ACTOR_LABELS: Record<Actor, string> = {
  customer: '구매자',
  seller: '판매자',
  system: '시스템',
  operator: '운영자',
};

const ACCOUNT_LABELS: Record<JournalAccount, string> = {
  PROVIDER_CLEARING: '결제대행사 정산 대기',
  BUSINESS_PAYABLE: '매장 지급 예정금',
  COMMISSION_REVENUE: '수수료 수익',
  PROVIDER_FEES: '결제 수수료',
};

/** Events that are not steps of a table: the checkout opening, the restock marker, the return request. */
const EVENT_LABELS: Record<string, { process: string; action: string }> = {
  checkout: { process: '결제', action: '결제 시작' },
  restock: { process: '재고', action: '재고 복구' },
  requestReturn: { process: '반품·교환', action: '반품·교환 신청' },
};

type AnyStates = Record<string, { label: string } | undefined>;

function eventView(e: typeof orderEvents.$inferSelect, nickname: string | null): AdminOrderEvent {
  const table = (processes as Record<string, (typeof processes)[keyof typeof processes] | undefined>)[e.process];
  const states: AnyStates = table?.states ?? {};
  const special = EVENT_LABELS[e.action];
  return {
    id: e.id,
    processLabel: special?.process ?? table?.label ?? e.process,
    actionLabel: special?.action ?? table?.actions[e.action] ?? e.action,
    fromLabel: e.fromState === null ? null : (states[e.fromState]?.label ?? e.fromState),
    toLabel: states[e.toState]?.label ?? (e.toState === 'RESTOCKED' ? '재고 복구됨' : e.toState),
    actorLabel: ACTOR_LABELS[e.actor as Actor] ?? e.actor,
    actorNickname: nickname,
    note: e.note,
    createdAt: e.createdAt.toISOString(),
  };
}

const notFound = () => new DomainError('NOT_FOUND', '주문을 찾을 수 없어요.');

export async function getAdminOrder(db: Db, id: number): Promise<AdminOrderDetail> {
  const [row] = await db
    .select({ order: orders, member: users, business: businesses })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.id, id));
  if (!row) throw notFound();
  const { order, member, business } = row;
  const [eventRows, ledgerRows, postingRows, paymentRows, returnRows, card, audit] = await Promise.all([
    db
      .select({ event: orderEvents, nickname: users.nickname })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.id)),
    db.select().from(moneyLedger).where(eq(moneyLedger.orderId, id)).orderBy(asc(moneyLedger.id)),
    db
      .select({
        ledgerId: journalEntries.ledgerId,
        statementId: journalEntries.statementId,
        account: journalPostings.account,
        amount: journalPostings.amount,
      })
      .from(journalPostings)
      .innerJoin(journalEntries, eq(journalEntries.id, journalPostings.entryId))
      .where(eq(journalEntries.orderId, id))
      .orderBy(asc(journalPostings.id)),
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.sequence)),
    db.select().from(orderReturns).where(eq(orderReturns.orderId, id)),
    order.billingKeyId === null
      ? Promise.resolve([])
      : db
          .select({ cardCompany: billingKeys.cardCompany })
          .from(billingKeys)
          .where(eq(billingKeys.id, order.billingKeyId)),
    listAudit(db, { targetType: 'order', targetId: String(id), before: null }),
  ]);
  const [charged] = await queryRows<{ n: number }>(
    db,
    sql`SELECT coalesce(sum(amount), 0)::int AS n FROM money_ledger WHERE order_id = ${id} AND kind = 'CHARGE'`
  );
  const chargedAmount = Number(charged?.n ?? 0);
  const ret = returnRows[0] ?? null;
  const returnOpen = ret !== null && (openReturnStates as readonly string[]).includes(ret.state);
  const table = processes[order.process];
  const actions =
    order.state === null
      ? []
      : availableActions(table, order.state, 'operator')
          .filter((t) => !(t.action === 'operatorConfirm' && returnOpen))
          .map((t) => ({ action: t.action, label: table.actions[t.action] }));
  const period = order.rentalPeriod;
  const shipping = order.shipping;
  return {
    id: order.id,
    processLabel: table.label,
    state: order.state,
    stateLabel: orderStateLabel(order),
    paymentStateLabel: orderStateLabel({ ...order, state: null }),
    itemId: order.itemId,
    itemName: order.itemName,
    totalPrice: order.totalPrice,
    pointsUsed: order.pointsUsed,
    couponDiscount: order.price.couponDiscount,
    shippingFee: order.price.shippingFee,
    paymentName: paymentName({ ...order, cardCompany: card[0]?.cardCompany ?? null }),
    provider: order.provider,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    deliveryName: deliveryName(order.deliveryType),
    // daterange text is '[start,end)': the end is exclusive, the screen shows the last day.
    rentalStartDate: period ? period.slice(1, 11) : null,
    rentalEndDate: period ? addDays(period.slice(12, 22), -1) : null,
    shippingAddress: shipping
      ? `${shipping.name} · ${shipping.phone} · (${shipping.postNum}) ${shipping.address1} ${shipping.address2}`.trim()
      : null,
    carrier: order.carrier,
    invoiceNumber: order.invoiceNumber,
    cancelReason: order.cancelReason,
    chargedAmount,
    refundDue: order.refundDue,
    refundedAmount: order.refundedAmount,
    refundableAmount: Math.max(0, chargedAmount - order.refundDue),
    deadline: deadlineOf(order, ret, returnOpen),
    member: { id: member.id, nickname: member.nickname, email: member.email, phone: member.phone },
    ordererName: order.ordererName,
    ordererPhone: order.ordererPhone,
    business: { id: business.id, name: business.name, phone: business.phone },
    orderReturn: ret
      ? {
          stateLabel: processes.orderReturn.states[ret.state]?.label ?? ret.state,
          kindLabel: ret.kind === 'RETURN' ? '반품' : '교환',
          reasonLabel: returnReasonRule(ret.reason).label,
          refundAmount: ret.refundAmount,
        }
      : null,
    events: eventRows.map(({ event, nickname }) => eventView(event, nickname)),
    ledger: ledgerRows.map((l) => {
      const mine = postingRows.filter((p) => p.ledgerId === l.id);
      return {
        id: l.id,
        kind: l.kind,
        kindLabel: l.kind === 'CHARGE' ? '결제' : '환불',
        amount: l.amount,
        refKey: l.refKey,
        createdAt: l.createdAt.toISOString(),
        postings: mine.map((p) => ({ account: p.account, accountLabel: ACCOUNT_LABELS[p.account], amount: p.amount })),
        statementId: mine[0]?.statementId ?? null,
      };
    }),
    payments: paymentRows.map((p) => ({
      sequence: p.sequence,
      amount: p.amount,
      status: p.status,
      cancelledAmount: p.cancelledAmount,
      paidAt: p.paidAt?.toISOString() ?? null,
    })),
    actions,
    audit: audit.entries,
  };
}

/**
 * The timed step waiting on this order, as its job counts it (server/jobs/orderJobsTimed.ts): 무응답
 * of a waiting reservation, the automatic 구매 확정 of a delivered sale (which waits while a return is
 * open and counts again from the moment it closed).
 */
function deadlineOf(
  order: typeof orders.$inferSelect,
  ret: typeof orderReturns.$inferSelect | null,
  returnOpen: boolean
): AdminOrderDetail['deadline'] {
  const extensionDays = Math.round(order.deadlineExtensionMinutes / 1_440);
  if (order.process === 'rentalReservation' && order.state === 'WAITING') {
    const at = timedDeadline(order.stateChangedAt, NO_RESPONSE_MINUTES, order.deadlineExtensionMinutes);
    return { label: '매장 답변 기한 (지나면 무응답으로 전액 환불)', at: at.toISOString(), extensionDays };
  }
  if (order.process === 'saleOrder' && order.state === 'DELIVERED') {
    if (returnOpen) return { label: '자동 구매 확정 (반품·교환 진행 중이라 멈춤)', at: null, extensionDays };
    const from = ret && ret.stateChangedAt > order.stateChangedAt ? ret.stateChangedAt : order.stateChangedAt;
    const at = timedDeadline(from, AUTO_CONFIRM_MINUTES, order.deadlineExtensionMinutes);
    return { label: '자동 구매 확정 예정', at: at.toISOString(), extensionDays };
  }
  return null;
}
