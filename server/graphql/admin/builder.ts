import SchemaBuilder from '@pothos/core';
import type { ServiceContext } from '../context';

/**
 * The operator console's builder (docs/decisions/0014-operator-console.md): its own service, so its
 * contract and limits are apart from the shopper's. Every resolver checks the operator first.
 */
export const builder = new SchemaBuilder<{ Context: ServiceContext; DefaultFieldNullability: false }>({
  defaultFieldNullability: false,
});
