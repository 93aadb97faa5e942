import type { DrawnImageSpec } from '@/server/db/schema/images';
import type { GeometryRow, SpecEntry } from '@/server/db/schema/catalog';
import { bikeBrands } from '../data/bikeBrands';
import type { BrandDef } from '../data/brandTypes';
import { categoryDef, type CategoryDef } from '../data/categories';
import { catalogueModels } from '../data/models';
import { skiBrands } from '../data/skiBrands';
import { Rng } from '../random';
import { between, type SeedDay } from '../time';
import { buildBikeSpec } from './bikeSpec';
import { buildDetailHtml } from './detailHtml';
import { buildGeometry } from './geometry';
import type { ModelInput } from './modelInput';
import { buildSkiSpec } from './skiSpec';

export const allBrands: BrandDef[] = [...bikeBrands, ...skiBrands];

/** A catalogue model, fully written, with references by key (resolved to ids when inserting). */
export type ModelPlan = {
  input: ModelInput;
  brand: BrandDef;
  category: CategoryDef;
  image: { alt: string; drawn: DrawnImageSpec };
  name: string;
  modelYear: number;
  summaryInfo: string;
  specInfo: SpecEntry[];
  geometry: GeometryRow[] | null;
  detailHtml: string;
  releasePrice: number;
  createdAt: Date;
};

const brandByKey = new Map(allBrands.map((b) => [b.key, b]));

/** One model from its input (also used by the scale generator for its model-year and trim variants). */
export function planModel(input: ModelInput, rng: Rng, day: SeedDay): ModelPlan {
  const bike = input.category.code === 'BIKE';
  const built = bike ? buildBikeSpec(input) : buildSkiSpec(input);
  // Newer model years were added later; all of them before the last two weeks.
  const yearStart = day.at(input.year >= 2026 ? -245 : input.year === 2025 ? -426 : -610);
  return {
    input,
    brand: input.brand,
    category: input.category,
    image: {
      alt: `${input.brand.name} ${input.name}`,
      drawn: {
        silhouette: input.category.silhouette,
        color: input.brand.color,
        label: input.name,
        sublabel: `${input.brand.name} · ${input.category.name}`,
      },
    },
    name: input.name,
    modelYear: input.year,
    summaryInfo: built.summary,
    specInfo: built.specInfo,
    geometry: bike ? buildGeometry(input) : null,
    detailHtml: buildDetailHtml(input, built.summary, built.specInfo, built.facts),
    releasePrice: input.price,
    createdAt: between(yearStart, day.at(-12), rng.next()),
  };
}

/** Every catalogue model in data order; the same input always gives the same plans. */
export function planModels(day: SeedDay): ModelPlan[] {
  const rng = new Rng('models');
  const plans: ModelPlan[] = [];
  for (const group of catalogueModels) {
    const brand = brandByKey.get(group.brand);
    if (!brand) throw new Error(`models for unknown brand ${group.brand}`);
    for (const [categoryKey, name, year, priceManwon, overrides] of group.models) {
      const category = categoryDef(categoryKey);
      const input: ModelInput = {
        brand,
        category,
        name,
        year,
        price: priceManwon * 10_000,
        overrides: overrides ?? {},
        seedKey: `${brand.key}/${name}`,
      };
      plans.push(planModel(input, rng, day));
    }
  }
  return plans;
}
