import { correctQuery, editDistance, isKnownQuery, toJamo } from '@/server/domain/search/typoCorrection';
import { parseQuery } from '@/server/domain/search/queryTerms';
import type { Vocabulary } from '@/server/domain/search/vocabulary';

const vocabulary: Vocabulary = {
  brands: [
    { id: 1, key: 'giant', name: '자이언트', nameEn: 'Giant', norm: '자이언트', normEn: 'giant', chosung: 'ㅈㅇㅇㅌ' },
    {
      id: 2,
      key: 'cannondale',
      name: '캐논데일',
      nameEn: 'Cannondale',
      norm: '캐논데일',
      normEn: 'cannondale',
      chosung: 'ㅋㄴㄷㅇ',
    },
    {
      id: 3,
      key: 'specialized',
      name: '스페셜라이즈드',
      nameEn: 'Specialized',
      norm: '스페셜라이즈드',
      normEn: 'specialized',
      chosung: 'ㅅㅍㅅㄹㅇㅈㄷ',
    },
  ],
  categories: [],
  words: ['자이언트', 'giant', '캐논데일', 'cannondale', '스페셜라이즈드', 'specialized', '하이브리드', '여의도'],
  chosungWords: [],
  modelWords: ['addict', 'turbo', 'vado', '레스포'],
  businesses: [
    { id: 7, norm: '도레미', chosung: 'ㄷㄹㅁ' },
    { id: 8, norm: '자이언츠바이크', chosung: 'ㅈㅇㅇㅊㅂㅇㅋ' },
  ],
  businessWords: ['도레미', '자이언츠바이크', '자이언츠'],
};

describe('typo correction ("did you mean")', () => {
  it('counts one wrong vowel or consonant of a syllable as one edit, and a swapped pair as one', () => {
    expect(editDistance(toJamo('캐논대일'), toJamo('캐논데일'), 2)).toBe(1);
    expect(editDistance(toJamo('자이언뜨'), toJamo('자이언트'), 2)).toBe(1);
    expect(editDistance(toJamo('specailized'), toJamo('specialized'), 2)).toBe(1);
  });

  it.each([
    ['캐논대일', '캐논데일'],
    ['자이언뜨 하이브리트', '자이언트 하이브리드'],
    ['specailized', 'specialized'],
  ])('corrects %s to %s and keeps what the shopper typed for display', (typed, meant) => {
    const corrected = correctQuery(parseQuery(typed), vocabulary)!;
    expect(corrected.terms.map((t) => t.text).join(' ')).toBe(meant);
    expect(corrected.display).toBe(typed);
  });

  it('turns a misspelt generic word into its meaning (자전기 → 자전거 → bikes)', () => {
    const corrected = correctQuery(parseQuery('전기 자전기'), vocabulary)!;
    expect(corrected.code).toBe('BIKE');
    expect(corrected.terms.map((t) => t.text)).toEqual(['전기']);
  });

  it('leaves correct, short, 초성 and unknown words alone', () => {
    expect(correctQuery(parseQuery('여의도'), vocabulary)).toBeNull();
    expect(correctQuery(parseQuery('턴'), vocabulary)).toBeNull();
    expect(correctQuery(parseQuery('ㅈㅇㅇㅌ'), vocabulary)).toBeNull();
    expect(correctQuery(parseQuery('무지개우산'), vocabulary)).toBeNull();
  });

  it('corrects to a word of a model name (addcit → addict), but never into a business name', () => {
    expect(correctQuery(parseQuery('스캇 addcit'), vocabulary)!.terms.map((t) => t.text)).toEqual(['스캇', 'addict']);
    // 도네미 is one consonant from the business 도레미: no correction.
    expect(correctQuery(parseQuery('도네미'), vocabulary)).toBeNull();
    // 자이언쯔 is one edit from the business word 자이언츠 and one from the brand 자이언트: the brand.
    expect(correctQuery(parseQuery('자이언쯔'), vocabulary)!.terms.map((t) => t.text)).toEqual(['자이언트']);
  });

  it('knows a query made only of real words, business words included, so it has no typo to forgive', () => {
    expect(isKnownQuery(parseQuery('자이언트 vado'), vocabulary)).toBe(true);
    expect(isKnownQuery(parseQuery('도레미'), vocabulary)).toBe(true);
    expect(isKnownQuery(parseQuery('ㅈㅇㅇㅌ'), vocabulary)).toBe(true);
    expect(isKnownQuery(parseQuery('자이언뜨'), vocabulary)).toBe(false);
    expect(isKnownQuery(parseQuery('도레미 우산'), vocabulary)).toBe(false);
    expect(isKnownQuery(parseQuery('ㄷㄹㅁ'), vocabulary)).toBe(false);
  });
});
