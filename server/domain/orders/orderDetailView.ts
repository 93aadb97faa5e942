import { availableActions, payment, processes, refundFor, seoulDate, timeline, type AnyProcess } from '@/lib/orders';
import type { orderEvents, orderOptions, orders } from '../../db/schema';
import { carrierName, deliveryName, paymentName, trackingUrl } from './orderLabels';
import type { CustomerAction, OrderDetail, OrderProcessStep } from './orderTypes';

/**
 * The order detail screen from the loaded rows, as a pure function: the timeline, the status words
 * and the buttons all come from the process tables of lib/orders (docs/architecture.md §6), and
 * the refund a 취소 would give from the rule table, so the screen says what the server will do.
 */
export type OrderRowSet = {
  order: typeof orders.$inferSelect;
  options: (typeof orderOptions.$inferSelect)[];
  events: (typeof orderEvents.$inferSelect)[];
  business: { name: string; phone: string; address: string };
  img: string;
  dealType: 'RENTAL' | 'SELL';
  cardCompany: string | null;
  /** Won charged so far (the ledger's charges): what a refund is a share of. */
  paidAmount: number;
};

/** `[2026-12-01,2026-12-04)` → first and last rental day (the range's end is exclusive). */
export function rentalDays(period: string | null): { start: string; end: string } | null {
  const match = period ? /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(period) : null;
  if (!match) return null;
  const end = new Date(`${match[2]}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() - 1);
  return { start: match[1], end: end.toISOString().slice(0, 10) };
}

export const stateLabel = (process: AnyProcess, state: string | null): string =>
  state !== null && Object.hasOwn(process.states, state) ? process.states[state].label : '결제 대기';

function steps(set: OrderRowSet, process: AnyProcess, state: string): OrderProcessStep[] {
  const { order, events } = set;
  const own = events.filter((e) => e.process === order.process);
  const enteredAt = (s: string) => [...own].reverse().find((e) => e.toState === s);
  const leftAt = enteredAt(state)?.fromState ?? undefined;
  // The line holding the state, the order's own (pick-up or delivery) first; for a state on no line
  // (a cancellation), the line holding where it was left.
  const preferred = order.deliveryType === 'PICKUP' ? ['pickup', 'delivery'] : ['delivery', 'pickup'];
  const route =
    preferred.find((r) => process.routes[r]?.includes(state)) ??
    preferred.find((r) => leftAt !== undefined && process.routes[r]?.includes(leftAt));
  const line = timeline(process, state, { route, leftAt });
  return line.map((step) => {
    // The first state is entered by the payment's approval, which is the payment's event, not the order's.
    const at = step.state === process.initial ? order.paidAt : (enteredAt(step.state)?.createdAt ?? null);
    return {
      state: step.state,
      label: step.label,
      status: step.status,
      datetime: step.status === 'upcoming' || !at ? null : at.toISOString(),
    };
  });
}

function actions(set: OrderRowSet, process: AnyProcess, state: string, now: Date): CustomerAction[] {
  const { order } = set;
  const seen = new Set<string>();
  return availableActions(process, state, 'customer').flatMap((t) => {
    if (seen.has(t.action)) return [];
    seen.add(t.action);
    const refunding = t.effects.includes('refund-by-rule') || t.effects.includes('refund-full');
    let refund: CustomerAction['refund'] = null;
    if (refunding) {
      const days = rentalDays(order.rentalPeriod);
      const result = refundFor({
        process: order.process,
        state,
        actor: 'customer',
        paidAmount: set.paidAmount,
        rentalStart: days?.start,
        today: seoulDate(now),
      });
      if (result.ok) {
        refund = {
          refundAmount: result.refundAmount,
          share: result.share,
          condition: result.rule.condition,
          outcome: result.rule.outcome,
          restoreBenefits: result.restoreBenefits,
        };
      }
    }
    return [{ action: t.action, label: process.actions[t.action] ?? t.action, refund }];
  });
}

function verificationOf(order: OrderRowSet['order']): string | null {
  if (order.process === 'rentalReservation') return '장비를 받을 때 매장에서 예약자 본인 확인(신분증)을 해요.';
  if (order.process === 'contract') return '인수할 때 매장에서 계약자 본인 확인(신분증)을 해요.';
  if (order.deliveryType === 'PICKUP') return '매장에서 주문자 이름과 연락처를 확인한 뒤 상품을 드려요.';
  return null;
}

export function orderDetailView(set: OrderRowSet, now: Date = new Date()): OrderDetail {
  const { order } = set;
  const process = processes[order.process];
  const state = order.state as string;
  const days = rentalDays(order.rentalPeriod);
  const cancelled = order.refundDue > 0 || order.refundedAmount > 0 || order.cancelReason !== null;
  return {
    id: order.id,
    itemId: order.itemId,
    itemName: order.itemName,
    img: set.img,
    totalPrice: order.totalPrice,
    businessId: order.businessId,
    paymentName: paymentName({ ...order, cardCompany: set.cardCompany }),
    process: order.process,
    state,
    paymentState: order.paymentState,
    status: stateLabel(process, state),
    subStatus: stateLabel(payment, order.paymentState),
    orderProcesses: steps(set, process, state),
    purchaseMethod: order.payMethod,
    priceType: order.process === 'contract' ? 'LEASE' : 'NORMAL',
    dealType: set.dealType,
    deliveryType: order.deliveryType,
    delivery: deliveryName(order.deliveryType),
    createdDatetime: order.createdAt.toISOString(),
    startDatetime: days?.start ?? null,
    endDate: days?.end ?? null,
    rentalDays: order.price.rentalDays,
    shippingAddress: order.shipping
      ? {
          id: order.id,
          ...order.shipping,
          shippingInvoiceNumbers: order.invoiceNumber ? [order.invoiceNumber] : [],
        }
      : null,
    carrier: carrierName(order.carrier),
    trackingUrl: trackingUrl(order.carrier, order.invoiceNumber),
    orderOptions: set.options.map((o) => ({
      id: o.id,
      optionId: o.optionId,
      name: o.name,
      optionType: o.optionType,
      amount: o.amount,
      unitPrice: o.unitPrice,
    })),
    verificationProcess: verificationOf(order),
    orderBusiness: set.business,
    price: order.price,
    leaseMonths: order.leaseMonths,
    leaseMonthlyPrice: order.leaseMonthlyPrice,
    refund: cancelled
      ? { refundDue: order.refundDue, refundedAmount: order.refundedAmount, cancelReason: order.cancelReason }
      : null,
    actions: actions(set, process, state, now),
    canReview:
      (order.process === 'rentalReservation' && state === 'USED') ||
      (order.process === 'saleOrder' && state === 'CONFIRMED'),
  };
}
