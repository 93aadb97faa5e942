import {
  bikeCommerceFilterSlice,
  defaultSortFor,
  filterComponentsForKey,
  flattenCategoryTemplates,
  initialBikeCommerceFilterState,
  selectCategory,
  selectCategoryGroup,
  setFilters,
  setSort,
} from '@/store/bikeCommerceFilterSlice';
import { loadCommercePage, type CommerceQuery } from '@/store/commerceThunks';
import { commercePage, filterAnswer } from './fixtures';

const reducer = bikeCommerceFilterSlice.reducer;
const ROAD: CommerceQuery = { categoryKey: 'road', sort: 'POPULAR', filters: [] };
const pageLoaded = (query: CommerceQuery, filter = filterAnswer, requestId = 'req') =>
  loadCommercePage.fulfilled(commercePage(query, filter), requestId, query);
const loaded = () => reducer(initialBikeCommerceFilterState, pageLoaded(ROAD));

describe('bike commerce filter: Loading groups selects the first group and its first category', () => {
  it("Loading groups selects the first group and its first category, with that category's filter components", () => {
    const state = loaded();
    expect(state.selectedCategoryGroup?.name).toBe('로드·그래블');
    expect(state.selectedCategoryGroup?.activeImg).toBe('/app/v4/images/10');
    expect(state.categories.map((c) => c.key)).toEqual(['road', 'gravel']);
    expect(state.selectedCategory).toEqual({ key: 'road', name: '로드', isElect: false });
    expect(state.selectedCategoryFilterComponents.map((c) => c.title)).toEqual(['로드 브랜드']);
    expect(state.status).toBe('succeeded');
  });

  it('Loading groups selects the first group and its first category again on reload, dropping chosen filters', () => {
    let state = loaded();
    state = reducer(state, selectCategoryGroup('전기자전거'));
    state = reducer(state, setFilters([{ key: 'brand', value: 'altonbike' }]));
    state = reducer(state, pageLoaded(ROAD, filterAnswer, 'req2'));
    expect(state.selectedCategory?.key).toBe('road');
    expect(state.filters).toEqual([]);
  });

  it('Loading no groups selects nothing and falls back to the all template', () => {
    const state = reducer(
      initialBikeCommerceFilterState,
      pageLoaded({ ...ROAD, categoryKey: 'all' }, { ...filterAnswer, originGroups: [], categoryGroups: [] })
    );
    expect(state.selectedCategoryGroup).toBeNull();
    expect(state.selectedCategory).toBeNull();
    expect(state.selectedCategoryFilterComponents.map((c) => c.title)).toEqual(['카테고리', '모든 브랜드']);
  });
});

describe('bike commerce filter: the page opens on the category, sort and filters of its link', () => {
  it("selects the linked category with its group and sheet, and keeps the link's sort and filters", () => {
    const query: CommerceQuery = {
      categoryKey: 'emtb',
      sort: 'PRICE_ASC',
      filters: [{ key: 'brand', value: 'altonbike' }],
    };
    const state = reducer(initialBikeCommerceFilterState, pageLoaded(query));
    expect(state.selectedCategoryGroup?.name).toBe('전기자전거');
    expect(state.selectedCategory?.key).toBe('emtb');
    expect(state.categories.map((c) => c.key)).toEqual(['ebike', 'emtb']);
    expect(state.selectedCategoryFilterComponents).toEqual([]);
    expect(state.sort).toBe('PRICE_ASC');
    expect(state.filters).toEqual(query.filters);
  });

  it('a category that is not on sale leaves the first one selected (the page then answers 404)', () => {
    expect(
      reducer(initialBikeCommerceFilterState, pageLoaded({ ...ROAD, categoryKey: 'bike_service' })).selectedCategory
        ?.key
    ).toBe('road');
  });

  it('a sort the service does not offer opens on 인기순', () => {
    expect(reducer(initialBikeCommerceFilterState, pageLoaded({ ...ROAD, sort: 'CHEAPEST_FIRST' })).sort).toBe(
      'POPULAR'
    );
  });

  it('remembers a failed page load so 다시 시도 asks for the same list, and forgets it once one succeeds', () => {
    const query: CommerceQuery = { categoryKey: 'gravel', sort: 'NEWEST', filters: [] };
    let state = reducer(initialBikeCommerceFilterState, loadCommercePage.pending('r1', query));
    state = reducer(
      state,
      loadCommercePage.rejected(null, 'r1', query, { code: 'INTERNAL', message: '잠시 후 다시 시도해 주세요.' })
    );
    expect(state).toMatchObject({ status: 'failed', requested: query, error: { code: 'INTERNAL' } });
    state = reducer(state, pageLoaded(query, filterAnswer, 'r2'));
    expect(state.status).toBe('succeeded');
    expect(state).not.toHaveProperty('requested');
  });
});

