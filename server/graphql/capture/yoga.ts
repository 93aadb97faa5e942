import { SERVICE_PATHS } from '@/lib/servicePaths';
import { getDb } from '@/server/db';
import { processSingleton } from '../../processSingleton';
import { createServiceYoga, type ServiceYoga } from '../createServiceYoga';
import { captureSchema } from './schema';

export const CAPTURE_ENDPOINT = SERVICE_PATHS.capture;

/** The process's capture service: the API route serves it, SSR calls it in-process through .fetch. */
export function captureYoga(): ServiceYoga {
  return processSingleton('captureYoga', () =>
    createServiceYoga({ name: 'capture', schema: captureSchema, getDb, graphqlEndpoint: CAPTURE_ENDPOINT })
  );
}
