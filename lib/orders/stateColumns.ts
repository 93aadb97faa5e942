import { contract, type ContractState } from './contract';
import { payment, type PaymentState } from './payment';
import { rentalReservation, type ReservationState } from './rentalReservation';
import { saleOrder, type SaleOrderState } from './saleOrder';

/**
 * The database's state columns, derived from the process tables (docs/architecture.md §6): an
 * order's `state` is a state of its own process's table (null while 결제 대기), its `payment_state`
 * a state of the payment table. The schema builds its CHECK constraints from these lists, and a unit
 * test holds the migration's CHECKs to them, so a state added to a table needs a migration.
 */
export type OrderProcessId = 'rentalReservation' | 'contract' | 'saleOrder';

export type OrderState = ReservationState | ContractState | SaleOrderState;

const statesOf = <S extends string>(states: Readonly<Record<S, unknown>>) => Object.keys(states) as S[];

export const orderStatesByProcess: Readonly<Record<OrderProcessId, readonly OrderState[]>> = {
  rentalReservation: statesOf(rentalReservation.states),
  contract: statesOf(contract.states),
  saleOrder: statesOf(saleOrder.states),
};

export const paymentStates: readonly PaymentState[] = statesOf(payment.states);

/** Where each order's own table starts once its payment is approved. */
export const initialOrderState: Readonly<Record<OrderProcessId, OrderState>> = {
  rentalReservation: rentalReservation.initial,
  contract: contract.initial,
  saleOrder: saleOrder.initial,
};

/**
 * A state a table answered, as its column's type. A table only moves to its own states (the
 * structure test checks every row), so a miss here is a programming error, never input.
 */
export function orderStateOf(process: OrderProcessId, state: string): OrderState {
  const found = orderStatesByProcess[process].find((s) => s === state);
  if (found === undefined) throw new Error(`'${state}' is not a state of ${process}`);
  return found;
}

export function paymentStateOf(state: string): PaymentState {
  const found = paymentStates.find((s) => s === state);
  if (found === undefined) throw new Error(`'${state}' is not a payment state`);
  return found;
}

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** The CHECK of `orders.state`: null, or a state of the order's own process. */
export function orderStateCheck(processColumn: string, stateColumn: string): string {
  const perProcess = Object.entries(orderStatesByProcess).map(
    ([process, states]) => `(${processColumn} = '${process}' AND ${stateColumn} IN (${list(states)}))`
  );
  return [`${stateColumn} IS NULL`, ...perProcess].join(' OR ');
}

/** The CHECK of `orders.payment_state`: a state of the payment table. */
export function paymentStateCheck(column: string): string {
  return `${column} IN (${list(paymentStates)})`;
}
