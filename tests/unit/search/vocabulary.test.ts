/** @jest-environment node */
import { normalizeSearchText, toChosung } from '@/server/domain/search/normalize';
import { joinedTerms } from '@/server/domain/search/textMatch';
import {
  brandsExactlyNamed,
  brandsNamedBy,
  categoriesNamedBy,
  businessesHolding,
  type Vocabulary,
} from '@/server/domain/search/vocabulary';

const brand = (id: number, name: string, nameEn: string) => ({
  id,
  key: nameEn.toLowerCase(),
  name,
  nameEn,
  norm: normalizeSearchText(name),
  normEn: normalizeSearchText(nameEn),
  chosung: toChosung(name),
});
const category = (id: number, name: string, groupName: string) => ({
  id,
  key: `c${id}`,
  name,
  groupName,
  code: 'SKI' as const,
  norm: normalizeSearchText(name),
  chosung: toChosung(name),
  groupNorm: normalizeSearchText(groupName),
  groupChosung: toChosung(groupName),
});

const business = (id: number, name: string) => ({ id, norm: normalizeSearchText(name), chosung: toChosung(name) });

const vocabulary: Vocabulary = {
  brands: [brand(1, '브롬톤', 'Brompton'), brand(2, '턴', 'Tern'), brand(3, '브리지스톤', 'Bridgestone')],
  categories: [
    category(10, '카빙·레이싱 스키', '스키'),
    category(11, '스키 부츠', '장비·보호구'),
    category(12, '스노보드', '스노보드'),
    category(13, '보드 부츠', '스노보드'),
  ],
  words: [],
  chosungWords: [],
  modelWords: [],
  businesses: [business(1, '모나용평드래곤렌탈'), business(2, '용평스키하우스'), business(3, '알파인 스키하우스')],
  businessWords: [],
};
const t = (text: string, chosung = false) => ({ text, chosung });

describe('search vocabulary', () => {
  it('knows a brand by its whole Korean or Latin name, or its 초성', () => {
    expect(brandsExactlyNamed(vocabulary, t('브롬톤'))).toEqual([1]);
    expect(brandsExactlyNamed(vocabulary, t('brompton'))).toEqual([1]);
    expect(brandsExactlyNamed(vocabulary, t('ㅂㄹㅌ', true))).toEqual([1]);
    expect(brandsExactlyNamed(vocabulary, t('브롬'))).toEqual([]);
    expect(brandsExactlyNamed(vocabulary, t('ㅌ', true))).toEqual([]);
  });

  it('ranks brands a query starts to name, but a single letter only when it is the whole name', () => {
    expect(brandsNamedBy(vocabulary, [t('브')])).toEqual([]);
    expect(brandsNamedBy(vocabulary, [t('브리')])).toEqual([3]);
    expect(brandsNamedBy(vocabulary, [t('턴')])).toEqual([2]);
  });

  it('reads category words: a category holding the word, or the group it names', () => {
    expect(categoriesNamedBy(vocabulary, t('스키'))).toEqual([10, 11]);
    expect(categoriesNamedBy(vocabulary, t('보드'))).toEqual([12, 13]);
    expect(categoriesNamedBy(vocabulary, t('스노보드'))).toEqual([12, 13]);
    expect(categoriesNamedBy(vocabulary, t('스'))).toEqual([]);
  });

  it('joins words typed apart when together they name a brand or a category', () => {
    expect(joinedTerms([t('브롬'), t('톤')], vocabulary)).toEqual([t('브롬톤')]);
    expect(joinedTerms([t('스노'), t('보드')], vocabulary)).toEqual([t('스노보드')]);
    expect(joinedTerms([t('한강'), t('브롬톤')], vocabulary)).toEqual([t('한강'), t('브롬톤')]);
  });

  it('finds the businesses whose name holds a term past its start (the start is a word start in the documents)', () => {
    expect(businessesHolding(vocabulary, t('용평'))).toEqual([1]);
    expect(businessesHolding(vocabulary, t('스키'))).toEqual([2, 3]);
    expect(businessesHolding(vocabulary, t('ㅇㅍ', true))).toEqual([1]);
    expect(businessesHolding(vocabulary, t('알파'))).toEqual([]);
  });
});
