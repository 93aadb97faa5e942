import { addFilterValue, filterValueOf, removeFilterValue, type FilterValue } from '@/lib/filterValues';

const base: FilterValue[] = [
  { key: 'sort', value: 'popular' },
  { key: 'brand', value: 'giant' },
  { key: 'brand', value: 'trek' },
];

describe('lib/filterValues (docs/product.md §4)', () => {
  it('Filter values: adding an entry with the same key replaces the existing one', () => {
    const next = addFilterValue(base, { key: 'sort', value: 'lowPrice' });
    expect(next).toEqual([
      { key: 'sort', value: 'lowPrice' },
      { key: 'brand', value: 'giant' },
      { key: 'brand', value: 'trek' },
    ]);
    expect(base[0]).toEqual({ key: 'sort', value: 'popular' });
  });

  it('Filter values: adding an entry with the same key and value replaces the existing one', () => {
    const next = addFilterValue(base, { key: 'brand', value: 'trek' }, 'keyAndValue');
    expect(next).toEqual(base);
    expect(next.filter((v) => v.key === 'brand')).toHaveLength(2);
  });

  it('Filter values: otherwise the new entry is placed first', () => {
    expect(addFilterValue(base, { key: 'price', value: '0-500000' })[0]).toEqual({ key: 'price', value: '0-500000' });
    const multi = addFilterValue(base, { key: 'brand', value: 'specialized' }, 'keyAndValue');
    expect(multi[0]).toEqual({ key: 'brand', value: 'specialized' });
    expect(multi).toHaveLength(4);
  });

  it('Filter values: removal by key', () => {
    expect(removeFilterValue(base, 'brand')).toEqual([{ key: 'sort', value: 'popular' }]);
  });

  it('Filter values: removal by key and value', () => {
    expect(removeFilterValue(base, 'brand', 'giant')).toEqual([
      { key: 'sort', value: 'popular' },
      { key: 'brand', value: 'trek' },
    ]);
  });

  it('reads a single value by key (numeric values such as map coordinates work too)', () => {
    const map = addFilterValue([], { key: 'z', value: 15 });
    expect(filterValueOf(map, 'z')).toBe(15);
    expect(filterValueOf(map, 'map_lat')).toBeUndefined();
  });
});
