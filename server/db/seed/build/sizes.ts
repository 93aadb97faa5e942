import type { ModelInput } from './modelInput';
import { wheelInches } from './modelInput';

/**
 * Frame sizes as each brand labels them (Trek and Specialized road bikes in cm, Italians in their
 * own steps), used by the geometry table, the size options of items and the 적정 신장 spec.
 */
const ROAD_SIZES: Record<string, string[]> = {
  trek: ['50', '52', '54', '56', '58'],
  specialized: ['49', '52', '54', '56', '58'],
  bianchi: ['47', '50', '53', '55', '57'],
  colnago: ['42S', '45S', '48S', '50S', '52S'],
  pinarello: ['46.5', '50', '53', '55', '57.5'],
  cervelo: ['48', '51', '54', '56', '58'],
};

const ONE_SIZE_EBIKE_BRANDS = new Set(['brompton', 'tern', 'veloline', 'alton', 'samchuly']);

export function frameSizes(m: ModelInput): string[] {
  switch (m.category.key) {
    case 'road':
    case 'gravel':
      return ROAD_SIZES[m.brand.key] ?? ['XS', 'S', 'M', 'L', 'XL'];
    case 'mtb_hardtail':
    case 'mtb_full':
    case 'emtb':
      return ['S', 'M', 'L', 'XL'];
    case 'hybrid':
      return m.brand.key === 'trek' ? ['S', 'M', 'L', 'XL'] : ['S', 'M', 'L'];
    case 'ebike':
      return ONE_SIZE_EBIKE_BRANDS.has(m.brand.key) ? ['원사이즈'] : ['S', 'M', 'L'];
    default:
      return ['원사이즈'];
  }
}

/** Rider height range per size, spread across 150–196 cm by the number of sizes. */
export function heightRanges(count: number): [number, number][] {
  if (count <= 1) return [[150, 195]];
  const lo = count >= 5 ? 150 : 155;
  const hi = count >= 4 ? 197 : 190;
  const step = (hi - lo) / count;
  return Array.from({ length: count }, (_, i) => {
    const from = Math.round(lo + step * i - (i === 0 ? 0 : 2));
    const to = Math.round(lo + step * (i + 1));
    return [from, to] as [number, number];
  });
}

/** Kids' bikes are sized by wheel: the rider height each wheel suits. */
export function kidsHeight(m: ModelInput): string {
  const inch = wheelInches(m.name) ?? 20;
  const table: Record<number, string> = {
    12: '85~105cm',
    14: '95~115cm',
    16: '100~120cm',
    18: '110~125cm',
    20: '115~135cm',
    24: '130~150cm',
  };
  return table[inch] ?? '115~135cm';
}

/** "M (166~178cm)" labels for size options and the 적정 신장 spec. */
export function sizeLabels(m: ModelInput): string[] {
  const sizes = frameSizes(m);
  if (sizes.length === 1) return sizes;
  const ranges = heightRanges(sizes.length);
  return sizes.map((s, i) => `${s} (${ranges[i][0]}~${ranges[i][1]}cm)`);
}
