import {
  interestByModel,
  itemViewCounts,
  MAX_ITEM_VIEWS,
  personalScores,
  popularityScore,
  rankCandidates,
  recencyWeight,
  RECOMMENDATION_LIMIT,
  SELF_INTEREST_WEIGHT,
  type Candidate,
} from '@/server/domain/recommendation/ranking';

const NOW = new Date('2026-11-23T03:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000);

const candidate = (itemId: number, modelId: number | null, over: Partial<Candidate> = {}): Candidate => ({
  itemId,
  modelId,
  reviewCount: 0,
  ratingAvg: null,
  views: 0,
  ...over,
});

describe('category recommendation total is capped at 30 (docs/product.md §9)', () => {
  it('ranks at most 30 items however many candidates there are', () => {
    const candidates = Array.from({ length: 80 }, (_, i) => candidate(i + 1, i + 1, { views: i }));
    expect(RECOMMENDATION_LIMIT).toBe(30);
    expect(rankCandidates({ candidates, personal: new Map(), itemViews: new Map() })).toHaveLength(30);
  });

  it('answers fewer when fewer exist, and nothing for nothing', () => {
    expect(rankCandidates({ candidates: [candidate(1, 1)], personal: new Map(), itemViews: new Map() })).toEqual([1]);
    expect(rankCandidates({ candidates: [], personal: new Map(), itemViews: new Map() })).toEqual([]);
  });
});

describe('popularity fallback for new visitors', () => {
  it('orders by recent views and reviews on a log scale, the rating weighted by its review count', () => {
    expect(popularityScore({ views: 50, reviewCount: 10, ratingAvg: 4.5 })).toBeGreaterThan(
      popularityScore({ views: 5, reviewCount: 10, ratingAvg: 4.5 })
    );
    // One 5-star review does not beat a hundred 4.8s.
    expect(popularityScore({ views: 0, reviewCount: 100, ratingAvg: 4.8 })).toBeGreaterThan(
      popularityScore({ views: 0, reviewCount: 1, ratingAvg: 5 })
    );
    expect(popularityScore({ views: 0, reviewCount: 0, ratingAvg: null })).toBe(0);
  });

  it('without history the ranking is the popularity order, ties by item id', () => {
    const candidates = [
      candidate(5, 50, { views: 3 }),
      candidate(2, 20, { views: 40 }),
      candidate(9, 90, { views: 3 }),
      candidate(1, 10),
    ];
    expect(rankCandidates({ candidates, personal: new Map(), itemViews: new Map() })).toEqual([2, 5, 9, 1]);
  });
});

describe('recent views shape the ranking', () => {
  it('halves interest every 3 days', () => {
    expect(recencyWeight(NOW, NOW)).toBe(1);
    expect(recencyWeight(daysAgo(3), NOW)).toBeCloseTo(0.5);
    expect(recencyWeight(daysAgo(6), NOW)).toBeCloseTo(0.25);
  });

  it('adds up each touch of a model by its weight and recency; item views are counted per item', () => {
    const touches = [
      { modelId: 7, itemId: null, at: NOW, weight: 1 },
      { modelId: 7, itemId: 70, at: daysAgo(3), weight: 1 },
      { modelId: 8, itemId: null, at: NOW, weight: 1.5 },
      { modelId: null, itemId: 99, at: NOW, weight: 1 },
    ];
    const interest = interestByModel(touches, NOW);
    expect(interest.get(7)).toBeCloseTo(1.5);
    expect(interest.get(8)).toBeCloseTo(1.5);
    expect(interest.has(99)).toBe(false);
    expect(itemViewCounts(touches)).toEqual(
      new Map([
        [70, 1],
        [99, 1],
      ])
    );
  });

  it('scores models viewed together with the visitor’s models, and the viewed models themselves', () => {
    const personal = personalScores(
      new Map([
        [1, 1],
        [2, 0.5],
      ]),
      [
        { modelId: 1, relatedModelId: 3, score: 0.8 },
        { modelId: 2, relatedModelId: 3, score: 0.4 },
        { modelId: 9, relatedModelId: 4, score: 0.9 },
      ]
    );
    expect(personal.get(3)).toBeCloseTo(0.8 + 0.2);
    expect(personal.get(1)).toBeCloseTo(SELF_INTEREST_WEIGHT);
    expect(personal.has(4)).toBe(false);
  });

  it('puts related models above merely popular ones', () => {
    const candidates = [
      candidate(1, 10, { views: 100, reviewCount: 50 }),
      candidate(2, 20, { views: 1 }),
      candidate(3, 30, { views: 2 }),
    ];
    const ranked = rankCandidates({ candidates, personal: new Map([[20, 1]]), itemViews: new Map() });
    expect(ranked[0]).toBe(2);
    expect(ranked).toEqual([2, 1, 3]);
  });

  it(`drops an item the visitor already opened ${MAX_ITEM_VIEWS} times, keeps one opened less often`, () => {
    const candidates = [candidate(1, 10, { views: 9 }), candidate(2, 20, { views: 5 })];
    expect(rankCandidates({ candidates, personal: new Map(), itemViews: new Map([[1, MAX_ITEM_VIEWS]]) })).toEqual([2]);
    expect(rankCandidates({ candidates, personal: new Map(), itemViews: new Map([[1, MAX_ITEM_VIEWS - 1]]) })).toEqual([
      1, 2,
    ]);
  });

  it('gives the same order for the same inputs (page boundaries never move)', () => {
    const candidates = Array.from({ length: 40 }, (_, i) => candidate(100 - i, i % 7, { views: i % 3 }));
    const personal = new Map([
      [1, 0.3],
      [4, 0.3],
    ]);
    expect(rankCandidates({ candidates, personal, itemViews: new Map() })).toEqual(
      rankCandidates({ candidates: [...candidates].reverse(), personal, itemViews: new Map() })
    );
  });
});
