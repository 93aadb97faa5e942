import type { OrderDetail } from '@/api/order/orders';
import { availableActions } from '@/lib/orders/engine';
import { processes } from '@/lib/orders/processTables';
import type { ProcessId } from '@/lib/orders/types';

/**
 * The order detail's words and buttons from the process tables themselves (docs/architecture.md §6),
 * imported on their own (the tables and the engine, not lib/orders' index) so the screen's JS stays
 * small. The server stays the authority on what happens: it checks every action against the same
 * table, and only it knows a cancellation's refund, which the buttons take from its answer.
 */
type Action = OrderDetail['actions'][number];

const tableOf = (process: string) => (Object.hasOwn(processes, process) ? processes[process as ProcessId] : null);

/** The Korean label of a state of the order's table (or the payment table's); the server's word otherwise. */
export function stateLabelOf(process: string, state: string, fallback: string): string {
  const table = tableOf(process);
  return table && Object.hasOwn(table.states, state) ? table.states[state].label : fallback;
}

/** The customer's buttons now: the table's customer actions from the order's state, each with the server's refund preview. */
export function customerActionsOf(order: Pick<OrderDetail, 'process' | 'state' | 'actions'>): Action[] {
  const table = tableOf(order.process);
  if (!table || !Object.hasOwn(table.states, order.state)) return [];
  const seen = new Set<string>();
  return availableActions(table, order.state, 'customer').flatMap((t) => {
    if (seen.has(t.action)) return [];
    seen.add(t.action);
    const refund = order.actions.find((a) => a.action === t.action)?.refund ?? null;
    return [{ action: t.action, label: table.actions[t.action], refund }];
  });
}
