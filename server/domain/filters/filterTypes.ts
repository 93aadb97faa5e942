import { z } from 'zod';

/** docs/product.md §9 Filter types; the screen draws each one with its own control. */
export const FILTER_TYPES = ['SELECT', 'MULTI_SELECT', 'checkbox', 'radio', 'range', 'slider', 'group'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export type FilterOption = { label: string; value: string; count: number };

/**
 * One control of a filter sheet, as data: lists, search and business pages share one renderer, and a
 * category decides which controls it has (a road bike has no snowboard length).
 */
export type FilterComponent = {
  key: string;
  type: FilterType;
  title: string;
  options: FilterOption[];
  min: number | null;
  max: number | null;
  step: number | null;
  unit: string | null;
  children: FilterComponent[];
};

/** The 1e7 limit of docs/product.md §9: no price filter goes past 10,000,000원. */
export const PRICE_FILTER_MAX = 10_000_000;

export const FILTER_KEYS = [
  'category',
  'brand',
  'price',
  'year',
  'delivery',
  'region',
  'elect',
  'lease',
  'grade',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Filter values arriving from a caller: bounded so a request cannot ask for a thousand conditions. */
export const filterValuesSchema = z
  .array(
    z.object({
      key: z.enum(FILTER_KEYS, { message: '알 수 없는 필터예요.' }),
      value: z.string().trim().min(1).max(60),
    })
  )
  .max(30);

export type FilterValueInput = z.infer<typeof filterValuesSchema>[number];

export function component(
  partial: Pick<FilterComponent, 'key' | 'type' | 'title'> & Partial<FilterComponent>
): FilterComponent {
  return { options: [], min: null, max: null, step: null, unit: null, children: [], ...partial };
}
