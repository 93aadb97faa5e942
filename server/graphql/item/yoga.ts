import { getDb } from '@/server/db';
import { createServiceYoga, type ServiceYoga } from '../createServiceYoga';
import { itemSchema } from './schema';

export const ITEM_ENDPOINT = '/item/v1/graphql';

// One yoga per process on globalThis: Next compiles each route separately, and SSR calls the same
// instance in-process through itemYoga().fetch.
const holder = globalThis as unknown as { __ridemarketItemYoga?: ServiceYoga };

export function itemYoga(): ServiceYoga {
  holder.__ridemarketItemYoga ??= createServiceYoga({
    name: 'item',
    schema: itemSchema,
    getDb,
    graphqlEndpoint: ITEM_ENDPOINT,
  });
  return holder.__ridemarketItemYoga;
}
