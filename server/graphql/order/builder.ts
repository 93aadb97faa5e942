import SchemaBuilder from '@pothos/core';
import type { ServiceContext } from '../context';

/** The order service's own builder: orders, payments, coupons, points, cards and addresses. */
export const builder = new SchemaBuilder<{ Context: ServiceContext; DefaultFieldNullability: false }>({
  // Answers are non-null unless a field says otherwise, as in the other services.
  defaultFieldNullability: false,
});
