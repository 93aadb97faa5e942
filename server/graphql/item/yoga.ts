import { SERVICE_PATHS } from '@/lib/servicePaths';
import { getDb } from '@/server/db';
import { processSingleton } from '../../processSingleton';
import { createServiceYoga, type ServiceYoga } from '../createServiceYoga';
import { itemSchema } from './schema';

export const ITEM_ENDPOINT = SERVICE_PATHS.item;

/** The process's item service: the API route serves it, SSR calls it in-process through .fetch. */
export function itemYoga(): ServiceYoga {
  return processSingleton('itemYoga', () =>
    createServiceYoga({ name: 'item', schema: itemSchema, getDb, graphqlEndpoint: ITEM_ENDPOINT })
  );
}
