import { filtersFromQuery, filtersToQuery, firstParam, listUrlQuery } from '@/components/commerce/listQuery';

describe('list URL query', () => {
  it('reads repeated filter=key:value parameters, keeping colons inside the value', () => {
    expect(filtersFromQuery({ filter: ['brand:trek', 'price:100000~2000000', 'bad', ':x', 'y:'] })).toEqual([
      { key: 'brand', value: 'trek' },
      { key: 'price', value: '100000~2000000' },
    ]);
    expect(filtersFromQuery({ filter: 'grade:A급' })).toEqual([{ key: 'grade', value: 'A급' }]);
    expect(filtersFromQuery({})).toEqual([]);
  });

  it('reads at most 30 values (the service limit)', () => {
    expect(filtersFromQuery({ filter: Array.from({ length: 40 }, (_, i) => `brand:b${i}`) })).toHaveLength(30);
  });

  it('writes the choice back, leaving empty parts out', () => {
    const filters = [{ key: 'brand', value: 'trek' }];
    expect(filtersToQuery(filters)).toEqual(['brand:trek']);
    expect(listUrlQuery({ category: 'road', sort: null, filters })).toEqual({
      category: 'road',
      filter: ['brand:trek'],
    });
    expect(listUrlQuery({ filters: [] })).toEqual({});
  });

  it('takes the first non-empty value of a parameter', () => {
    expect(firstParam({ category: ['road', 'gravel'] }, 'category')).toBe('road');
    expect(firstParam({ category: ' ' }, 'category')).toBeUndefined();
  });
});
