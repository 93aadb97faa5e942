/**
 * @jest-environment node
 */
import { decodeReviewCursor, encodeReviewCursor } from '@/server/domain/review/reviewCursor';
import { summarizeRatings } from '@/server/domain/review/reviewQueries';
import { detailSpecHtml, geometryHtml } from '@/server/domain/model/specHtml';

describe('review cursor', () => {
  it('round-trips and refuses anything else as INVALID_INPUT', () => {
    const cursor = { createdMicros: 1_777_777_777_123_456, id: 42 };
    expect(decodeReviewCursor(encodeReviewCursor(cursor))).toEqual(cursor);
    for (const raw of [
      '',
      '%%%',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('[1.5,2]').toString('base64url'),
    ]) {
      expect(() => decodeReviewCursor(raw)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
    }
  });
});

describe('rating summary', () => {
  it('lists 5 down to 1 with whole-percent ratios and a one-decimal average', () => {
    expect(
      summarizeRatings([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
      ])
    ).toEqual({
      reviewCount: 3,
      avgRating: 4.7,
      ratingRatioList: [
        { rating: 5, count: 2, ratio: 67 },
        { rating: 4, count: 1, ratio: 33 },
        { rating: 3, count: 0, ratio: 0 },
        { rating: 2, count: 0, ratio: 0 },
        { rating: 1, count: 0, ratio: 0 },
      ],
    });
    expect(summarizeRatings([])).toMatchObject({ reviewCount: 0, avgRating: null });
  });
});

describe('spec tables', () => {
  it('escapes catalogue values and leaves an empty spec empty', () => {
    expect(detailSpecHtml([{ name: '무게', value: '<script>x</script>9kg' }])).toBe(
      '<table><tbody><tr><th scope="row">무게</th><td>&lt;script&gt;x&lt;/script&gt;9kg</td></tr></tbody></table>'
    );
    expect(detailSpecHtml([])).toBe('');
    expect(geometryHtml(null)).toBe('');
  });

  it('heads the geometry with the size row wherever it is', () => {
    const html = geometryHtml([
      { name: '스택 (mm)', values: ['530', '550'] },
      { name: '사이즈', values: ['S', 'M'] },
    ]);
    expect(html).toBe(
      '<table><thead><tr><th scope="col">사이즈</th><th scope="col">S</th><th scope="col">M</th></tr></thead><tbody><tr><th scope="row">스택 (mm)</th><td>530</td><td>550</td></tr></tbody></table>'
    );
  });
});
