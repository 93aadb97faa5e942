import { SERVICE_PATHS } from '@/lib/servicePaths';
import { getDb } from '@/server/db';
import { processSingleton } from '../../processSingleton';
import { createServiceYoga, type ServiceYoga } from '../createServiceYoga';
import { orderSchema } from './schema';

export const ORDER_ENDPOINT = SERVICE_PATHS.order;

/** The process's order service: the API route serves it, SSR calls it in-process through .fetch. */
export function orderYoga(): ServiceYoga {
  return processSingleton('orderYoga', () =>
    createServiceYoga({ name: 'order', schema: orderSchema, getDb, graphqlEndpoint: ORDER_ENDPOINT })
  );
}
