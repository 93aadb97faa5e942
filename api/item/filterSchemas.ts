import { z } from 'zod';

/** Fields of a filter control; `group` nests its controls one level (two levels are read for safety). */
export const FILTER_COMPONENT_FIELDS = /* GraphQL */ `
  fragment FilterLeafFields on FilterComponent {
    key type title min max step unit
    options { label value count }
  }
  fragment FilterComponentFields on FilterComponent {
    ...FilterLeafFields
    children { ...FilterLeafFields children { ...FilterLeafFields } }
  }
`;

const filterTypeSchema = z.enum(['SELECT', 'MULTI_SELECT', 'checkbox', 'radio', 'range', 'slider', 'group']);

const leafSchema = z.object({
  key: z.string(),
  type: filterTypeSchema,
  title: z.string(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  step: z.number().nullable(),
  unit: z.string().nullable(),
  options: z.array(z.object({ label: z.string(), value: z.string(), count: z.number().int() })),
});

export type FilterComponentView = z.infer<typeof leafSchema> & { children: FilterComponentView[] };

export const filterComponentSchema: z.ZodType<FilterComponentView> = leafSchema.extend({
  children: z.lazy(() => z.array(filterComponentSchema)).default([]),
}) as z.ZodType<FilterComponentView>;

type FilterAnswer = Omit<FilterComponentView, 'type' | 'children'> & { type: string; children?: FilterAnswer[] };

/**
 * A filter control as the screens use it (fragment FilterComponentFields → FilterComponentView):
 * the deepest level read has no `children`, and the control type is a string on the wire.
 */
export function toFilterView(component: FilterAnswer): FilterComponentView {
  return { ...component, type: component.type as FilterComponentView['type'], children: (component.children ?? []).map(toFilterView) };
}
