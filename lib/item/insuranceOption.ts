/**
 * Rental insurance is sold as an additional option whose name says so (docs/product.md §4 Listings):
 * the item page, the payment page and the price rule all find it by this one test. It is priced per
 * day like any option but kept out of the goods (no coupon, no multi-day discount).
 */
export const isInsuranceOption = (option: { kind: string; name: string }): boolean =>
  option.kind === 'ADDITIONAL' && option.name.includes('보험');
