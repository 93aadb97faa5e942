import { chartRow, frameSizeRuns, optionSize, recommendedFrameSize } from '@/lib/fit/frameSize';

const road = [
  { name: '사이즈', values: ['50', '52', '54', '56', '58'] },
  { name: '스택 (mm)', values: ['520', '540', '560', '580', '600'] },
  { name: '리치 (mm)', values: ['367', '376', '385', '394', '403'] },
];

describe('lib/fit/frameSize', () => {
  it("reads the road chart's stack and reach for a rider height", () => {
    expect(chartRow('ROAD', 175)).toMatchObject({ stackMm: 576, reachMm: 388 });
    expect(chartRow('MTB', 170)).toMatchObject({ stackMm: 607, reachMm: 440 });
    expect(chartRow('HYBRID', 190)).toMatchObject({ stackMm: 625, reachMm: 410 });
  });

  it('picks the size with the nearest stack and reach', () => {
    expect(recommendedFrameSize('road', road, 175)).toBe('56');
    expect(recommendedFrameSize('road', road, 160)).toBe('52');
    expect(recommendedFrameSize('gravel', road, 150)).toBe('50');
  });

  it("uses the maker's rider heights when the table has them", () => {
    const withHeights = [
      ...road,
      { name: '적정 신장', values: ['150~160', '158~167', '165~174', '172~181', '179~190'] },
    ];
    expect(recommendedFrameSize('road', withHeights, 173)).toBe('54');
  });

  it('says nothing for one-size bikes or kinds without a chart', () => {
    expect(recommendedFrameSize('road', [{ name: '사이즈', values: ['원사이즈'] }], 175)).toBeNull();
    expect(recommendedFrameSize('folding', road, 175)).toBeNull();
    expect(recommendedFrameSize('road', null, 175)).toBeNull();
  });

  it('reads the size an option names', () => {
    expect(optionSize('M (166~178cm)')).toBe('M');
    expect(optionSize('54 / 블랙')).toBe('54');
    expect(optionSize('L')).toBe('L');
  });

  it('lists the heights each size fits as runs that agree with the rule at every height', () => {
    const withHeights = [
      ...road,
      { name: '적정 신장', values: ['150~160', '158~167', '165~174', '172~181', '179~190'] },
    ];
    for (const geometry of [road, withHeights]) {
      const runs = frameSizeRuns('road', geometry, [100, 230]);
      expect(runs[0].minHeightCm).toBe(100);
      expect(runs[runs.length - 1].maxHeightCm).toBe(230);
      for (let h = 100; h <= 230; h += 1) {
        const run = runs.find((r) => h >= r.minHeightCm && h <= r.maxHeightCm);
        expect({ h, size: run?.size }).toEqual({ h, size: recommendedFrameSize('road', geometry, h) });
      }
    }
    expect(frameSizeRuns('road', road, [100, 230]).map((r) => r.size)).toEqual(['50', '52', '54', '56', '58']);
    expect(frameSizeRuns('folding', road, [100, 230])).toEqual([]);
  });
});
