import { builder } from '../builder';
import type { FilterComponent, FilterOption } from '../../../domain/filters/filterTypes';

const FilterOptionRef = builder.objectRef<FilterOption>('FilterOption').implement({
  fields: (t) => ({
    label: t.exposeString('label'),
    value: t.exposeString('value'),
    count: t.exposeInt('count', { description: '이 조건에 맞는 상품 수' }),
  }),
});

/** docs/product.md §9 Filter types: one component; `group` holds its controls in `children`. */
export const FilterComponentRef = builder.objectRef<FilterComponent>('FilterComponent');
FilterComponentRef.implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    type: t.exposeString('type', { description: 'SELECT, MULTI_SELECT, checkbox, radio, range, slider, group' }),
    title: t.exposeString('title'),
    options: t.field({ type: [FilterOptionRef], resolve: (c) => c.options }),
    min: t.exposeFloat('min', { nullable: true }),
    max: t.exposeFloat('max', { nullable: true }),
    step: t.exposeFloat('step', { nullable: true }),
    unit: t.exposeString('unit', { nullable: true }),
    children: t.field({ type: [FilterComponentRef], resolve: (c) => c.children }),
  }),
});

export const FilterValueInputRef = builder.inputType('FilterValueInput', {
  description: '필터 값 (docs/product.md §3 Filter values: key/value)',
  fields: (t) => ({ key: t.string({ required: true }), value: t.string({ required: true }) }),
});
