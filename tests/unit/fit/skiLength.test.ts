import { lengthFromOption, skiChartRow, skiLengthRange } from '@/lib/fit/skiLength';

// The makers' size chart: chin to nose (초급), nose to head (중급), head and above (상급).
describe('lib/fit/skiLength', () => {
  it('reads the 175 cm row of the chart', () => {
    expect(skiLengthRange(175, 70, 'BEGINNER')).toEqual({ minCm: 150, maxCm: 160 });
    expect(skiLengthRange(175, 70, 'INTERMEDIATE')).toEqual({ minCm: 160, maxCm: 175 });
    expect(skiLengthRange(175, 70, 'ADVANCED')).toEqual({ minCm: 175, maxCm: 185 });
    expect(skiLengthRange(175, 70, 'EXPERT')).toEqual({ minCm: 175, maxCm: 185 });
  });

  it('goes a step shorter when light and a step longer when heavy for the height', () => {
    expect(skiLengthRange(175, 52, 'INTERMEDIATE')).toEqual({ minCm: 155, maxCm: 170 });
    expect(skiLengthRange(175, 90, 'INTERMEDIATE')).toEqual({ minCm: 165, maxCm: 180 });
    expect(skiLengthRange(175, null, 'INTERMEDIATE')).toEqual({ minCm: 160, maxCm: 175 });
  });

  it('uses the tallest row not above the rider, and the ends of the chart beyond it', () => {
    expect(skiChartRow(179).heightCm).toBe(175);
    expect(skiChartRow(120).heightCm).toBe(140);
    expect(skiChartRow(215).heightCm).toBe(200);
  });

  it('reads a length option and not a board width', () => {
    expect(lengthFromOption('163cm')).toBe(163);
    expect(lengthFromOption('170')).toBe(170);
    expect(lengthFromOption('151W')).toBeNull();
    expect(lengthFromOption('M (166~178cm)')).toBeNull();
  });
});
