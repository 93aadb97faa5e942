import { useRouter } from 'next/router';
import type { FilterValue } from '@/lib/filterValues';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import { useAppDispatch, useAppStore } from '@/store/hooks';
import type { BusinessListQuery } from '@/store/nearbyBusinessListSlice';
import { loadMoreBusinessItems, loadBusinessItems } from '@/store/nearbyBusinessListThunks';
import { listUrlQuery } from '../commerce/listQuery';

export const DEFAULT_BUSINESS_SORT = 'RECOMMEND';

const rangeKey = (range: RentalRange | null) => (range ? `${range.start}/${range.end}` : '');

/** Choices on a business list: each writes itself into the URL (shallow) and loads page one. */
export function useBusinessListActions(onListChange: () => void) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const router = useRouter();

  const current = () => store.getState().nearbyBusinessList.query;
  const load = (query: BusinessListQuery) => {
    const url = listUrlQuery({
      category: query.categoryKey === 'all' ? null : query.categoryKey,
      sort: query.sort === DEFAULT_BUSINESS_SORT ? null : query.sort,
      filters: query.filters,
    });
    const dates = query.range ? { start: query.range.start, end: query.range.end } : {};
    void router.replace(
      { pathname: router.pathname, query: { id: String(query.businessId), ...url, ...dates } },
      undefined,
      {
        shallow: true,
        scroll: false,
      }
    );
    onListChange();
    void dispatch(loadBusinessItems(query));
  };

  return {
    changeCategory: (categoryKey: string) => {
      const q = current();
      // Each category has its own sheet: values chosen for another one start over.
      if (q && q.categoryKey !== categoryKey) load({ ...q, categoryKey, filters: [] });
    },
    changeSort: (sort: string) => {
      const q = current();
      if (q && q.sort !== sort) load({ ...q, sort });
    },
    /** A new range (or none) from the date picker: the list answers only what is free on every day of it. */
    /** A new range (or none) from the date picker: only what is free on every day of it is listed. */
    changeRange: (range: RentalRange | null) => {
      const q = current();
      if (q && rangeKey(q.range) !== rangeKey(range)) load({ ...q, range });
    },
    changeFilters: (filters: FilterValue[]) => {
      const q = current();
      if (q) load({ ...q, filters });
    },
    retry: () => {
      const q = current();
      if (q) void dispatch(loadBusinessItems(q));
    },
    more: () => void dispatch(loadMoreBusinessItems()),
  };
}
