/** Words shops put on item cards and option lists. */

export const rentalTags = ['당일대여', '인기', '예약필수', '가족추천', '커플추천', '초보추천', '헬멧무료'] as const;
export const saleTags = ['정품', '조립완료', '당일출고', '한정수량', '피팅무료'] as const;
export const usedTags = ['검수완료', '직거래', '정비완료'] as const;
export const serviceTags = ['당일가능', '예약필수', '공인정비사'] as const;

export const bikeColors = [
  '매트 블랙',
  '글로스 화이트',
  '딥 네이비',
  '올리브 그린',
  '샌드 베이지',
  '레이싱 레드',
  '스톰 그레이',
  '미드나잇 블루',
  '첼레스테',
  '라벤더',
] as const;
export const snowColors = ['블랙', '화이트', '레드', '네이비', '카모'] as const;
export const lensColors = [
  '크로마팝 선라이트 미러',
  '프리즘 로즈 골드',
  '블루 미러',
  '앰버 (흐린 날)',
  '클리어 (야간)',
] as const;

export type Addon = { name: string; price: number };

/** Extras a renter adds at the counter. */
export const bikeRentalAddons: Addon[] = [
  { name: '헬멧 대여', price: 3000 },
  { name: '자물쇠', price: 2000 },
  { name: '일일 상해보험', price: 2000 },
  { name: '라이딩 장갑', price: 2000 },
  { name: '휴대폰 거치대', price: 1000 },
  { name: '어린이 보조 안장', price: 5000 },
  { name: '그늘막 텐트', price: 10000 },
];

export const skiRentalAddons: Addon[] = [
  { name: '스키복 상하의 세트', price: 25000 },
  { name: '헬멧 대여', price: 10000 },
  { name: '고글 대여', price: 8000 },
  { name: '장갑', price: 5000 },
  { name: '엉덩이·무릎 보호대 세트', price: 7000 },
  { name: '넥워머', price: 3000 },
  { name: '스키·보드 상해보험 (1일)', price: 3000 },
  { name: '락커 이용', price: 5000 },
];

export const bikeSaleAddons: Record<string, Addon[]> = {
  sport: [
    { name: '클릿 페달 (Shimano 105)', price: 159000 },
    { name: '물통 케이지 2개 세트', price: 19000 },
    { name: '전·후 라이트 세트', price: 39000 },
    { name: '새들백', price: 29000 },
    { name: '1:1 바이크 피팅 (60분)', price: 100000 },
  ],
  urban: [
    { name: '킥스탠드', price: 25000 },
    { name: '전·후 라이트 세트', price: 39000 },
    { name: '앞 바구니', price: 29000 },
    { name: '머드가드 세트', price: 45000 },
    { name: '와이어 자물쇠', price: 19000 },
  ],
  folding: [
    { name: '프론트 백 (S 백)', price: 259000 },
    { name: '이지 휠 교체', price: 59000 },
    { name: '전용 커버', price: 69000 },
    { name: '전·후 라이트 세트', price: 39000 },
  ],
};

export const snowSaleAddons: Record<string, Addon[]> = {
  ski: [
    { name: '바인딩 장착·DIN 세팅', price: 30000 },
    { name: '첫 왁싱·엣지 튜닝', price: 35000 },
    { name: '스키 가방', price: 89000 },
  ],
  board: [
    { name: '바인딩 세팅', price: 20000 },
    { name: '보드 가방', price: 79000 },
    { name: '스톰프 패드', price: 9000 },
  ],
  boots: [
    { name: '열성형 피팅', price: 50000 },
    { name: '부츠 가방', price: 59000 },
    { name: '커스텀 인솔', price: 120000 },
  ],
  helmet: [
    { name: '오디오 이어패드', price: 49000 },
    { name: '헬멧 가방', price: 19000 },
  ],
  goggles: [
    { name: '여분 렌즈 (흐린 날용)', price: 69000 },
    { name: '고글 케이스', price: 19000 },
  ],
};

/** Used-item descriptions by grade: how a shop describes wear honestly. */
export const usedGrades = [
  ['S급', 0.25],
  ['A급', 0.5],
  ['B급', 0.25],
] as const;

export const usedDescriptions: Record<'bike' | 'snow', Record<string, string[]>> = {
  bike: {
    S급: ['실주행 300km 미만, 실내 보관만 한 신품급입니다.', '한 달 정도 출퇴근용으로 탄 거의 새 자전거입니다.'],
    A급: [
      '생활 스크래치가 조금 있지만 주행에는 전혀 문제없습니다.',
      '약 2,000km 탔고 체인과 브레이크 패드를 새것으로 교체했습니다.',
    ],
    B급: [
      '프레임에 눈에 띄는 스크래치가 있고 타이어 교체를 권합니다.',
      '렌탈용으로 한 시즌 쓴 자전거라 외관 사용감이 있습니다.',
    ],
  },
  snow: {
    S급: ['2~3회 사용했고 베이스 상처가 없습니다. 왁싱 후 보관했습니다.', '시착 위주로 사용한 신품급 장비입니다.'],
    A급: [
      '한 시즌 사용했고 엣지 튜닝을 마쳤습니다. 탑시트에 작은 기스가 있습니다.',
      '한 시즌 주말 위주로 탔고 베이스 상태가 좋습니다.',
    ],
    B급: ['두 시즌 렌탈로 사용했고 베이스 리페어 흔적이 있습니다.', '외관 사용감이 있지만 바인딩과 엣지는 정상입니다.'],
  },
};

export const usedClosers = [
  '매장에서 정밀 점검 후 판매합니다.',
  '직접 보고 결정하실 수 있도록 방문 시승·시착 가능합니다.',
  '구매 후 7일 이내 기능 이상은 무상으로 수리해 드립니다.',
];
