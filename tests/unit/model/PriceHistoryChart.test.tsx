import { render, screen } from '@testing-library/react';
import { PriceHistoryChart } from '@/components/model/PriceHistoryChart';
import { chartGeometry } from '@/lib/priceHistory/chartGeometry';
import { lowestVerdict } from '@/lib/priceHistory/verdict';

describe('PriceHistoryChart', () => {
  it('draws one point a day, the lowest price at the bottom, with the highest and lowest written beside it', () => {
    const { container } = render(
      <PriceHistoryChart values={[1_300_000, 1_200_000, 1_250_000]} label="최근 30일 구매가" tone="sale" />
    );
    expect(container.querySelector('polyline')?.getAttribute('points')).toBe('6,10 160,110 314,60');
    expect(screen.getByRole('img', { name: '최근 30일 구매가: 최고 1,300,000원, 최저 1,200,000원' })).toBeTruthy();
    expect(screen.getByText('1,300,000원')).toBeTruthy();
    expect(screen.getByText('1,200,000원')).toBeTruthy();
  });

  it('breaks the line on a day without an offer and draws a lone day as a dot', () => {
    const { container } = render(
      <PriceHistoryChart values={[20_000, null, 30_000, 25_000]} label="렌탈" tone="rental" />
    );
    expect(container.querySelectorAll('polyline')).toHaveLength(1);
    expect(container.querySelectorAll('circle')).toHaveLength(1);
    expect(container.querySelector('circle')?.getAttribute('cy')).toBe('110');
  });

  it('one point: a dot in the middle', () => {
    const { container } = render(<PriceHistoryChart values={[15_000]} label="렌탈" tone="rental" />);
    expect(container.querySelector('polyline')).toBeNull();
    const dot = container.querySelector('circle');
    expect([dot?.getAttribute('cx'), dot?.getAttribute('cy')]).toEqual(['160', '60']);
  });

  it('an empty history says so instead of drawing', () => {
    const { container } = render(<PriceHistoryChart values={[]} label="구매가" tone="sale" />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('아직 가격 기록이 없어요.')).toBeTruthy();
    expect(chartGeometry([null, null])).toBeNull();
  });
});

describe('lowestVerdict', () => {
  it('at or below the all-time low, above it by how much, or nothing to compare', () => {
    expect(lowestVerdict(1_200_000, 1_200_000)).toBe('지금이 역대 최저가예요');
    expect(lowestVerdict(1_212_000, 1_200_000)).toBe('역대 최저가보다 12,000원 비싸요');
    expect(lowestVerdict(null, 1_200_000)).toBeNull();
  });
});
