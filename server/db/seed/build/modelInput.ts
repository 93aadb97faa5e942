import type { BrandDef } from '../data/brandTypes';
import type { CategoryDef } from '../data/categories';

/** Everything the spec, copy and size builders know about one catalogue model. */
export type ModelInput = {
  brand: BrandDef;
  category: CategoryDef;
  name: string;
  year: number;
  /** List price in won. */
  price: number;
  overrides: Readonly<Record<string, string>>;
  /** Stable key for forking this model's random stream. */
  seedKey: string;
};

/** Last wheel-size-like number in a name ("레스포 키즈 16" → 16, "Matts J.20" → 20). */
export function wheelInches(name: string): number | null {
  const found = name.match(/(?<!\d)(12|14|16|18|20|24|26)(?!\d)/g);
  return found ? Number(found[found.length - 1]) : null;
}

/** Gear count written in a folding-bike name: "Verge D9" → 9, "HSD S8i" → 8 (internal hub). */
export function namedGears(name: string): { speeds: number; internal: boolean } | null {
  const m = name.match(/\b([A-Z])(\d{1,2})(i?)\b/);
  if (!m) return null;
  return { speeds: Number(m[2]), internal: m[3] === 'i' || m[1] === 'N' };
}

export const hasWord = (name: string, words: readonly string[]): boolean =>
  words.some((w) => name.toLowerCase().includes(w.toLowerCase()));
