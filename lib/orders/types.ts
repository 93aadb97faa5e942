/**
 * The shape of an order process table (docs/architecture.md §6: the order process is data).
 * Pure and isomorphic: the server applies transitions from these tables and the screens derive their
 * buttons and timelines from the same ones, so the two can never disagree.
 */

/**
 * Who may fire a transition. `system` is the server itself: payment results and timed jobs.
 * `operator` is a marketplace operator in the console (docs/product.md §10 Orders, Returns): a few
 * steps of its own (a cancel with its refund, a forced confirm, a deadline extension, a dispute's
 * decision), always with a reason.
 */
export type Actor = 'customer' | 'seller' | 'system' | 'operator';

export const actors: readonly Actor[] = ['customer', 'seller', 'system', 'operator'];

/**
 * Side effects the server performs in the same transaction as the state change. A small closed set,
 * so the server can handle every one exhaustively with a `switch`.
 * - `refund-full`: refund everything paid (the customer did not cause the cancellation).
 * - `refund-by-rule`: refund what the cancellation rule table allows (process, state, days before start).
 * - `release-hold`: free the held rental dates or sale stock, so others can book or buy them.
 * - `restore-benefits`: give back the coupon used and the points spent on the order.
 * - `earn-points`: credit the points to be earned (normal or lease rate).
 * - `alarm-customer` / `alarm-seller`: an ORDER alarm to that party.
 * - `refund-return`: refund a returned sale, less the return fee when the reason is the customer's
 *   (lib/orders/returnRules.ts); the sale moves to 반품 완료 with it.
 * - `refund-operator`: refund what the operator decided: everything still refundable, or a part of
 *   it in whole won (server/domain/admin/adminOrderActions.ts).
 */
export type Effect =
  | 'refund-full'
  | 'refund-by-rule'
  | 'release-hold'
  | 'restore-benefits'
  | 'earn-points'
  | 'alarm-customer'
  | 'alarm-seller'
  | 'refund-return'
  | 'refund-operator';

export const effects: readonly Effect[] = [
  'refund-full',
  'refund-by-rule',
  'release-hold',
  'restore-benefits',
  'earn-points',
  'alarm-customer',
  'alarm-seller',
  'refund-return',
  'refund-operator',
];

export type ProcessId = 'rentalReservation' | 'contract' | 'saleOrder' | 'payment' | 'orderReturn' | 'rentalDeposit';

export interface StateDef {
  /** The Korean label exactly as docs/product.md §4 / issue 16 names the state. */
  readonly label: string;
}

export interface TransitionDef<S extends string, A extends string> {
  readonly action: A;
  readonly from: readonly S[];
  readonly to: S;
  readonly actor: Actor;
  readonly effects: readonly Effect[];
  /** For `system` transitions fired by a job: minutes after entering the `from` state. */
  readonly delayMinutes?: number;
  /** The business reason for this transition (shown to no one; read by people changing the table). */
  readonly why: string;
}

export interface ProcessDef<S extends string, A extends string> {
  readonly id: ProcessId;
  /** Korean name of the process, e.g. `렌탈 예약`. */
  readonly label: string;
  readonly initial: S;
  readonly states: Readonly<Record<S, StateDef>>;
  /** Korean label of each action: the button text, and the noun used in error sentences. */
  readonly actions: Readonly<Record<A, string>>;
  readonly transitions: readonly TransitionDef<S, A>[];
  /**
   * Progress lines shown as a timeline, by name; the first is the default. States that leave a
   * line (cancellations) are drawn after the line's step they branched from.
   */
  readonly routes: Readonly<Record<string, readonly S[]>>;
}

/** Any process table, for code that handles all alike (registries, tests). */
export type AnyProcess = ProcessDef<string, string>;
