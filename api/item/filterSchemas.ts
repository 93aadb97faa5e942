import type { FilterLeafFieldsFragment } from './generated';

/** The filter control types the screens draw (docs/product.md §9); the wire carries them as a string. */
export type FilterType = 'SELECT' | 'MULTI_SELECT' | 'checkbox' | 'radio' | 'range' | 'slider' | 'group';

/** A filter control as the screens use it: a `group` nests its controls, every level has `children`. */
export type FilterComponentView = Omit<FilterLeafFieldsFragment, 'type'> & {
  type: FilterType;
  children: FilterComponentView[];
};

type FilterAnswer = FilterLeafFieldsFragment & { children?: FilterAnswer[] };

/**
 * A filter control as the screens use it (fragment FilterComponentFields → FilterComponentView):
 * the deepest level read has no `children`, and the control type is a string on the wire.
 */
export function toFilterView(component: FilterAnswer): FilterComponentView {
  return { ...component, type: component.type as FilterType, children: (component.children ?? []).map(toFilterView) };
}
