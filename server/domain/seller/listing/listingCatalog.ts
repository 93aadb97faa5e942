import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/rows';
import { DomainError } from '@/lib/errors';
import type { ListingInput } from '@/lib/seller/listingInput';
import { itemSearchFields, type ModelSearchSource, type SearchFields } from '../../search/documents';

/** Where a listing sits in the catalogue, and what search finds it by. */
export type ListingPlace = { modelId: number | null; categoryId: number; search: SearchFields };

type ModelRow = ModelSearchSource & { categoryId: number };
type CategoryRow = { name: string; groupName: string };
type BusinessRow = { name: string; region: string };

const invalid = (field: string, message: string) => new DomainError('INVALID_INPUT', message, { [field]: message });

/**
 * The model (and so the category) of a listing, or the category the seller chose for one without a
 * model, and the search text the seed writes for its items (server/domain/search/documents.ts), so a
 * new listing is found the way a seeded one is.
 */
export async function listingPlace(
  tx: Db,
  businessId: number,
  input: Pick<ListingInput, 'modelId' | 'categoryId' | 'title'>
): Promise<ListingPlace> {
  const [business] = await queryRows<BusinessRow>(
    tx,
    sql`SELECT name, region FROM businesses WHERE id = ${businessId}`
  );
  if (!business) throw new DomainError('NOT_FOUND', '연결된 매장을 찾을 수 없어요.');
  const item = { itemName: input.title, businessName: business.name, region: business.region };
  if (input.modelId) {
    const [model] = await queryRows<ModelRow>(
      tx,
      sql`
      SELECT m.category_id AS "categoryId", b.name AS "brandName", b.name_en AS "brandNameEn", m.name AS "modelName",
        c.name AS "categoryName", c.group_name AS "groupName"
      FROM models m JOIN brands b ON b.id = m.brand_id JOIN categories c ON c.id = m.category_id
      WHERE m.id = ${input.modelId}`
    );
    if (!model) throw invalid('modelId', '모델을 찾을 수 없어요. 다시 골라 주세요.');
    return {
      modelId: input.modelId,
      categoryId: Number(model.categoryId),
      search: itemSearchFields(model, { ...item, categoryName: model.categoryName }),
    };
  }
  const [category] = await queryRows<CategoryRow>(
    tx,
    sql`SELECT name, group_name AS "groupName" FROM categories WHERE id = ${input.categoryId ?? 0}`
  );
  if (!category) throw invalid('categoryId', '상품 종류를 다시 골라 주세요.');
  return {
    modelId: null,
    categoryId: input.categoryId!,
    search: itemSearchFields(null, { ...item, categoryName: category.name }),
  };
}
