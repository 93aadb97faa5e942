/**
 * Workshop services sold as items without a catalogue model. Each has the choices a customer
 * must make (REQUIRED) and extras (ADDITIONAL), priced as Korean shops price labour.
 */
export type ServiceDef = {
  name: string;
  price: number;
  required: { name: string; price: number }[];
  extras: { name: string; price: number }[];
};

export const bikeServices: ServiceDef[] = [
  {
    name: '기본 점검 (브레이크·변속 조정)',
    price: 20000,
    required: [
      { name: '로드·하이브리드', price: 0 },
      { name: 'MTB·전기자전거', price: 10000 },
    ],
    extras: [
      { name: '체인 세척·윤활', price: 10000 },
      { name: '타이어 공기 주입·점검', price: 0 },
    ],
  },
  {
    name: '종합 정비 (오버홀)',
    price: 150000,
    required: [
      { name: '로드·그래블', price: 0 },
      { name: 'MTB (서스펜션 제외)', price: 30000 },
    ],
    extras: [
      { name: '유압 브레이크 블리딩', price: 30000 },
      { name: '휠 정렬 (2개)', price: 30000 },
    ],
  },
  {
    name: '1:1 바이크 피팅',
    price: 150000,
    required: [
      { name: '기본 피팅 (60분)', price: 0 },
      { name: '정밀 피팅 (120분, 클릿 포함)', price: 100000 },
    ],
    extras: [{ name: '안장 교체 공임', price: 10000 }],
  },
  {
    name: '타이어·튜브 교체',
    price: 15000,
    required: [
      { name: '앞바퀴', price: 0 },
      { name: '뒷바퀴', price: 5000 },
    ],
    extras: [
      { name: '튜브 (부품)', price: 8000 },
      { name: '펑크 방지 실런트', price: 12000 },
    ],
  },
  {
    name: '체인·카세트 교체',
    price: 25000,
    required: [
      { name: '체인만', price: 0 },
      { name: '체인 + 카세트', price: 15000 },
    ],
    extras: [{ name: '체인 (부품, 시마노 105급)', price: 45000 }],
  },
  {
    name: '전기자전거 배터리·모터 점검',
    price: 30000,
    required: [
      { name: '허브 모터', price: 0 },
      { name: '미드 드라이브', price: 20000 },
    ],
    extras: [{ name: '펌웨어 업데이트', price: 10000 }],
  },
  {
    name: '서스펜션 포크 오버홀',
    price: 90000,
    required: [
      { name: '로워 레그 서비스', price: 0 },
      { name: '풀 서비스 (댐퍼 포함)', price: 60000 },
    ],
    extras: [{ name: '씰 교체 (부품)', price: 35000 }],
  },
  {
    name: '겨울 시즌 실내 보관 (3개월)',
    price: 90000,
    required: [
      { name: '일반 자전거', price: 0 },
      { name: '전기자전거 (배터리 관리 포함)', price: 30000 },
    ],
    extras: [{ name: '보관 전 세차·체인 관리', price: 20000 }],
  },
];

export const skiServices: ServiceDef[] = [
  {
    name: '스키·보드 핫왁싱',
    price: 25000,
    required: [
      { name: '스키', price: 0 },
      { name: '스노보드', price: 5000 },
    ],
    extras: [{ name: '빠른 작업 (당일 2시간)', price: 10000 }],
  },
  {
    name: '엣지 튜닝 + 왁싱',
    price: 45000,
    required: [
      { name: '스키', price: 0 },
      { name: '스노보드', price: 5000 },
    ],
    extras: [{ name: '베이스 리페어 (P-TEX)', price: 20000 }],
  },
  {
    name: '부츠 열성형·셸 피팅',
    price: 60000,
    required: [
      { name: '라이너 열성형', price: 0 },
      { name: '셸 펀칭 포함', price: 40000 },
    ],
    extras: [{ name: '커스텀 인솔', price: 120000 }],
  },
  {
    name: '시즌 종료 장비 보관 (6개월)',
    price: 80000,
    required: [
      { name: '스키 세트', price: 0 },
      { name: '보드 세트', price: 0 },
    ],
    extras: [{ name: '보관 전 왁싱', price: 20000 }],
  },
];
