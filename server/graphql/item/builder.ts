import SchemaBuilder, { type ObjectFieldBuilder } from '@pothos/core';
import type { ServiceContext } from '../context';

/** One Pothos builder for the item service: code-first, typed by the shared service context. */
export const builder = new SchemaBuilder<{
  Context: ServiceContext;
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

export const CategoryCodeEnum = builder.enumType('CategoryCode', { values: ['BIKE', 'SKI'] as const });
export const DealTypeEnum = builder.enumType('DealType', { values: ['RENTAL', 'SELL'] as const });
export const ItemConditionEnum = builder.enumType('ItemCondition', { values: ['NEW', 'USED'] as const });
export const DeliveryTypeEnum = builder.enumType('DeliveryType', { values: ['PICKUP', 'DELIVERY', 'PARCEL'] as const });

type ItemSchemaTypes = typeof builder extends PothosSchemaBuilder<infer T> ? T : never;
type PothosSchemaBuilder<T extends Partial<PothosSchemaTypes.UserSchemaTypes>> = PothosSchemaTypes.SchemaBuilder<
  PothosSchemaTypes.ExtendDefaultTypes<T>
>;

/** The field builder of an object type whose parent is T (for shared field groups). */
export type PothosFieldBuilder<T> = ObjectFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<ItemSchemaTypes>, T>;
