/**
 * The words on a content page's link buttons. The stored content holds only the target (link1,
 * link2; the server keeps same-site paths and https links only), so the label follows from where
 * the button goes.
 */
const LABELS: readonly (readonly [RegExp, string])[] = [
  [/^\/nearby_store\/onboarding/, '내 주변 매장 찾기'],
  [/^\/nearby_store/, '가까운 매장 보기'],
  [/^\/recommendations\//, '추천 상품 보기'],
  [/^\/bikes\/commerce/, '자전거 둘러보기'],
  [/^\/used_item/, '중고 상품 보기'],
  [/^\/user\/couponbook/, '쿠폰함에서 쿠폰 받기'],
  [/^\/promotions/, '프로모션 보기'],
  [/^\/search/, '상품 검색하기'],
  [/^\/contents/, '관련 글 읽기'],
];

export function contentLinkLabel(href: string): string {
  if (!href.startsWith('/')) return '자세히 보기';
  return LABELS.find(([pattern]) => pattern.test(href))?.[1] ?? '바로 가기';
}

export const CONTENT_CATEGORY_LABEL: Record<string, string> = { MAGAZINE: '매거진', GUIDE: '가이드', EVENT: '이벤트' };
