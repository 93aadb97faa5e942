import { getDb } from '../../db';
import { serverEnv } from '../../env';
import { processSingleton } from '../../processSingleton';
import { createRestRouter, type RestRouter } from '../rest/restRouter';
import { authRoutes } from './authRoutes';

export const AUTH_PREFIX = '/app/v4/auth';

/** The process's /app/v4/auth router (served by pages/api/v4/auth/[...path].ts). */
export function authRouter(): RestRouter {
  return processSingleton('authRouter', () =>
    createRestRouter({
      prefix: AUTH_PREFIX,
      routes: authRoutes,
      getDb,
      siteUrl: () => serverEnv().SITE_URL,
      trustProxy: () => serverEnv().TRUST_PROXY,
    })
  );
}
