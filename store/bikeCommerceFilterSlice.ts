/**
 * Bike commerce filter (docs/product.md §3): sorts, category groups with their pictures, the selected group,
 * its categories, the selected category and that category's filter components; plus the shopper's
 * sort and filter values. Server-owned: filled by the page's one operation (store/commerceThunks.ts
 * loadCommercePage) in getServerSideProps, and the selection lives in the URL, so the server's copy
 * on hydrate is the one the shopper chose.
 *
 * §4 rules kept here: "Loading groups selects the first group and its first category" and "Bike
 * filter templates flatten group categories into category templates; filter components are chosen
 * by category key, default key all".
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BikeCommerceFilterAnswer,
  CategoryGroupTab,
  CommerceCategoryGroup,
  CommerceSort,
} from '@/api/item/commerce';
import type { FilterComponentView } from '@/api/item/filterSchemas';
import type { FilterValue } from '@/lib/filterValues';
import { addThunkCases, idleAsync, type AsyncFields } from './asyncStatus';
import { DEFAULT_SORT, DEFAULT_TEMPLATE_KEY, loadCommercePage, type CommerceQuery } from './commerceThunks';
import { hydrate, replaceOnHydrate } from './hydrate';
import { injectSlice, rootReducer } from './rootReducer';

export { commerceQueryOf, defaultSortFor, type CommerceQuery } from './commerceThunks';

export type CategoryChip = { key: string; name: string; isElect: boolean };
export type CategoryTemplate = { key: string; filterComponents: FilterComponentView[] };

export type BikeCommerceFilterState = {
  originSorts: CommerceSort[];
  originGroups: CommerceCategoryGroup[];
  categoryGroups: CategoryGroupTab[];
  selectedCategoryGroup: CategoryGroupTab | null;
  categories: CategoryChip[];
  selectedCategory: CategoryChip | null;
  categoryTemplates: CategoryTemplate[];
  selectedCategoryFilterComponents: FilterComponentView[];
  sort: string;
  filters: FilterValue[];
  /** The page load on its way or failed, so 다시 시도 asks for the same list again (gone once one succeeds). */
  requested?: CommerceQuery;
} & AsyncFields;

export const initialBikeCommerceFilterState: BikeCommerceFilterState = {
  originSorts: [],
  originGroups: [],
  categoryGroups: [],
  selectedCategoryGroup: null,
  categories: [],
  selectedCategory: null,
  categoryTemplates: [],
  selectedCategoryFilterComponents: [],
  sort: DEFAULT_SORT,
  filters: [],
  ...idleAsync,
};

/** §4 bike filter templates: the `all` template first, then every category of every group, in order. */
export function flattenCategoryTemplates(
  groups: readonly CommerceCategoryGroup[],
  allComponents: FilterComponentView[]
): CategoryTemplate[] {
  return [
    { key: DEFAULT_TEMPLATE_KEY, filterComponents: allComponents },
    ...groups.flatMap((g) => g.categories.map((c) => ({ key: c.key, filterComponents: c.filterComponents }))),
  ];
}

/** §4: filter components are chosen by category key; an unknown or missing key falls back to `all`. */
export function filterComponentsForKey(
  templates: readonly CategoryTemplate[],
  key: string | null | undefined
): FilterComponentView[] {
  const chosen = templates.find((t) => t.key === (key ?? DEFAULT_TEMPLATE_KEY));
  return (chosen ?? templates.find((t) => t.key === DEFAULT_TEMPLATE_KEY))?.filterComponents ?? [];
}

const chipOf = (c: CommerceCategoryGroup['categories'][number]): CategoryChip => ({
  key: c.key,
  name: c.name,
  isElect: c.isElect,
});
const tabOf = (g: CommerceCategoryGroup, tabs: readonly CategoryGroupTab[]): CategoryGroupTab =>
  tabs.find((t) => t.name === g.name) ?? {
    name: g.name,
    activeImg: g.activeImg,
    inActiveImg: g.inActiveImg,
    imgWidth: g.imgWidth,
    imgHeight: g.imgHeight,
  };

/** §4: loading the groups selects the first group and its first category. */
function load(state: BikeCommerceFilterState, data: BikeCommerceFilterAnswer): void {
  state.originSorts = data.originSorts;
  state.originGroups = data.originGroups;
  state.categoryGroups = data.categoryGroups;
  state.categoryTemplates = flattenCategoryTemplates(data.originGroups, data.filterComponents);
  select(state, data.originGroups[0]);
}

/** Selects a group and a category of it (its first when none is named); filters start over. */
function select(state: BikeCommerceFilterState, group: CommerceCategoryGroup | undefined, categoryKey?: string): void {
  const category = group?.categories.find((c) => c.key === categoryKey) ?? group?.categories[0];
  state.selectedCategoryGroup = group ? tabOf(group, state.categoryGroups) : null;
  state.categories = group ? group.categories.map(chipOf) : [];
  state.selectedCategory = category ? chipOf(category) : null;
  state.selectedCategoryFilterComponents = filterComponentsForKey(state.categoryTemplates, category?.key);
  // A brand or price chosen for road bikes means nothing for e-bikes: a new category starts clean.
  state.filters = [];
}

export const bikeCommerceFilterSlice = createSlice({
  name: 'bikeCommerceFilter',
  initialState: initialBikeCommerceFilterState,
  reducers: {
    selectCategoryGroup(state, action: PayloadAction<string>) {
      const group = state.originGroups.find((g) => g.name === action.payload);
      if (group) select(state, group);
    },
    selectCategory(state, action: PayloadAction<string>) {
      const group = state.originGroups.find((g) => g.categories.some((c) => c.key === action.payload));
      if (group) select(state, group, action.payload);
    },
    setSort(state, action: PayloadAction<string>) {
      if (state.originSorts.length === 0 || state.originSorts.some((s) => s.key === action.payload))
        state.sort = action.payload;
    },
    setFilters(state, action: PayloadAction<FilterValue[]>) {
      state.filters = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(hydrate, replaceOnHydrate<BikeCommerceFilterState>('bikeCommerceFilter'))
      .addCase(loadCommercePage.pending, (state, action) => {
        state.requested = action.meta.arg;
      });
    addThunkCases(builder, loadCommercePage, (state, { bikeCommerceFilter, query }) => {
      load(state, bikeCommerceFilter);
      // The page asked for this category (the first one when the link named none): select it, then
      // the sort and filters of the link, which selecting a category would otherwise clear.
      const group = bikeCommerceFilter.originGroups.find((g) => g.categories.some((c) => c.key === query.categoryKey));
      if (group) select(state, group, query.categoryKey);
      state.sort = state.originSorts.some((s) => s.key === query.sort) ? query.sort : DEFAULT_SORT;
      state.filters = query.filters;
      delete state.requested;
    });
  },
  selectors: {
    selectBikeCommerceFilter: (state) => state,
  },
});

export const { selectCategoryGroup, selectCategory, setSort, setFilters } = bikeCommerceFilterSlice.actions;
export const { selectBikeCommerceFilter } = injectSlice(bikeCommerceFilterSlice.injectInto(rootReducer)).selectors;
