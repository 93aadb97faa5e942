import type { Db } from '../../client';
import { brands, categories, models } from '../../schema';
import { planModels, type ModelPlan } from '../build/models';
import { writeModelRows } from '../write/catalog';
import type { SeedDay } from '../time';

/**
 * The base catalogue as the scale run finds it: category and brand ids by key, and the base models
 * with their ids. Scale items are placed on base models too (a new shop also stocks the popular
 * lines), so the base models in the database must be exactly the seed's, in seed order.
 */
export type BaseCatalog = {
  categoryIds: Map<string, number>;
  brandIds: Map<string, number>;
  modelPlans: ModelPlan[];
  modelIds: number[];
};

export async function readBaseCatalog(db: Db, day: SeedDay): Promise<BaseCatalog> {
  const [categoryRows, brandRows, modelRows] = await Promise.all([
    db.select({ id: categories.id, key: categories.key }).from(categories).orderBy(categories.id),
    db.select({ id: brands.id, key: brands.key }).from(brands).orderBy(brands.id),
    db.select({ id: models.id, name: models.name }).from(models).orderBy(models.id),
  ]);
  const modelPlans = planModels(day);
  const differs = modelRows.length !== modelPlans.length || modelRows.some((row, i) => row.name !== modelPlans[i].name);
  if (differs) {
    throw new Error(
      `모델 ${modelRows.length}개가 기본 시드(${modelPlans.length}개)와 다릅니다: 규모 데이터는 기본 시드 그대로인 데이터베이스(npm run seed 직후)에만 넣을 수 있습니다.\n` +
        'The models differ from the base seed: the scale data goes only into a database holding the base seed as seeded.'
    );
  }
  return {
    categoryIds: new Map(categoryRows.map((r) => [r.key, Number(r.id)])),
    brandIds: new Map(brandRows.map((r) => [r.key, Number(r.id)])),
    modelPlans,
    modelIds: modelRows.map((r) => Number(r.id)),
  };
}

/** Drawn pictures and model rows for planned models, written as the base catalogue writes them. */
export function writeModels(db: Db, plans: ModelPlan[], base: BaseCatalog): Promise<number[]> {
  return writeModelRows(db, plans, base.brandIds, base.categoryIds);
}
