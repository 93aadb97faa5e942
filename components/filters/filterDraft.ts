import { addFilterValue, removeFilterValue, type FilterValue } from '@/lib/filterValues';
import { formatWon } from '@/lib/money';
import type { FilterComponentView } from '@/api/item/filterSchemas';

/** Multi-value controls keep one entry per chosen value; the others one entry per key (§4 filter values rule). */
export function isMultiValue(component: FilterComponentView): boolean {
  return component.type === 'MULTI_SELECT' || component.type === 'checkbox';
}

export function toggleValue(values: FilterValue[], component: FilterComponentView, value: string): FilterValue[] {
  const chosen = values.some((v) => v.key === component.key && String(v.value) === value);
  if (chosen) return removeFilterValue(values, component.key, isMultiValue(component) ? value : undefined);
  return addFilterValue(values, { key: component.key, value }, isMultiValue(component) ? 'keyAndValue' : 'key');
}

export function setSingleValue(values: FilterValue[], key: string, value: string | null): FilterValue[] {
  return value === null || value === ''
    ? removeFilterValue(values, key)
    : addFilterValue(values, { key, value }, 'key');
}

export function chosenValues(values: readonly FilterValue[], key: string): string[] {
  return values.filter((v) => v.key === key).map((v) => String(v.value));
}

/** Every control of a sheet, groups opened up: chips and labels look values up by key. */
export function flattenComponents(components: readonly FilterComponentView[]): FilterComponentView[] {
  return components.flatMap((c) => (c.type === 'group' ? flattenComponents(c.children) : [c]));
}

/** The words a chip shows for one chosen value ("브롬톤", "10만원~30만원", "2022년 이후"). */
export function valueLabel(component: FilterComponentView | undefined, value: string): string {
  if (!component) return value;
  if (component.type === 'range') {
    const [min, max] = value.split('~');
    const from = min ? formatWon(Number(min)) : '';
    const to = max ? formatWon(Number(max)) : '';
    return `${from}~${to}`;
  }
  if (component.type === 'slider') return `${value}${component.unit ?? ''} 이후`;
  return component.options.find((o) => o.value === value)?.label ?? value;
}
