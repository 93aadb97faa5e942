import type { ItemStatus } from '@/api/item/sellerItems';

/** The console's words for an item's status and deal type (the radio group and the list's chips). */
export const STATUS_LABELS: Record<ItemStatus, string> = { AVAILABLE: '판매 중', SOLD_OUT: '품절', HIDDEN: '숨김' };

export const STATUS_HINTS: Record<ItemStatus, string> = {
  AVAILABLE: '손님이 보고 예약하거나 살 수 있어요.',
  SOLD_OUT: '상품은 보이지만 예약·구매는 막혀요.',
  HIDDEN: '검색과 매장 목록에서 빠지고 상품 페이지도 열리지 않아요.',
};

export const DEAL_LABELS = { RENTAL: '렌탈', SELL: '판매' } as const;

/** Rental stock is equipment owned; sale stock is units on hand. */
export const stockText = (dealType: 'RENTAL' | 'SELL', stock: number) =>
  dealType === 'RENTAL' ? `보유 ${stock}대` : `재고 ${stock}개`;
