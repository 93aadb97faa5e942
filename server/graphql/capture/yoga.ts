import { getDb } from '@/server/db';
import { createServiceYoga, type ServiceYoga } from '../createServiceYoga';
import { captureSchema } from './schema';

export const CAPTURE_ENDPOINT = '/capture/v1/graphql';

// One yoga per process on globalThis: Next compiles each route separately, and SSR calls the same
// instance in-process through captureYoga().fetch.
const holder = globalThis as unknown as { __ridemarketCaptureYoga?: ServiceYoga };

export function captureYoga(): ServiceYoga {
  holder.__ridemarketCaptureYoga ??= createServiceYoga({
    name: 'capture',
    schema: captureSchema,
    getDb,
    graphqlEndpoint: CAPTURE_ENDPOINT,
  });
  return holder.__ridemarketCaptureYoga;
}
