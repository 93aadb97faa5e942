/**
 * The price chart's geometry (components/model/PriceHistoryChart.tsx), apart from React so it is
 * tested as numbers: each day a point, left to right at equal steps, the lowest price at the bottom.
 * A day without an offer (null) breaks the line into segments rather than drawing it through zero.
 */
export const CHART_WIDTH = 320;
export const CHART_HEIGHT = 120;
const PAD_X = 6;
const PAD_Y = 10;

export type ChartPoint = { x: number; y: number };

export type ChartGeometry = {
  /** Runs of consecutive days with a price; a run of one day is drawn as a dot. */
  segments: ChartPoint[][];
  min: number;
  max: number;
};

const round = (value: number) => Math.round(value * 10) / 10;

export function chartGeometry(values: readonly (number | null)[]): ChartGeometry | null {
  const prices = values.filter((value): value is number => value !== null);
  if (prices.length === 0) return null;
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const stepX = values.length > 1 ? (CHART_WIDTH - 2 * PAD_X) / (values.length - 1) : 0;
  const yOf = (value: number) =>
    max === min ? CHART_HEIGHT / 2 : PAD_Y + ((max - value) / (max - min)) * (CHART_HEIGHT - 2 * PAD_Y);
  const segments: ChartPoint[][] = [];
  let run: ChartPoint[] = [];
  values.forEach((value, index) => {
    if (value === null) {
      if (run.length > 0) segments.push(run);
      run = [];
      return;
    }
    const x = values.length > 1 ? PAD_X + index * stepX : CHART_WIDTH / 2;
    run.push({ x: round(x), y: round(yOf(value)) });
  });
  if (run.length > 0) segments.push(run);
  return { segments, min, max };
}
