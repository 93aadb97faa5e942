import { getDb } from '../db';
import { serverEnv } from '../env';
import { processSingleton } from '../processSingleton';
import { createImageUploadHandler } from './imageUploadHandler';
import type { RestRouter } from './rest/restRouter';

/** The process's upload handler (served by pages/api/v4/images/index.ts). */
export function imageUploadRouter(): RestRouter {
  return processSingleton('imageUploadRouter', () =>
    createImageUploadHandler({
      getDb,
      siteUrl: () => serverEnv().SITE_URL,
      trustProxy: () => serverEnv().TRUST_PROXY,
    })
  );
}
