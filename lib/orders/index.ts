/**
 * The order processes as data (docs/architecture.md §6). Each order follows the table of its
 * kind from the moment its payment is approved; the payment record follows `payment` from checkout.
 */
import { contract } from './contract';
import { payment } from './payment';
import { rentalReservation } from './rentalReservation';
import { saleOrder } from './saleOrder';
import type { AnyProcess, ProcessId } from './types';

export * from './types';
export * from './timing';
export * from './engine';
export * from './days';
export * from './cancellationRules';
export * from './cancellationRulesRefund';
export { rentalReservation, type ReservationState, type ReservationAction } from './rentalReservation';
export { contract, type ContractState, type ContractAction } from './contract';
export { saleOrder, type SaleOrderState, type SaleOrderAction } from './saleOrder';
export { payment, type PaymentState, type PaymentAction } from './payment';

/** Every table by id, for code that handles all alike (a status column names its process). */
export const processes: Readonly<Record<ProcessId, AnyProcess>> = {
  rentalReservation,
  contract,
  saleOrder,
  payment,
};
