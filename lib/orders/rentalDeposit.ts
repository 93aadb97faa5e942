import { DEPOSIT_CLAIM_ANSWER_MINUTES, DEPOSIT_CLAIM_WINDOW_MINUTES } from './timing';
import type { ProcessDef } from './types';

/**
 * A rental's damage deposit (보증금, docs/product.md §4 Damage deposits): held on the customer's card
 * as an authorisation when the rental is paid, never charged unless a damage claim ends in a capture.
 * One per rental order. Its money moves at the provider after commit (server/domain/deposits/
 * settleDeposit.ts): the state says what is owed, the row's `settle` column what the provider must
 * still be told. The operator's decision on a dispute is fired as `system` with the operator as the
 * actor user: the console is the marketplace deciding, not a party to the rental.
 */
export type DepositState =
  'HELD' | 'NOT_HELD' | 'RELEASED' | 'CLAIMED' | 'ACCEPTED' | 'DISPUTED' | 'CAPTURED' | 'DECIDED';

export type DepositAction =
  'failAuthorisation' | 'release' | 'openClaim' | 'accept' | 'autoAccept' | 'dispute' | 'capture' | 'decide';

export const rentalDeposit: ProcessDef<DepositState, DepositAction> = {
  id: 'rentalDeposit',
  label: '보증금',
  initial: 'HELD',
  states: {
    HELD: { label: '보증금 승인' },
    NOT_HELD: { label: '보증금 승인 실패' },
    RELEASED: { label: '보증금 해제' },
    CLAIMED: { label: '손상 청구' },
    ACCEPTED: { label: '청구 수락' },
    DISPUTED: { label: '이의 제기' },
    CAPTURED: { label: '청구 금액 결제' },
    DECIDED: { label: '운영자 결정' },
  },
  actions: {
    failAuthorisation: '보증금 승인 실패',
    release: '보증금 해제',
    openClaim: '손상 청구',
    accept: '청구 수락',
    autoAccept: '자동 수락',
    dispute: '이의 제기',
    capture: '청구 금액 결제',
    decide: '운영자 결정',
  },
  routes: {
    release: ['HELD', 'RELEASED'],
    accepted: ['HELD', 'CLAIMED', 'ACCEPTED', 'CAPTURED'],
    disputed: ['HELD', 'CLAIMED', 'DISPUTED', 'DECIDED'],
  },
  transitions: [
    {
      action: 'failAuthorisation',
      from: ['HELD'],
      to: 'NOT_HELD',
      actor: 'system',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'The card refused the hold (or the provider cannot hold money): the rental goes ahead without a deposit and both sides are told, so the business can decide how to hand the equipment over.',
    },
    {
      action: 'release',
      from: ['HELD'],
      to: 'RELEASED',
      actor: 'system',
      delayMinutes: DEPOSIT_CLAIM_WINDOW_MINUTES,
      effects: ['alarm-customer'],
      why: 'No claim within 48 hours of 이용 완료 means the equipment came back fine: the hold ends without the customer asking. Counted from the rental becoming 이용 완료, not from this state.',
    },
    {
      action: 'openClaim',
      from: ['HELD'],
      to: 'CLAIMED',
      actor: 'seller',
      effects: ['alarm-customer'],
      why: 'The business found damage at the return: it asks for an amount up to the deposit, with a description and photos the customer can answer.',
    },
    {
      action: 'accept',
      from: ['CLAIMED'],
      to: 'ACCEPTED',
      actor: 'customer',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'The customer agrees: the claimed amount is captured from the hold and the rest released.',
    },
    {
      action: 'autoAccept',
      from: ['CLAIMED'],
      to: 'ACCEPTED',
      actor: 'system',
      delayMinutes: DEPOSIT_CLAIM_ANSWER_MINUTES,
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'A claim left unanswered for 72 hours counts as accepted, so a business is not kept waiting by silence.',
    },
    {
      action: 'dispute',
      from: ['CLAIMED'],
      to: 'DISPUTED',
      actor: 'customer',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'The customer disagrees, with a note and photos; nothing is captured until the operator decides.',
    },
    {
      action: 'capture',
      from: ['ACCEPTED'],
      to: 'CAPTURED',
      actor: 'system',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'The provider has captured the accepted amount: the money is the business’s and goes into its settlement.',
    },
    {
      action: 'decide',
      from: ['DISPUTED'],
      to: 'DECIDED',
      actor: 'system',
      effects: ['alarm-customer', 'alarm-seller'],
      why: 'The operator has read both condition reports and decided: capture all, part or nothing, with a reason both sides receive.',
    },
  ],
};
