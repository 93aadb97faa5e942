import { allBrands } from '../../build/models';
import { catalogueModels } from '../../data/models';

/**
 * What shoppers type into search, as the capture log records it (`search_keyword` events) and as
 * the search benchmark replays it: brand names in Korean and in Latin letters (often lower case),
 * model lines, categories, place words with an intent ("한강 자전거 대여"), 초성, and the typos
 * people make. `weight` is how often a keyword is searched: brands and categories most.
 */
export type KeywordKind = 'brandKo' | 'brandEn' | 'model' | 'category' | 'place' | 'typo' | 'chosung';
export type Keyword = { text: string; kind: KeywordKind; weight: number };

const CATEGORY_WORDS = [
  '로드자전거',
  '로드',
  '미니벨로',
  '접이식 자전거',
  '폴딩 자전거',
  '전기자전거',
  '하이브리드',
  '산악자전거',
  'MTB',
  'mtb',
  '어린이 자전거',
  '아동 자전거',
  '그래블',
  '시티 자전거',
  '전기 MTB',
  'e-bike',
  '스키',
  '카빙 스키',
  '올마운틴 스키',
  '스노보드',
  '보드',
  '스키 부츠',
  '보드 부츠',
  '스키 헬멧',
  '헬멧',
  '고글',
  '스키 고글',
  '자전거 정비',
  '피팅',
  '왁싱',
  '스키 튜닝',
];

const PLACE_WORDS = [
  '한강 자전거 대여',
  '여의도 자전거 대여',
  '반포 자전거',
  '뚝섬 자전거 대여',
  '잠실 자전거',
  '망원 자전거 대여',
  '서울숲 자전거',
  '올림픽공원 자전거',
  '성수 자전거',
  '용평 스키 렌탈',
  '용평 보드',
  '휘닉스 보드 렌탈',
  '비발디 스키 대여',
  '하이원 렌탈',
  '곤지암 스키',
  '지산 보드 대여',
  '무주 스키 렌탈',
  '알펜시아 스키',
  '양평 자전거',
  '남한강 자전거길',
  '북한강 자전거 대여',
  '팔당 자전거',
  '제주 자전거 대여',
  '제주 전기자전거',
  '해운대 자전거',
  '부산 자전거',
  '대구 자전거',
  '광주 자전거',
  '대전 자전거',
  '판교 자전거',
  '분당 자전거 매장',
  '일산 자전거',
  '수원 자전거',
  '강릉 자전거 대여',
  '경포 자전거',
  '춘천 자전거 대여',
  '중고 로드',
  '중고 자전거',
  '중고 스노보드',
  '중고 스키',
  '중고 미니벨로',
  '전기자전거 대여',
  '가족 자전거 대여',
];

const TYPOS = [
  '브롬튼',
  '브롬톤 C라인',
  '자이언뜨',
  '스페셜라이즈',
  '스페셜 라이즈드',
  '트랙 자전거',
  '캐논대일',
  '로시놀',
  '아토믹스',
  '살로만',
  'bromton',
  'brompon',
  'specailized',
  'cannondal',
  'giatn',
  'burtn',
  'rossingol',
  'salmon',
  '삼천리자전가',
  '알톤스포츠 전기',
  '미니밸로',
  '스노우보드',
  '스노우 보드',
  '전기 자전기',
  '하이브리트',
];

const CHOSUNG = [
  'ㅂㄹㅌ',
  'ㅈㅇㅇㅌ',
  'ㅅㅊㄹ',
  'ㅌㄹ',
  'ㄹㄷㅈㅈㄱ',
  'ㅁㄴㅂㄹ',
  'ㅈㄱㅈㅈㄱ',
  'ㅅㄴㅂㄷ',
  'ㅅㅋ',
  'ㄹㅅㄴ',
  'ㅂㅌ',
  'ㅇㅌ',
];

/** The first word of a model line, as people shorten it ("TCR Advanced 2" → "tcr"), plus the full line. */
function modelWords(): string[] {
  const out = new Set<string>();
  for (const group of catalogueModels) {
    const brand = allBrands.find((b) => b.key === group.brand)!;
    group.models.forEach(([, name], i) => {
      const first = name.split(' ')[0];
      if (first.length >= 2 && !/^\d/.test(first)) out.add(/[a-z]/i.test(first) ? first.toLowerCase() : first);
      // Every third line is searched in full, some with the Korean brand in front.
      if (i % 3 === 0) out.add(i % 2 === 0 ? `${brand.name} ${name}` : name);
    });
  }
  return [...out];
}

/** Weight falls with rank inside a kind (the top brands get most searches), Zipf-like. */
const ranked = (texts: readonly string[], kind: KeywordKind, top: number): Keyword[] =>
  texts.map((text, rank) => ({ text, kind, weight: top / (1 + rank * 0.35) }));

let cached: Keyword[] | undefined;

export function searchKeywords(): Keyword[] {
  cached ??= [
    ...ranked(
      allBrands.map((b) => b.name),
      'brandKo',
      30
    ),
    ...ranked(
      allBrands.map((b) => (b.key.length % 2 === 0 ? b.nameEn.toLowerCase() : b.nameEn)),
      'brandEn',
      14
    ),
    ...ranked(modelWords(), 'model', 6),
    ...ranked(CATEGORY_WORDS, 'category', 24),
    ...ranked(PLACE_WORDS, 'place', 12),
    ...ranked(TYPOS, 'typo', 4),
    ...ranked(CHOSUNG, 'chosung', 3),
  ];
  return cached;
}
