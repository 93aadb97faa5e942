/**
 * The frame size that fits a rider, from the model's own geometry table.
 *
 * Where the table carries the maker's rider heights (a 적정 신장 row, "166~178" per size), that range
 * decides. Otherwise the size whose stack and reach are nearest (in mm, stack and reach counted
 * alike) to those a rider of that height rides in a maker's published chart: Trek's size charts
 * (rider height per size) read against the same sizes' stack and reach in Trek's geometry tables,
 * Émonda for road and gravel, Marlin for mountain bikes, FX for hybrids and e-bikes. Inseam is not
 * used: those charts size by height alone.
 */
export type BikeKind = 'ROAD' | 'MTB' | 'HYBRID';

/** Rows: rider height from (inclusive) to (exclusive) cm, and the stack and reach (mm) of that size. */
type ChartRow = { fromCm: number; toCm: number; stackMm: number; reachMm: number };

export const STACK_REACH_CHART: Record<BikeKind, readonly ChartRow[]> = {
  ROAD: [
    { fromCm: 0, toCm: 158, stackMm: 520, reachMm: 368 },
    { fromCm: 158, toCm: 165, stackMm: 540, reachMm: 376 },
    { fromCm: 165, toCm: 172, stackMm: 558, reachMm: 382 },
    { fromCm: 172, toCm: 179, stackMm: 576, reachMm: 388 },
    { fromCm: 179, toCm: 186, stackMm: 596, reachMm: 394 },
    { fromCm: 186, toCm: 999, stackMm: 618, reachMm: 400 },
  ],
  MTB: [
    { fromCm: 0, toCm: 166, stackMm: 598, reachMm: 418 },
    { fromCm: 166, toCm: 177, stackMm: 607, reachMm: 440 },
    { fromCm: 177, toCm: 188, stackMm: 621, reachMm: 470 },
    { fromCm: 188, toCm: 999, stackMm: 635, reachMm: 495 },
  ],
  HYBRID: [
    { fromCm: 0, toCm: 165, stackMm: 565, reachMm: 380 },
    { fromCm: 165, toCm: 175, stackMm: 585, reachMm: 390 },
    { fromCm: 175, toCm: 186, stackMm: 605, reachMm: 400 },
    { fromCm: 186, toCm: 999, stackMm: 625, reachMm: 410 },
  ],
};

/** Which chart a category reads; one-size kinds (folding, mini velo, city, kids) have none. */
const KIND_BY_CATEGORY: Record<string, BikeKind> = {
  road: 'ROAD',
  gravel: 'ROAD',
  mtb_hardtail: 'MTB',
  mtb_full: 'MTB',
  emtb: 'MTB',
  hybrid: 'HYBRID',
  ebike: 'HYBRID',
};

export function bikeKind(categoryKey: string): BikeKind | null {
  return KIND_BY_CATEGORY[categoryKey] ?? null;
}

export function chartRow(kind: BikeKind, heightCm: number): ChartRow {
  const rows = STACK_REACH_CHART[kind];
  return rows.find((r) => heightCm >= r.fromCm && heightCm < r.toCm) ?? rows[rows.length - 1];
}

type GeometryRow = { name: string; values: string[] };

function numbers(row: GeometryRow | undefined): (number | null)[] {
  return (row?.values ?? []).map((v) => {
    const n = Number(v.replace(/,/g, '').match(/\d+(\.\d+)?/)?.[0]);
    return Number.isFinite(n) ? n : null;
  });
}

function heightRange(value: string): [number, number] | null {
  const m = value.match(/(\d{2,3})\s*[~–-]\s*(\d{2,3})/);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** The fitting size label of a geometry table, or null when the table cannot tell (one size, no numbers). */
export function recommendedFrameSize(
  categoryKey: string,
  geometry: GeometryRow[] | null,
  heightCm: number
): string | null {
  const kind = bikeKind(categoryKey);
  const sizes = geometry?.find((r) => r.name === '사이즈')?.values ?? [];
  if (!kind || !geometry || sizes.length < 2) return null;
  const heights = geometry.find((r) => r.name.includes('신장'));
  if (heights) {
    const at = heights.values.findIndex((v) => {
      const range = heightRange(v);
      return range != null && heightCm >= range[0] && heightCm <= range[1];
    });
    if (at >= 0) return sizes[at];
  }
  const stacks = numbers(geometry.find((r) => r.name.startsWith('스택')));
  const reaches = numbers(geometry.find((r) => r.name.startsWith('리치')));
  const target = chartRow(kind, heightCm);
  let best: { size: string; distance: number } | null = null;
  sizes.forEach((size, i) => {
    const stack = stacks[i];
    const reach = reaches[i];
    if (stack == null || reach == null) return;
    const distance = Math.abs(stack - target.stackMm) + Math.abs(reach - target.reachMm);
    // Ties go to the smaller size: shops fit the shorter reach and lengthen the stem.
    if (!best || distance < best.distance) best = { size, distance };
  });
  return (best as { size: string } | null)?.size ?? null;
}

/** An option fits a size when its label names it: "M (166~178cm)", "M / 블랙", "54". */
export function optionSize(name: string): string {
  return name.split(/\s*[(/]/)[0].trim();
}

/** A run of rider heights (cm, both ends included) that one frame size fits. */
export type FrameSizeRun = { size: string; minHeightCm: number; maxHeightCm: number };

/**
 * recommendedFrameSize over every height a fit profile accepts, as runs of the same answer: what
 * model_fit_sizes stores so that search can ask "fits 175 cm?" without a second copy of the rule.
 * A size may come back in two runs (a maker's height ranges with a gap the stack/reach chart fills).
 */
export function frameSizeRuns(
  categoryKey: string,
  geometry: GeometryRow[] | null,
  [fromCm, toCm]: readonly [number, number]
): FrameSizeRun[] {
  const runs: FrameSizeRun[] = [];
  for (let heightCm = fromCm; heightCm <= toCm; heightCm += 1) {
    const size = recommendedFrameSize(categoryKey, geometry, heightCm);
    const last = runs[runs.length - 1];
    if (size == null) continue;
    if (last && last.size === size && last.maxHeightCm === heightCm - 1) last.maxHeightCm = heightCm;
    else runs.push({ size, minHeightCm: heightCm, maxHeightCm: heightCm });
  }
  return runs;
}
