import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { captureSchema } from './capture/schema';
import { itemSchema } from './item/schema';
import { orderSchema } from './order/schema';
import { adminSchema } from './admin/schema';

/**
 * Each service's contract as SDL, printed from its Pothos builder and committed beside it
 * (server/graphql/{service}/schema.graphql): reviewers see a contract change in the diff, and client
 * code can be generated from the files. `npm run schema` writes them; a unit test fails when one is
 * stale. Types are sorted, so the text depends on the schema only, not on import order.
 */
export const SERVICE_SCHEMAS: Record<'capture' | 'item' | 'order' | 'admin', GraphQLSchema> = {
  capture: captureSchema,
  item: itemSchema,
  order: orderSchema,
  admin: adminSchema,
};

export type ServiceName = keyof typeof SERVICE_SCHEMAS;

const HEADER =
  '# Generated from the Pothos builders by `npm run schema`. Do not edit: change the builder and run it.\n\n';

export function printServiceSdl(schema: GraphQLSchema): string {
  return `${HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
}

/** Where a service's SDL file lives, relative to the project root. */
export function sdlPath(service: ServiceName, root: string = process.cwd()): string {
  return path.join(root, 'server', 'graphql', service, 'schema.graphql');
}
