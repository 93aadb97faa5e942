/**
 * The binding release value (DIN / Z value) from the ISO 11088 setting table, as binding makers print
 * it in their setting charts (ISO 11088:2006 Annex, the chart in Marker, Tyrolia and Look manuals):
 * a skier code from weight and from height (the lower of the two), moved by skier type and age, then
 * the value in that code's row under the boot sole length column. Shops quote it with half a step
 * either side, and the shop sets and checks the binding itself at hand-over (FIT_BINDING_NOTE).
 */

/** Skier codes, top (lightest release) to bottom. */
export const SKIER_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'] as const;
export type SkierCode = (typeof SKIER_CODES)[number];

/** Weight bands of the chart: [up to and including kg, code]; 95 kg and above is M. */
export const WEIGHT_CODES: readonly (readonly [number, SkierCode])[] = [
  [13, 'A'],
  [17, 'B'],
  [21, 'C'],
  [25, 'D'],
  [30, 'E'],
  [35, 'F'],
  [41, 'G'],
  [48, 'H'],
  [57, 'I'],
  [66, 'J'],
  [78, 'K'],
  [94, 'L'],
  [Infinity, 'M'],
];

/** Height bands of the chart: [up to and including cm, code]; below 149 cm is H, 195 cm and above M. */
export const HEIGHT_CODES: readonly (readonly [number, SkierCode])[] = [
  [148, 'H'],
  [157, 'I'],
  [166, 'J'],
  [178, 'K'],
  [194, 'L'],
  [Infinity, 'M'],
];

/** Boot sole length columns: up to and including mm. */
export const SOLE_COLUMNS = [230, 250, 270, 290, 310, 330, Infinity] as const;

/** The chart's rows: the value per sole column, null where the chart leaves the cell empty. */
export const DIN_TABLE: Record<SkierCode, readonly (number | null)[]> = {
  A: [0.75, 0.75, null, null, null, null, null],
  B: [1, 0.75, 0.75, null, null, null, null],
  C: [1.5, 1.25, 1.25, 1, null, null, null],
  D: [2, 1.75, 1.5, 1.5, 1.25, null, null],
  E: [2.5, 2.25, 2, 1.75, 1.5, 1.5, null],
  F: [3, 2.75, 2.5, 2.25, 2, 1.75, 1.75],
  G: [null, 3.5, 3, 2.75, 2.5, 2.25, 2],
  H: [null, null, 3.5, 3, 3, 2.75, 2.5],
  I: [null, null, 4.5, 4, 3.5, 3.5, 3],
  J: [null, null, 5.5, 5, 4.5, 4, 3.5],
  K: [null, null, 6.5, 6, 5.5, 5, 4.5],
  L: [null, null, 7.5, 7, 6.5, 6, 5.5],
  M: [null, null, null, 8.5, 8, 7, 6.5],
  N: [null, null, null, 10, 9.5, 8.5, 8],
  O: [null, null, null, 11.5, 11, 10, 9.5],
};

/**
 * ISO 11088 skier types and the rows they move. Our four ability levels map onto them:
 * 초급 → type 1 (skis cautiously and slowly: the chart asks for a lighter release, one row up),
 * 중급 → type 2 (moderate speeds on varied pistes: the code as it is),
 * 상급 → type 3 (fast and aggressive on steep terrain: one row down),
 * 최상급 → type 3+ (the chart's "more than type 3", racers and experts: two rows down).
 */
export const ABILITY_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'] as const;
export type AbilityLevel = (typeof ABILITY_LEVELS)[number];

export const ABILITY_TYPE: Record<AbilityLevel, { label: string; isoType: string; rowShift: number }> = {
  BEGINNER: { label: '초급', isoType: '1', rowShift: -1 },
  INTERMEDIATE: { label: '중급', isoType: '2', rowShift: 0 },
  ADVANCED: { label: '상급', isoType: '3', rowShift: 1 },
  EXPERT: { label: '최상급', isoType: '3+', rowShift: 2 },
};

/** The chart's age rule: 9 and under, and 50 and over, move one row up (lighter release). */
export function ageRowShift(age: number): number {
  return age <= 9 || age >= 50 ? -1 : 0;
}

function band(bands: readonly (readonly [number, SkierCode])[], value: number): SkierCode {
  return (bands.find(([upTo]) => value <= upTo) ?? bands[bands.length - 1])[1];
}

/** The code before adjustments: the weight code and the height code, whichever is higher in the chart. */
export function baseSkierCode(weightKg: number, heightCm: number): SkierCode {
  const byWeight = SKIER_CODES.indexOf(band(WEIGHT_CODES, weightKg));
  const byHeight = SKIER_CODES.indexOf(band(HEIGHT_CODES, heightCm));
  return SKIER_CODES[Math.min(byWeight, byHeight)];
}

export type DinInput = { weightKg: number; heightCm: number; ability: AbilityLevel; age: number; soleMm: number };
export type DinAnswer = { code: SkierCode; din: number; low: number; high: number };

/**
 * The chart's value for a skier, or null where the chart has no cell for that code and sole (a
 * child's code with an adult's boot, for example): the shop decides those at the counter.
 */
export function dinSetting(input: DinInput): DinAnswer | null {
  const start = SKIER_CODES.indexOf(baseSkierCode(input.weightKg, input.heightCm));
  const shifted = start + ABILITY_TYPE[input.ability].rowShift + ageRowShift(input.age);
  const code = SKIER_CODES[Math.max(0, Math.min(SKIER_CODES.length - 1, shifted))];
  const column = SOLE_COLUMNS.findIndex((upTo) => input.soleMm <= upTo);
  const din = DIN_TABLE[code][column];
  if (din == null) return null;
  return { code, din, low: Math.max(0.75, din - 0.5), high: din + 0.5 };
}

/** Shown wherever a DIN is shown, and on the seller's hand-over screen. */
export const FIT_BINDING_NOTE = '바인딩은 매장에서 장비를 건넬 때 직접 맞추고 확인해요.';
