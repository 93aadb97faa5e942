import SchemaBuilder from '@pothos/core';
import type { YogaInitialContext } from 'graphql-yoga';
import type { ServiceContext } from '../context';

export type OrderContext = ServiceContext & YogaInitialContext;

/** The order service's own builder; orders, payments, coupons and points grow here in later issues. */
export const builder = new SchemaBuilder<{ Context: OrderContext; DefaultFieldNullability: false }>({
  // Answers are non-null unless a field says otherwise, as in the other services.
  defaultFieldNullability: false,
});
