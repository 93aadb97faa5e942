/**
 * The search benchmark's workload: `count` realistic queries (default 200) drawn from the keywords
 * the scale data's shoppers type (brands in Korean and Latin, model lines, categories, place words
 * with an intent, typos, 초성), in fixed shares, and for each a plain search and one with filters
 * and another sort. Deterministic, so two runs and both databases get the same workload.
 */
import { searchKeywords, type KeywordKind } from '../../server/db/seed/scale/data/keywords';
import { Rng } from '../../server/db/seed/random';
import { allBrands } from '../../server/db/seed/build/models';

export type BenchQuery = {
  kind: KeywordKind;
  variant: 'plain' | 'filtered';
  input: {
    keyword: string;
    dealType: 'RENTAL' | 'SELL';
    sort: string;
    filters: { key: string; value: string }[];
    size: number;
  };
};

const SHARES: Record<KeywordKind, number> = {
  brandKo: 30,
  brandEn: 25,
  model: 40,
  category: 30,
  place: 35,
  typo: 25,
  chosung: 15,
};

const CATEGORIES = {
  BIKE: ['road', 'hybrid', 'folding', 'minivelo', 'ebike', 'mtb_hardtail', 'gravel', 'kids'],
  SKI: ['snowboard', 'ski_allmountain', 'ski_race', 'ski_boots', 'helmet', 'goggles'],
};
const BRANDS = {
  BIKE: ['giant', 'trek', 'specialized', 'brompton', 'samchuly', 'alton', 'tern', 'cannondale'],
  SKI: ['rossignol', 'atomic', 'burton', 'salomon', 'head'],
};
const REGIONS = ['서울', '경기', '강원', '부산', '제주', '인천', '대구'];
const PRICES = ['~300000', '100000~1000000', '500000~3000000', '1000000~', '~50000', '20000~200000'];
const SORTS = ['PRICE_ASC', 'PRICE_DESC', 'REVIEW', 'LATEST', 'DISTANCE'];

/** Snow or bike, as far as the keyword tells (a brand's own code, or snow words). */
function codeOf(text: string): 'BIKE' | 'SKI' | null {
  const lower = text.toLowerCase();
  const brand = allBrands.find((b) => b.name === text || b.nameEn.toLowerCase() === lower);
  if (brand) return brand.code;
  if (/스키|보드|고글|헬멧|용평|하이원|휘닉스|비발디|곤지암|지산|무주|알펜시아/.test(text)) return 'SKI';
  if (/자전거|바이크|로드|mtb|미니벨로|폴딩|그래블/i.test(text)) return 'BIKE';
  return null;
}

/**
 * One or two filters as a shopper narrows a result: a price band, a region or a delivery way for
 * any search; a category after a brand search, a brand after a category or place search.
 */
function filtersFor(kind: KeywordKind, text: string, rng: Rng): { key: string; value: string }[] {
  const code = codeOf(text);
  const pool = [
    () => ({ key: 'price', value: rng.pick(PRICES) }),
    () => ({ key: 'region', value: rng.pick(REGIONS) }),
    () => ({ key: 'delivery', value: rng.pick(['PICKUP', 'DELIVERY', 'PARCEL']) }),
  ];
  if (code && (kind === 'brandKo' || kind === 'brandEn'))
    pool.push(() => ({ key: 'category', value: rng.pick(CATEGORIES[code]) }));
  if (code && (kind === 'category' || kind === 'place'))
    pool.push(() => ({ key: 'brand', value: rng.pick(BRANDS[code]) }));
  return rng.sample(pool, rng.int(1, 2)).map((make) => make());
}

export function benchQueries(count: number): BenchQuery[] {
  const rng = new Rng('bench-search');
  const all = searchKeywords();
  const total = Object.values(SHARES).reduce((a, b) => a + b, 0);
  const chosen: { kind: KeywordKind; text: string }[] = [];
  for (const [kind, share] of Object.entries(SHARES) as [KeywordKind, number][]) {
    const pool = all.filter((k) => k.kind === kind);
    const n = Math.max(1, Math.round((share * count) / total));
    // Weighted without replacement: popular keywords are likelier, each appears once.
    const left = pool.map((k) => [k, k.weight] as const);
    for (let i = 0; i < n && left.length > 0; i += 1) {
      const k = rng.weighted(left);
      left.splice(
        left.findIndex(([x]) => x === k),
        1
      );
      chosen.push({ kind, text: k.text });
    }
  }
  // A kind with fewer keywords than its share (초성) leaves room: fill it from all the others.
  const rest = all.filter((k) => !chosen.some((c) => c.text === k.text)).map((k) => [k, k.weight] as const);
  while (chosen.length < count && rest.length > 0) {
    const k = rng.weighted(rest);
    rest.splice(
      rest.findIndex(([x]) => x === k),
      1
    );
    chosen.push({ kind: k.kind, text: k.text });
  }
  return chosen.slice(0, count).flatMap(({ kind, text }, i): BenchQuery[] => {
    const dealType = /대여|렌탈|렌트/.test(text) || i % 3 === 0 ? 'RENTAL' : 'SELL';
    return [
      { kind, variant: 'plain', input: { keyword: text, dealType, sort: 'RECOMMEND', filters: [], size: 20 } },
      {
        kind,
        variant: 'filtered',
        input: { keyword: text, dealType, sort: rng.pick(SORTS), filters: filtersFor(kind, text, rng), size: 20 },
      },
    ];
  });
}
