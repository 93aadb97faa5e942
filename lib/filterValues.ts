/**
 * Filter values (docs/product.md §3: a list of key/value pairs) and their §4 rule:
 * - adding an entry with the same key (single-value filters: a sort, a radio, a map centre) or with
 *   the same key and value (multi-value filters: checkboxes) replaces the existing one, in place, so
 *   chips do not jump around while the user refines;
 * - otherwise the new entry is placed first, because the newest choice is the one the user looks for;
 * - removal is by key (every value of that filter) or by key and value (one checkbox).
 */

export type FilterValue = { key: string; value: string | number };

/** 'key': the filter holds one value per key; 'keyAndValue': several values per key (MULTI_SELECT, checkbox). */
export type FilterMatch = 'key' | 'keyAndValue';

function matches(entry: FilterValue, target: FilterValue, match: FilterMatch): boolean {
  return entry.key === target.key && (match === 'key' || entry.value === target.value);
}

export function addFilterValue(
  values: readonly FilterValue[],
  entry: FilterValue,
  match: FilterMatch = 'key'
): FilterValue[] {
  const index = values.findIndex((existing) => matches(existing, entry, match));
  if (index === -1) return [{ ...entry }, ...values];
  return values.map((existing, i) => (i === index ? { ...entry } : existing));
}

/** Removes every entry of `key`, or only the entry `key`=`value` when a value is given. */
export function removeFilterValue(
  values: readonly FilterValue[],
  key: string,
  value?: FilterValue['value']
): FilterValue[] {
  return values.filter((entry) => entry.key !== key || (value !== undefined && entry.value !== value));
}

export function filterValueOf(values: readonly FilterValue[], key: string): FilterValue['value'] | undefined {
  return values.find((entry) => entry.key === key)?.value;
}
