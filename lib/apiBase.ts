/**
 * The API base by environment (docs/product.md §7: production, test, stage, or a local default). Local means
 * same origin (''), which is also what a deployment of this single app wants: the services are served
 * by the same Next.js process, so the browser calls relative paths and cookies stay first-party.
 */

export const APP_ENVS = ['production', 'test', 'stage', 'local'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

const API_BASES: Record<AppEnv, string> = {
  production: 'https://www.ridemarket.kr',
  test: 'https://test.ridemarket.kr',
  stage: 'https://stage.ridemarket.kr',
  local: '',
};

export function isAppEnv(value: unknown): value is AppEnv {
  return typeof value === 'string' && (APP_ENVS as readonly string[]).includes(value);
}

/** Unknown or missing values fall back to local: a typo must not send a developer's traffic to production. */
export function apiBaseFor(appEnv: string | null | undefined): string {
  return API_BASES[isAppEnv(appEnv) ? appEnv : 'local'];
}
