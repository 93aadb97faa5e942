import { SERVICE_PATHS } from '@/lib/servicePaths';
import { getDb } from '@/server/db';
import { processSingleton } from '../../processSingleton';
import { createServiceYoga, type ServiceYoga } from '../createServiceYoga';
import { adminSchema } from './schema';

/** The process's admin service: the API route serves it, the console's pages call it in-process. */
export function adminYoga(): ServiceYoga {
  return processSingleton('adminYoga', () =>
    createServiceYoga({ name: 'admin', schema: adminSchema, getDb, graphqlEndpoint: SERVICE_PATHS.admin })
  );
}
