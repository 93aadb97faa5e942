import { getDb } from '../../db';
import { serverEnv } from '../../env';
import { processSingleton } from '../../processSingleton';
import { createRestRouter, type RestRouter } from '../rest/restRouter';
import { paymentRoutes } from './paymentRoutes';

export const PAYMENTS_PREFIX = '/app/v4/payments';

/** The process's /app/v4/payments router (served by pages/api/v4/payments/[...path].ts). */
export function paymentRouter(): RestRouter {
  return processSingleton('paymentRouter', () =>
    createRestRouter({
      prefix: PAYMENTS_PREFIX,
      routes: paymentRoutes,
      getDb,
      siteUrl: () => serverEnv().SITE_URL,
      trustProxy: () => serverEnv().TRUST_PROXY,
    })
  );
}
