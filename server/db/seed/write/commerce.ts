import type { Db } from '../../client';
import { itemOptions, items, reviews, businesses, users } from '../../schema';
import type { ItemPlan } from '../build/items';
import type { ReviewPlan } from '../build/reviews';
import type { BusinessPlan } from '../build/businesses';
import type { UserPlan } from '../build/users';
import { modelSearchSource, type CatalogIds } from './catalog';
import type { ModelPlan } from '../build/models';
import { seedRentalDiscount } from '../build/itemPricing';
import { categoryDefs } from '../data/categories';
import { itemSearchFields } from '../../../domain/search/documents';
import { insertMany, insertReturningIds } from './batch';

export async function writeBusinesses(db: Db, plans: BusinessPlan[]): Promise<number[]> {
  return insertReturningIds(
    db,
    businesses,
    plans.map((s) => ({
      name: s.name,
      region: s.region,
      address: s.address,
      lat: s.lat,
      lng: s.lng,
      phone: s.phone,
      openingHours: s.openingHours,
      closedDates: s.closedDates,
      notice: s.notice,
      introduction: s.introduction,
      maintenance: s.maintenance,
      isOfficial: s.isOfficial,
      turnaroundDays: s.turnaroundDays,
      createdAt: s.createdAt,
    }))
  );
}

/** Items, then their options (sort order = position in the plan: required first). */
export async function writeItems(
  db: Db,
  plans: ItemPlan[],
  catalog: CatalogIds,
  businessIds: number[],
  modelPlans: ModelPlan[],
  businessPlans: BusinessPlan[]
): Promise<{ itemIds: number[]; optionCount: number }> {
  const categoryNames = new Map(categoryDefs.map((c) => [c.key, c.name]));
  const itemIds = await insertReturningIds(
    db,
    items,
    plans.map((it, index) => ({
      modelId: it.modelIndex === null ? null : catalog.modelIds[it.modelIndex],
      businessId: businessIds[it.businessIndex],
      categoryId: catalog.categoryIds.get(it.categoryKey)!,
      dealType: it.dealType,
      condition: it.condition,
      status: it.status,
      name: it.name,
      originPrice: it.originPrice,
      price: it.price,
      stock: it.stock,
      deliveryTypes: it.deliveryTypes,
      shippingFee: it.shippingFee,
      isLeaseAvailable: it.isLeaseAvailable,
      ...seedRentalDiscount(index, it.dealType),
      usedGrade: it.usedGrade,
      usedDescription: it.usedDescription,
      tag1: it.tag1,
      tag2: it.tag2,
      ...itemSearchFields(it.modelIndex === null ? null : modelSearchSource(modelPlans[it.modelIndex]), {
        itemName: it.name,
        categoryName: categoryNames.get(it.categoryKey)!,
        businessName: businessPlans[it.businessIndex].name,
        region: businessPlans[it.businessIndex].region,
      }),
      createdAt: it.createdAt,
      updatedAt: it.updatedAt,
    }))
  );
  const optionRows = plans.flatMap((it, i) =>
    it.options.map((o, order) => ({
      itemId: itemIds[i],
      kind: o.kind,
      name: o.name,
      price: o.price,
      stock: o.stock,
      sortOrder: order,
    }))
  );
  await insertMany(db, itemOptions, optionRows);
  return { itemIds, optionCount: optionRows.length };
}

export async function writeReviews(
  db: Db,
  userPlans: UserPlan[],
  reviewPlans: ReviewPlan[],
  itemIds: number[]
): Promise<number[]> {
  const userIds = await insertReturningIds(
    db,
    users,
    userPlans.map((u) => ({
      nickname: u.nickname,
      registKeyType: u.registKeyType,
      point: u.point,
      createdAt: u.createdAt,
      email: null,
      passwordHash: null,
    }))
  );
  await insertMany(
    db,
    reviews,
    reviewPlans.map((r) => ({
      itemId: itemIds[r.itemIndex],
      userId: userIds[r.userIndex],
      rating: r.rating,
      content: r.content,
      helpfulCount: r.helpfulCount,
      createdAt: r.createdAt,
    }))
  );
  return userIds;
}
