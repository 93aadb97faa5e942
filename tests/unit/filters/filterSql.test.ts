import { PgDialect } from 'drizzle-orm/pg-core';
import { filterConditions, parsePriceRange } from '@/server/domain/filters/filterSql';
import { buildComponents, priceStep } from '@/server/domain/filters/filterComponents';
import { DomainError } from '@/lib/errors';

const dialect = new PgDialect();
const render = (raw: unknown) => filterConditions(raw).map((c) => dialect.sqlToQuery(c));

describe('filter values to SQL', () => {
  it('binds every value as a parameter, never in the SQL text', () => {
    const [brand] = render([{ key: 'brand', value: "brompton'; DROP TABLE items;--" }]);
    expect(brand.sql).not.toContain('DROP');
    expect(brand.params).toEqual(["brompton'; DROP TABLE items;--"]);
  });

  it('ORs several values of one key and ANDs different keys', () => {
    const queries = render([
      { key: 'brand', value: 'tern' },
      { key: 'brand', value: 'brompton' },
      { key: 'region', value: '서울' },
    ]);
    expect(queries).toHaveLength(2);
    expect(queries[0].params).toEqual(['tern', 'brompton']);
  });

  it('reads a price range with an open side and caps it at 10,000,000원 (the 1e7 limit)', () => {
    expect(parsePriceRange('~300000')).toEqual({ min: 0, max: 300000 });
    expect(parsePriceRange('100000~')).toEqual({ min: 100000, max: 10_000_000 });
    expect(() => parsePriceRange('0~10000001')).toThrow(DomainError);
    expect(() => parsePriceRange('500~100')).toThrow(DomainError);
  });

  it.each([
    [[{ key: 'color', value: 'red' }]],
    [[{ key: 'price', value: 'cheap' }]],
    [[{ key: 'year', value: '1980' }]],
    [[{ key: 'delivery', value: 'DRONE' }]],
    [[{ key: 'elect', value: 'yes' }]],
    [
      [
        { key: 'category', value: 'road' },
        { key: 'category', value: 'mtb' },
      ],
    ],
    ['not a list'],
  ])('answers INVALID_INPUT for %j', (raw) => {
    expect(() => filterConditions(raw)).toThrow(expect.objectContaining({ code: 'INVALID_INPUT' }));
  });
});

describe('filter components from data', () => {
  const facets = [
    { facet: 'category', value: 'road', label: '로드', count: 10 },
    { facet: 'category', value: 'ebike', label: '전기자전거', count: 4 },
    { facet: 'brand', value: 'tern', label: '턴', count: 3 },
    { facet: 'brand', value: 'brompton', label: '브롬톤', count: 9 },
    { facet: 'delivery', value: 'PICKUP', label: 'PICKUP', count: 14 },
    { facet: 'delivery', value: 'PARCEL', label: 'PARCEL', count: 2 },
    { facet: 'region', value: '서울', label: '서울', count: 12 },
    { facet: 'region', value: '경기', label: '경기', count: 2 },
  ];
  const bounds = { minPrice: 9000, maxPrice: 2_340_000, minYear: 2021, maxYear: 2025, leasable: 3, elect: 4 };

  it('offers every SPEC filter type the data supports, brands by count first', () => {
    const components = buildComponents({ dealType: 'SELL' }, facets, bounds);
    expect(components.map((c) => c.type)).toEqual([
      'SELECT',
      'MULTI_SELECT',
      'range',
      'slider',
      'checkbox',
      'radio',
      'group',
    ]);
    expect(components[1].options.map((o) => o.value)).toEqual(['brompton', 'tern']);
    const price = components.find((c) => c.key === 'price')!;
    expect(price.max).toBe(2_400_000);
    expect(price.step).toBe(priceStep(2_400_000));
    expect(components.find((c) => c.key === 'delivery')!.options[0].label).toBe('매장 방문 수령');
  });

  it('drops the category select inside one category and the e-bike box for skis', () => {
    const components = buildComponents({ categoryKey: 'road', code: 'SKI' }, facets, bounds);
    expect(components.some((c) => c.key === 'category')).toBe(false);
    const group = components.find((c) => c.type === 'group')!;
    expect(group.children.map((c) => c.key)).toEqual(['lease']);
  });

  it('never offers a price above 10,000,000원', () => {
    const [price] = buildComponents({}, [], { ...bounds, maxPrice: 45_000_000 }).filter((c) => c.key === 'price');
    expect(price.max).toBe(10_000_000);
  });
});