describe('bike commerce filter: Bike filter templates flatten group categories into category templates', () => {
  it('Bike filter templates flatten group categories into category templates, the all template first', () => {
    const templates = flattenCategoryTemplates(filterAnswer.originGroups, filterAnswer.filterComponents);
    expect(templates.map((t) => t.key)).toEqual(['all', 'road', 'gravel', 'ebike', 'emtb']);
    expect(loaded().categoryTemplates).toEqual(templates);
  });

  it('filter components are chosen by category key', () => {
    const templates = flattenCategoryTemplates(filterAnswer.originGroups, filterAnswer.filterComponents);
    expect(filterComponentsForKey(templates, 'gravel').map((c) => c.title)).toEqual(['그래블 브랜드']);
    expect(filterComponentsForKey(templates, 'emtb')).toEqual([]);
  });

  it('filter components default to key all for a missing or unknown key', () => {
    const templates = flattenCategoryTemplates(filterAnswer.originGroups, filterAnswer.filterComponents);
    expect(filterComponentsForKey(templates, null).map((c) => c.title)).toEqual(['카테고리', '모든 브랜드']);
    expect(filterComponentsForKey(templates, 'snowboard').map((c) => c.title)).toEqual(['카테고리', '모든 브랜드']);
    expect(filterComponentsForKey([], 'road')).toEqual([]);
  });
});

describe('bike commerce filter: choosing', () => {
  it("choosing a group selects its first category and that category's components, and starts filters over", () => {
    let state = reducer(loaded(), setFilters([{ key: 'brand', value: 'trek' }]));
    state = reducer(state, selectCategoryGroup('전기자전거'));
    expect(state.selectedCategoryGroup?.name).toBe('전기자전거');
    expect(state.categories.map((c) => c.key)).toEqual(['ebike', 'emtb']);
    expect(state.selectedCategory).toEqual({ key: 'ebike', name: '전기 시티·접이식', isElect: true });
    expect(state.selectedCategoryFilterComponents.map((c) => c.title)).toEqual(['전기 브랜드']);
    expect(state.filters).toEqual([]);
  });

  it('choosing a category by key also selects its group', () => {
    const state = reducer(loaded(), selectCategory('emtb'));
    expect(state.selectedCategoryGroup?.name).toBe('전기자전거');
    expect(state.selectedCategory?.key).toBe('emtb');
  });

  it('ignores an unknown group or category', () => {
    const before = loaded();
    expect(reducer(before, selectCategoryGroup('없는 그룹'))).toEqual(before);
    expect(reducer(before, selectCategory('snowboard'))).toEqual(before);
  });

  it('takes only a sort the service offers', () => {
    expect(reducer(loaded(), setSort('PRICE_ASC')).sort).toBe('PRICE_ASC');
    expect(reducer(loaded(), setSort('CHEAPEST_FIRST')).sort).toBe('POPULAR');
  });

  it('model list experiment: variant B opens on 낮은 가격순, A and the control on 인기순', () => {
    expect(defaultSortFor('B')).toBe('PRICE_ASC');
    expect(defaultSortFor('A')).toBe('POPULAR');
    expect(defaultSortFor(null)).toBe('POPULAR');
  });
});
