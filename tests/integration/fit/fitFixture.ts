import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { brands, categories, itemOptions, items, models } from '@/server/db/schema';
import { writeModelFitSizes } from '@/server/domain/fit/modelFitSizes';
import { seedMemberFixture, type MemberFixture } from '../member/memberFixtures';

/** A road model sized by stack and reach alone (Trek's Émonda-like numbers). */
export const roadGeometry = [
  { name: '사이즈', values: ['50', '52', '54', '56', '58'] },
  { name: '스택 (mm)', values: ['520', '540', '560', '580', '600'] },
  { name: '리치 (mm)', values: ['367', '376', '385', '394', '403'] },
];

/** A fit profile with nothing but what a test sets. */
export const emptyFit = { inseamCm: null, skiAbility: null, birthYear: null, bootSoleMm: null, weightKg: null };

export type FitCatalog = {
  f: MemberFixture;
  /** The member fixture's TCR (road) rental item, in frame sizes 54, 56 (two colours) and 58. */
  options: Record<string, number>;
  /** An all-mountain ski rental item in 156, 163, 170 and 177 cm. */
  skiItem: number;
  skiModel: number;
};

/**
 * The member fixture plus what fit sizes: the TCR with a geometry table (and its model_fit_sizes rows,
 * written as the seed writes them) and frame-size options, and a ski model with length options.
 */
export async function seedFitCatalog(db: Db): Promise<FitCatalog> {
  const f = await seedMemberFixture(db);
  await db.update(models).set({ geometry: roadGeometry }).where(eq(models.id, f.models.tcr));
  await writeModelFitSizes(db, [{ modelId: f.models.tcr, categoryKey: 'road', geometry: roadGeometry }]);
  const rows = await db
    .insert(itemOptions)
    .values(
      ['54 / 블랙', '56 / 블랙', '56 / 화이트', '58 / 블랙'].map((name) => ({
        itemId: f.items.tcrBanpo,
        kind: 'REQUIRED' as const,
        name,
        stock: 1,
      }))
    )
    .returning({ id: itemOptions.id, name: itemOptions.name });
  const options = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  const [ski] = await db
    .insert(categories)
    .values({ code: 'SKI', key: 'ski_allmountain', name: '올마운틴', groupName: '스키' })
    .returning({ id: categories.id });
  const [brand] = await db
    .insert(brands)
    .values({ key: 'atomic', name: '아토믹', nameEn: 'Atomic', code: 'SKI', country: '오스트리아', color: '#000000' })
    .returning({ id: brands.id });
  const [{ imageId }] = await db.select({ imageId: models.imageId }).from(models).where(eq(models.id, f.models.tcr));
  const [model] = await db
    .insert(models)
    .values({
      brandId: brand.id,
      categoryId: ski.id,
      name: '레드스터 Q9',
      modelYear: 2025,
      summaryInfo: '요약',
      specInfo: [],
      detailHtml: '',
      releasePrice: 900_000,
      imageId,
    })
    .returning({ id: models.id });
  const [item] = await db
    .insert(items)
    .values({
      modelId: model.id,
      businessId: f.businesses.banpo,
      categoryId: ski.id,
      dealType: 'RENTAL',
      name: '아토믹 렌탈',
      price: 40_000,
      originPrice: 40_000,
      stock: 3,
      deliveryTypes: ['PICKUP'],
    })
    .returning({ id: items.id });
  const skiItem = item.id;
  await db.insert(itemOptions).values(
    ['156cm', '163cm', '170cm', '177cm'].map((name) => ({
      itemId: skiItem,
      kind: 'REQUIRED' as const,
      name,
      stock: 1,
    }))
  );
  return { f, options, skiItem, skiModel: model.id };
}
