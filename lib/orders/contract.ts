import type { ProcessDef } from './types';

/**
 * Contract (계약): the ownership-transfer rental, i.e. the lease of /promotions/introduce_lease. It
 * starts in 계약 완료 once the first charge on the billing key succeeds; the monthly charges are a
 * job's business, not states of the contract.
 */
export type ContractState = 'CONTRACTED' | 'HANDED_OVER' | 'CANCELLED';

export type ContractAction = 'handOver' | 'cancel' | 'sellerCancel' | 'operatorCancel';

export const contract: ProcessDef<ContractState, ContractAction> = {
  id: 'contract',
  label: '계약',
  initial: 'CONTRACTED',
  states: {
    CONTRACTED: { label: '계약 완료' },
    HANDED_OVER: { label: '인수 완료' },
    CANCELLED: { label: '계약 취소' },
  },
  actions: {
    handOver: '인수 확인',
    cancel: '계약 취소',
    sellerCancel: '판매자 계약 취소',
    operatorCancel: '운영자 계약 취소',
  },
  routes: { default: ['CONTRACTED', 'HANDED_OVER'] },
  transitions: [
    {
      action: 'handOver',
      from: ['CONTRACTED'],
      to: 'HANDED_OVER',
      actor: 'seller',
      effects: ['earn-points', 'alarm-customer'],
      why: 'The business hands the product over; the lease is now in force and the lease-rate points are earned.',
    },
    {
      action: 'cancel',
      from: ['CONTRACTED'],
      to: 'CANCELLED',
      actor: 'customer',
      effects: ['refund-by-rule', 'release-hold', 'restore-benefits', 'alarm-customer', 'alarm-seller'],
      why: 'The customer may withdraw before taking the product; once handed over the contract runs its course.',
    },
    {
      action: 'sellerCancel',
      from: ['CONTRACTED'],
      to: 'CANCELLED',
      actor: 'seller',
      effects: ['refund-full', 'release-hold', 'restore-benefits', 'alarm-customer'],
      why: 'A business that cannot deliver the contracted product refunds the first charge in full.',
    },
    {
      action: 'operatorCancel',
      from: ['CONTRACTED'],
      to: 'CANCELLED',
      actor: 'operator',
      effects: ['refund-operator', 'release-hold', 'restore-benefits', 'alarm-customer', 'alarm-seller'],
      why: 'An operator settling a dispute before hand-over cancels with a reason and decides how much of the charges comes back.',
    },
  ],
};
