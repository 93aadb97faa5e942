/**
 * The list pages keep the shopper's choice (category, sort, filter values) in the URL: a shared link
 * or a crawler sees the same list, and coming back through history restores the same choice.
 * Filter values travel as repeated `filter=key:value` parameters.
 */
import type { FilterValue } from '@/lib/filterValues';

export type QueryParams = Record<string, string | string[] | undefined>;

// The service accepts at most 30 values; more in a URL can only be a hand-made link.
const MAX_FILTERS = 30;

export function firstParam(query: QueryParams, key: string): string | undefined {
  const value = query[key];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() !== '' ? first.trim() : undefined;
}

export function filtersFromQuery(query: QueryParams): FilterValue[] {
  const raw = query.filter;
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  const values: FilterValue[] = [];
  for (const entry of list.slice(0, MAX_FILTERS)) {
    const at = entry.indexOf(':');
    if (at <= 0 || at === entry.length - 1) continue;
    values.push({ key: entry.slice(0, at), value: entry.slice(at + 1) });
  }
  return values;
}

export function filtersToQuery(filters: readonly FilterValue[]): string[] {
  return filters.map((f) => `${f.key}:${f.value}`);
}

/** The query of a list URL; empty parts are left out so the plain URL stays plain. */
export function listUrlQuery(parts: {
  category?: string | null;
  sort?: string | null;
  filters: readonly FilterValue[];
}): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (parts.category) query.category = parts.category;
  if (parts.sort) query.sort = parts.sort;
  if (parts.filters.length > 0) query.filter = filtersToQuery(parts.filters);
  return query;
}
