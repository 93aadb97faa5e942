import type { SellerListing } from '@/api/item/sellerListings';

/** A listing's state as the console says it (docs/product.md §4 Listings). */
export const STATE_LABELS: Record<SellerListing['state'], string> = {
  DRAFT: '임시저장',
  AVAILABLE: '판매 중',
  SOLD_OUT: '품절',
  HIDDEN: '게시 중지',
};
