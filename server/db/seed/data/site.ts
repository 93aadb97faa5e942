/** The home page's line banners and the experiment flags. */

export type BannerDef = { text: string; linkUrl: string; tone: 'brand' | 'sale' | 'info' };

export const bannerDefs: BannerDef[] = [
  { text: '첫 렌탈 10% 할인 쿠폰 받기', linkUrl: '/user/couponbook', tone: 'brand' },
  // Banners run for months, so none names a month.
  { text: '이달의 무이자 할부 최대 12개월, 카드 혜택 보기', linkUrl: '/promotions/card_benefit', tone: 'sale' },
  { text: '내 주변 렌탈샵 찾기: 한강공원부터 스키장까지', linkUrl: '/nearby_store/onboarding', tone: 'info' },
];

export type FlagDef = { key: string; description: string };

// The recommender flag has a different key in development (docs/product.md §3), so both keys exist.
export const flagDefs: FlagDef[] = [
  { key: 'model_list_experiment', description: '모델 목록 정렬 실험 (A: 인기순 기본, B: 가격 낮은순 기본)' },
  { key: 'item_detail_experiment', description: '상품 상세 하단 버튼 실험 (A: 바로 예약, B: 옵션 먼저 선택)' },
  {
    key: 'recommender_experiment',
    description: '추천 실험 (A: 같은 카테고리 인기 상품, B: 최근 본 상품과 함께 본 상품 + 인기 상품)',
  },
  {
    key: 'recommender_experiment_dev',
    description: '추천 실험 (개발 환경용 키, A: 같은 카테고리 인기 상품, B: 최근 본 상품과 함께 본 상품 + 인기 상품)',
  },
];

export const flagVariants = [
  { name: 'A', weight: 50 },
  { name: 'B', weight: 50 },
];
