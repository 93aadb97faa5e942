import type { BrandDef } from '../data/brandTypes';
import { categoryDef } from '../data/categories';
import { catalogueModels } from '../data/models';
import type { ModelInput } from '../build/modelInput';
import { allBrands, planModel, type ModelPlan } from '../build/models';
import { Rng } from '../random';
import type { SeedDay } from '../time';
import { EARLIER_YEARS, trimsByCategory, YEAR_PRICE_FACTOR } from './data/trims';

/**
 * The scale models: variants of the real catalogue lines, never invented brands. A line comes in
 * earlier model years (same name, an older year, a lower list price) and in its category's trims
 * ("Escape 3 Disc", "Hawx Prime 110 S LV"), also in earlier years. Every candidate is listed in
 * catalogue order, a seeded sample of `count` of them is kept in that order, and each is planned
 * by the base seed's model planner (spec, geometry, detail HTML, drawn picture).
 */

const brandByKey = new Map<string, BrandDef>(allBrands.map((b) => [b.key, b]));

/** List price in won, rounded to 만원 as catalogues quote it. */
const manwon = (won: number) => Math.max(10_000, Math.round(won / 10_000) * 10_000);

function candidates(): ModelInput[] {
  const out: ModelInput[] = [];
  for (const group of catalogueModels) {
    const brand = brandByKey.get(group.brand);
    if (!brand) throw new Error(`models for unknown brand ${group.brand}`);
    for (const [categoryKey, name, year, priceManwon, overrides] of group.models) {
      const category = categoryDef(categoryKey);
      const base = priceManwon * 10_000;
      const variant = (variantName: string, variantYear: number, price: number): ModelInput => ({
        brand,
        category,
        name: variantName,
        year: variantYear,
        price: manwon(price),
        overrides: overrides ?? {},
        seedKey: `scale:${brand.key}/${variantName}/${variantYear}`,
      });
      for (const back of EARLIER_YEARS) out.push(variant(name, year - back, base * YEAR_PRICE_FACTOR ** back));
      for (const [suffix, factor] of trimsByCategory[categoryKey] ?? []) {
        // "Vantage MIPS" has no MIPS trim, "FX 2 Disc" no Disc trim: the line already is that trim.
        if (name.toLowerCase().includes(suffix.toLowerCase())) continue;
        out.push(variant(`${name} ${suffix}`, year, base * factor));
        out.push(variant(`${name} ${suffix}`, year - 1, base * factor * YEAR_PRICE_FACTOR));
      }
    }
  }
  return out;
}

/** How many variants there are to choose from (the most `seed:scale` can add). */
export function scaleModelCapacity(): number {
  return candidates().length;
}

export function planScaleModels(count: number, day: SeedDay): ModelPlan[] {
  const all = candidates();
  if (count > all.length) throw new Error(`at most ${all.length} scale models can be made (asked for ${count})`);
  const keep = new Set(
    new Rng('scale-models:pick').sample(
      all.map((_, i) => i),
      count
    )
  );
  const rng = new Rng('scale-models');
  return all.filter((_, i) => keep.has(i)).map((input) => planModel(input, rng, day));
}
