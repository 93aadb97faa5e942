/**
 * The seller console's sections (issue 17), in the order of a business's day: what happens today,
 * requests and questions to answer, orders to ship, the shelf, the business's own page, its reviews, and
 * what it is paid (정산).
 */
export const SELLER_SECTIONS = [
  { key: 'today', href: '/seller', label: '오늘' },
  { key: 'requests', href: '/seller/requests', label: '예약 요청' },
  { key: 'messages', href: '/seller/messages', label: '메시지' },
  { key: 'orders', href: '/seller/orders', label: '주문' },
  { key: 'items', href: '/seller/items', label: '상품' },
  { key: 'business', href: '/seller/store', label: '매장 정보' },
  { key: 'reviews', href: '/seller/reviews', label: '리뷰' },
  { key: 'settlements', href: '/seller/settlements', label: '정산' },
] as const;

export type SellerSection = (typeof SELLER_SECTIONS)[number]['key'];
