import { LISTING_LIMITS, USED_GRADES } from './listingInput';

/**
 * The listing CSV (docs/product.md §4 Listings, 엑셀로 한꺼번에 등록): its Korean column headers, the
 * words a cell may hold, the options' mini-syntax and the limits. One place for the server's reader,
 * the template it serves and the rules the upload screen shows, so the three never disagree.
 */
export const IMPORT_LIMITS = {
  /** Rows after the header; a bigger shop splits its sheet. */
  maxRows: 500,
  /** The file as uploaded: it travels base64-encoded inside one GraphQL request of at most 256 KB. */
  maxFileBytes: 180 * 1024,
} as const;

export const IMPORT_COLUMNS = {
  dealType: '거래 방식',
  title: '상품 이름',
  brand: '브랜드',
  model: '모델',
  modelYear: '연식',
  category: '종류',
  condition: '상품 상태',
  usedGrade: '중고 등급',
  price: '가격',
  originPrice: '정가',
  stock: '재고',
  requiredOptions: '필수 옵션',
  additionalOptions: '추가 옵션',
  pickup: '매장 픽업',
  parcel: '택배',
  shippingFee: '배송비',
  depositAmount: '보증금',
  insuranceName: '보험 이름',
  insurancePrice: '보험료',
  description: '설명',
} as const;

export type ImportColumn = keyof typeof IMPORT_COLUMNS;

export const IMPORT_WORDS = {
  dealType: { 렌탈: 'RENTAL', 판매: 'SELL' },
  condition: { '새 상품': 'NEW', 중고: 'USED' },
  yesNo: { 예: true, 아니오: false },
} as const;

/** Between options, and between an option's name, price and stock: `S:0:3|M:0:5|L:5000:2`. */
export const OPTION_SEPARATOR = '|';
export const OPTION_PART_SEPARATOR = ':';

/** What each column takes, as the screen and the template explain it. */
export const IMPORT_COLUMN_HELP: Record<ImportColumn, string> = {
  dealType: '렌탈 또는 판매',
  title: `${LISTING_LIMITS.titleMin}~${LISTING_LIMITS.titleMax}자`,
  brand: '카탈로그의 브랜드 이름 (한글 또는 영문)',
  model: '카탈로그의 모델 이름. 찾지 못하면 "모델 없음"으로 등록하고 운영팀에 모델 추가를 요청해요',
  modelYear: '모델 연식 (네 자리, 비우면 가장 최근 연식)',
  category: '모델 없는 상품의 종류 (예: 스노보드, 하이브리드)',
  condition: '새 상품 또는 중고 (비우면 새 상품, 중고는 판매 상품만)',
  usedGrade: `중고일 때 ${USED_GRADES.join(', ')}`,
  price: '렌탈은 하루 가격, 판매는 판매가 (원)',
  originPrice: '할인 전 가격 (원, 비우면 할인 없음)',
  stock: '필수 옵션이 없을 때의 재고 (비우면 0, 필수 옵션이 있으면 옵션 재고의 합)',
  requiredOptions: '사이즈 등, 이름:추가금:재고를 |로 이어 써요 (예: S:0:3|M:0:5|L:5000:2)',
  additionalOptions: '추가 옵션, 필수 옵션과 같은 방식 (예: 헬멧:3000:5)',
  pickup: '예 또는 아니오',
  parcel: '예 또는 아니오',
  shippingFee: '택배일 때 배송비 (원, 무료면 0이나 빈칸)',
  depositAmount: '렌탈 보증금 (원, 없으면 0이나 빈칸)',
  insuranceName: '렌탈 보험을 붙일 때 이름 (예: 파손 보험)',
  insurancePrice: '보험료 (원)',
  description: '상품 설명. 줄바꿈은 셀 안에서 Alt+Enter',
};

/** The template's example rows, one per deal type, keyed like IMPORT_COLUMNS (catalogue models of the seed). */
export const IMPORT_EXAMPLES: Record<ImportColumn, string>[] = [
  {
    dealType: '렌탈',
    title: '버튼 커스텀 캠버 하루 렌탈',
    brand: '버튼',
    model: 'Custom Camber',
    modelYear: '2025',
    category: '',
    condition: '새 상품',
    usedGrade: '',
    price: '30000',
    originPrice: '',
    stock: '0',
    requiredOptions: '150cm:0:2|154cm:0:3|158cm:5000:1',
    additionalOptions: '바인딩:10000:5',
    pickup: '예',
    parcel: '아니오',
    shippingFee: '0',
    depositAmount: '100000',
    insuranceName: '파손 보험',
    insurancePrice: '4000',
    description: '왁싱을 마친 보드예요.\n바인딩은 매장에서 맞춰 드려요.',
  },
  {
    dealType: '판매',
    title: '삼천리 레스포 시티 26 새 제품',
    brand: '삼천리',
    model: '레스포 시티 26',
    modelYear: '2025',
    category: '',
    condition: '새 상품',
    usedGrade: '',
    price: '229000',
    originPrice: '259000',
    stock: '4',
    requiredOptions: '',
    additionalOptions: '',
    pickup: '예',
    parcel: '예',
    shippingFee: '15000',
    depositAmount: '0',
    insuranceName: '',
    insurancePrice: '',
    description: '조립과 기본 점검을 마쳐 보내 드려요.',
  },
];

/** A row whose first cell starts with this is the template's help line: the reader skips it. */
export const COMMENT_MARK = '#';
