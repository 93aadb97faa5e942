import {
  bikeCommerceFilterSlice, defaultSortFor, filterComponentsForKey, flattenCategoryTemplates, initialBikeCommerceFilterState,
  selectCategory, selectCategoryGroup, setFilters, setSort,
} from '@/store/bikeCommerceFilterSlice';
import { loadBikeCommerceFilter } from '@/store/commerceThunks';
import { fakeResponse } from '../api/fakeFetch';
import { testStore } from '../store/testStore';
import { filterAnswer } from './fixtures';

const reducer = bikeCommerceFilterSlice.reducer;
const loaded = () => reducer(initialBikeCommerceFilterState, loadBikeCommerceFilter.fulfilled(filterAnswer, 'req'));

describe('bike commerce filter: Loading groups selects the first group and its first category', () => {
  it('Loading groups selects the first group and its first category, with that category\'s filter components', () => {
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
    state = reducer(state, loadBikeCommerceFilter.fulfilled(filterAnswer, 'req2'));
    expect(state.selectedCategory?.key).toBe('road');
    expect(state.filters).toEqual([]);
  });

  it('Loading no groups selects nothing and falls back to the all template', () => {
    const state = reducer(initialBikeCommerceFilterState, loadBikeCommerceFilter.fulfilled({ ...filterAnswer, originGroups: [], categoryGroups: [] }, 'r'));
    expect(state.selectedCategoryGroup).toBeNull();
    expect(state.selectedCategory).toBeNull();
    expect(state.selectedCategoryFilterComponents.map((c) => c.title)).toEqual(['카테고리', '모든 브랜드']);
  });

  it('loads through the pb_bikeCommerceFilter operation of a real store', async () => {
    const { store, transport } = testStore(() => fakeResponse({ data: { bikeCommerceFilter: filterAnswer } }));
    await store.dispatch(loadBikeCommerceFilter());
    expect(transport.calls[0].body.operationName).toBe('pb_bikeCommerceFilter');
    expect(store.getState().bikeCommerceFilter.selectedCategory?.key).toBe('road');
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
  it('choosing a group selects its first category and that category\'s components, and starts filters over', () => {
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
