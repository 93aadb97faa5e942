/**
 * The order processes as data (docs/architecture.md §6). Each order follows the table of its
 * kind from the moment its payment is approved; the payment record follows `payment` from checkout.
 */

export * from './types';
export * from './timing';
export * from './engine';
export * from './days';
export * from './cancellationRules';
export * from './cancellationRulesRefund';
export { rentalReservation } from './rentalReservation';
export { contract } from './contract';
export { saleOrder, type SaleOrderState } from './saleOrder';
export { payment, CHECKOUT_EVENT, type PaymentState, type PaymentAction } from './payment';
export * from './stateColumns';
export * from './returnRules';
export {
  orderReturn,
  openReturnStates,
  RETURN_REQUEST_EVENT,
  disputeDecisions,
  type DisputeDecision,
} from './orderReturn';

export { processes } from './processTables';
export { rentalDeposit } from './rentalDeposit';
