import type { AbilityLevel } from './din';

/**
 * Ski length from the size chart ski makers and shops print (Rossignol, Atomic and Head size guides,
 * REI's "How to choose skis"): beginners ski from chin to nose, intermediates from nose to the top of
 * the head, advanced skiers from head height to about 10 cm above. Written out in cm per 5 cm of
 * rider height (chin ≈ height − 25 cm, nose ≈ height − 15 cm, as those charts draw them). The same
 * charts say to go one step (5 cm) shorter when lighter than usual for one's height and one step
 * longer when heavier; "usual" is the WHO normal band (BMI 18.5–24.9) for that height, in kg.
 */
type Row = {
  heightCm: number;
  usualKg: readonly [number, number];
  beginner: readonly [number, number];
  intermediate: readonly [number, number];
  advanced: readonly [number, number];
};

export const SKI_LENGTH_CHART: readonly Row[] = [
  { heightCm: 140, usualKg: [36, 49], beginner: [115, 125], intermediate: [125, 140], advanced: [140, 150] },
  { heightCm: 145, usualKg: [39, 52], beginner: [120, 130], intermediate: [130, 145], advanced: [145, 155] },
  { heightCm: 150, usualKg: [42, 56], beginner: [125, 135], intermediate: [135, 150], advanced: [150, 160] },
  { heightCm: 155, usualKg: [44, 60], beginner: [130, 140], intermediate: [140, 155], advanced: [155, 165] },
  { heightCm: 160, usualKg: [47, 64], beginner: [135, 145], intermediate: [145, 160], advanced: [160, 170] },
  { heightCm: 165, usualKg: [50, 68], beginner: [140, 150], intermediate: [150, 165], advanced: [165, 175] },
  { heightCm: 170, usualKg: [53, 72], beginner: [145, 155], intermediate: [155, 170], advanced: [170, 180] },
  { heightCm: 175, usualKg: [57, 76], beginner: [150, 160], intermediate: [160, 175], advanced: [175, 185] },
  { heightCm: 180, usualKg: [60, 81], beginner: [155, 165], intermediate: [165, 180], advanced: [180, 190] },
  { heightCm: 185, usualKg: [63, 85], beginner: [160, 170], intermediate: [170, 185], advanced: [185, 195] },
  { heightCm: 190, usualKg: [67, 90], beginner: [165, 175], intermediate: [175, 190], advanced: [190, 200] },
  { heightCm: 195, usualKg: [70, 95], beginner: [170, 180], intermediate: [180, 195], advanced: [195, 205] },
  { heightCm: 200, usualKg: [74, 100], beginner: [175, 185], intermediate: [185, 200], advanced: [200, 210] },
];

/** The chart's step for a rider lighter or heavier than usual for their height. */
export const WEIGHT_STEP_CM = 5;

/** The chart row for a height: the tallest row not above it (below the chart, its first row). */
export function skiChartRow(heightCm: number): Row {
  return SKI_LENGTH_CHART.reduce((found, row) => (row.heightCm <= heightCm ? row : found), SKI_LENGTH_CHART[0]);
}

/** 상급 and 최상급 both read the chart's advanced column: the chart has no separate expert column. */
function column(row: Row, ability: AbilityLevel): readonly [number, number] {
  if (ability === 'BEGINNER') return row.beginner;
  if (ability === 'INTERMEDIATE') return row.intermediate;
  return row.advanced;
}

export type SkiLengthRange = { minCm: number; maxCm: number };

/** The recommended ski length range; weight, when known, moves it one chart step. */
export function skiLengthRange(heightCm: number, weightKg: number | null, ability: AbilityLevel): SkiLengthRange {
  const row = skiChartRow(heightCm);
  const [min, max] = column(row, ability);
  let shift = 0;
  if (weightKg != null && weightKg < row.usualKg[0]) shift = -WEIGHT_STEP_CM;
  if (weightKg != null && weightKg > row.usualKg[1]) shift = WEIGHT_STEP_CM;
  return { minCm: min + shift, maxCm: max + shift };
}

/** A length option ("163cm", "156") fits when it lies in the range; widths ("151W") are boards, not skis. */
export function lengthFromOption(name: string): number | null {
  const m = name.match(/^\s*(\d{3})\s*(cm)?(\s|$|\/|\()/);
  return m ? Number(m[1]) : null;
}
