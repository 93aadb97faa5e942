/**
 * How one charge or refund splits between the business and the marketplace (docs/product.md §10
 * Commission and settlement). Pure, integer won. The commission is always that of the order's net
 * amount (charged − refunded) at the order's rate, rounded down; a booking posts the difference to
 * what earlier bookings of the order already posted, so rounding never drifts and a full refund
 * reverses exactly the commission that was taken.
 */
export function commissionOf(netAmount: number, rateBp: number): number {
  return Math.floor((Math.max(0, netAmount) * rateBp) / 10_000);
}

export type JournalSplitInput = {
  kind: 'CHARGE' | 'REFUND';
  /** Won that moved at the provider (> 0). */
  amount: number;
  rateBp: number;
  /** The order's net (charged − refunded) and commission before this booking. */
  netBefore: number;
  commissionBefore: number;
  /** The provider's fee on a charge, when it reports one (borne by the marketplace). */
  fee: number;
};

export type JournalPostingLine = {
  account: 'PROVIDER_CLEARING' | 'BUSINESS_PAYABLE' | 'COMMISSION_REVENUE' | 'PROVIDER_FEES';
  amount: number;
};

/** Signed postings (debit positive) that sum to zero; zero amounts are left out. */
export function journalSplit(input: JournalSplitInput): JournalPostingLine[] {
  const sign = input.kind === 'CHARGE' ? 1 : -1;
  const netAfter = input.netBefore + sign * input.amount;
  const commissionChange = commissionOf(netAfter, input.rateBp) - input.commissionBefore;
  const businessChange = sign * input.amount - commissionChange;
  const fee = input.kind === 'CHARGE' ? input.fee : 0;
  const lines: JournalPostingLine[] = [
    { account: 'PROVIDER_CLEARING', amount: sign * input.amount - fee },
    { account: 'PROVIDER_FEES', amount: fee },
    { account: 'COMMISSION_REVENUE', amount: -commissionChange },
    { account: 'BUSINESS_PAYABLE', amount: -businessChange },
  ];
  return lines.filter((line) => line.amount !== 0);
}
