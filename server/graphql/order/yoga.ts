import { getDb } from '@/server/db';
import { createServiceYoga, type ServiceYoga } from '../createServiceYoga';
import { orderSchema } from './schema';

export const ORDER_ENDPOINT = '/order/v1/graphql';

// One yoga per process on globalThis (see capture/yoga.ts).
const holder = globalThis as unknown as { __ridemarketOrderYoga?: ServiceYoga };

export function orderYoga(): ServiceYoga {
  holder.__ridemarketOrderYoga ??= createServiceYoga({
    name: 'order',
    schema: orderSchema,
    getDb,
    graphqlEndpoint: ORDER_ENDPOINT,
  });
  return holder.__ridemarketOrderYoga;
}
