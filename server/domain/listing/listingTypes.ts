import type { items } from '../../db/schema';
import type { ItemCard } from '../item/itemCard';
import type { ModelCard } from '../model/modelCard';
import type { FilterComponent } from '../filters/filterTypes';
import type { CommerceSort } from './commerceSorts';

/** Answer shapes of the listing queries (plain JSON: ids, integer won, image sizes). */

export type GroupPicture = {
  activeImg: string | null;
  inActiveImg: string | null;
  imgWidth: number;
  imgHeight: number;
};

export type CommerceCategory = { key: string; name: string; isElect: boolean; filterComponents: FilterComponent[] };

/** A category group tab of /bikes/commerce with its categories (the chips under it). */
export type CommerceCategoryGroup = GroupPicture & { name: string; categories: CommerceCategory[] };

export type BikeCommerceFilter = {
  originSorts: CommerceSort[];
  /** The groups as stored, each with its categories and their filter components. */
  originGroups: CommerceCategoryGroup[];
  /** The tabs: a group's name and its two pictures (selected and not). */
  categoryGroups: (GroupPicture & { name: string })[];
  /** The filter components of the default template, key `all` (every bike category). */
  filterComponents: FilterComponent[];
};

/**
 * A row of the purchase model list: the one model card, and the figures of the offers that match the
 * list's filters (a price filter asks "is there an offer in this range", so the row shows the
 * cheapest matching offer; the card's own figures are over every offer).
 */
export type CommerceModelRow = {
  /** The model's id: the list's key (a model is one row). */
  id: number;
  model: ModelCard;
  isElect: boolean;
  /** Lowest price of the model's matching new items on sale, across businesses (integer won). */
  matchingMinPrice: number;
  /** Highest list price among those items: the "from" of the discount shown on the card. */
  matchingMaxOriginPrice: number;
  matchingBusinessCount: number;
};

export type CommerceModelsPage = { models: CommerceModelRow[]; totalCount: number; searchAfter: string | null };

/**
 * A row of /used_item/list: the item card every list shows, and what only this page shows per row
 * (the grade and the business's note; listedAt orders the list).
 */
export type UsedItemRow = {
  item: ItemCard;
  grade: (typeof items.$inferSelect)['usedGrade'];
  description: (typeof items.$inferSelect)['usedDescription'];
  listedAt: string;
};

export type UsedCategoryTemplate = {
  key: string;
  name: string;
  itemCount: number;
  filterComponents: FilterComponent[];
};
