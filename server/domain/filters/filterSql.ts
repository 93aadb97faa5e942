import { sql, type SQL } from 'drizzle-orm';
import { DomainError } from '@/lib/errors';
import { filterValuesSchema, PRICE_FILTER_MAX, type FilterKey, type FilterValueInput } from './filterTypes';

const DELIVERY = new Set(['PICKUP', 'DELIVERY', 'PARCEL']);

function invalid(key: string): never {
  throw new DomainError('INVALID_INPUT', undefined, { [key]: '필터 값을 다시 확인해 주세요.' });
}

/** "min~max" in won; either side may be empty ("~300000", "100000~"). */
export function parsePriceRange(value: string): { min: number; max: number } {
  const match = /^(\d{0,8})~(\d{0,8})$/.exec(value);
  if (!match) invalid('price');
  const min = match[1] === '' ? 0 : Number(match[1]);
  const max = match[2] === '' ? PRICE_FILTER_MAX : Number(match[2]);
  if (min > max || max > PRICE_FILTER_MAX) invalid('price');
  return { min, max };
}

function valuesByKey(values: readonly FilterValueInput[]): Map<FilterKey, string[]> {
  const grouped = new Map<FilterKey, string[]>();
  for (const { key, value } of values) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  return grouped;
}

const single = (key: FilterKey, list: string[]): string => (list.length === 1 ? list[0] : invalid(key));

/**
 * Turns filter values into SQL conditions over the aliases every listing query uses:
 * `i` items, `m` models (LEFT JOIN), `b` brands (LEFT JOIN), `c` categories, `s` businesses.
 * Several values of one multi-value key (brand, delivery, region, grade) are OR-ed, keys are AND-ed.
 * Values are bound parameters, never spliced into the text.
 */
export function filterConditions(raw: unknown): SQL[] {
  const parsed = filterValuesSchema.safeParse(raw);
  if (!parsed.success) invalid('filters');
  const conditions: SQL[] = [];
  for (const [key, list] of valuesByKey(parsed.data)) {
    switch (key) {
      case 'category':
        conditions.push(sql`c.key = ${single(key, list)}`);
        break;
      case 'brand':
        conditions.push(
          sql`b.key IN (${sql.join(
            list.map((v) => sql`${v}`),
            sql`, `
          )})`
        );
        break;
      case 'price': {
        const { min, max } = parsePriceRange(single(key, list));
        conditions.push(sql`i.price BETWEEN ${min} AND ${max}`);
        break;
      }
      case 'year': {
        const year = Number(single(key, list));
        if (!Number.isInteger(year) || year < 2000 || year > 2100) invalid(key);
        conditions.push(sql`m.model_year >= ${year}`);
        break;
      }
      case 'delivery':
        if (!list.every((v) => DELIVERY.has(v))) invalid(key);
        // Any of the chosen ways: the item's delivery array overlaps the chosen ones.
        conditions.push(
          sql`i.delivery_types && ARRAY[${sql.join(
            list.map((v) => sql`${v}`),
            sql`, `
          )}]::delivery_type[]`
        );
        break;
      case 'region':
        conditions.push(
          sql`s.region IN (${sql.join(
            list.map((v) => sql`${v}`),
            sql`, `
          )})`
        );
        break;
      case 'elect':
        if (single(key, list) !== 'true') invalid(key);
        conditions.push(sql`c.is_elect`);
        break;
      case 'lease':
        if (single(key, list) !== 'true') invalid(key);
        conditions.push(sql`i.is_lease_available`);
        break;
      case 'grade':
        conditions.push(
          sql`i.used_grade IN (${sql.join(
            list.map((v) => sql`${v}`),
            sql`, `
          )})`
        );
        break;
    }
  }
  return conditions;
}
