import type { RestRoute } from '../rest/restTypes';
import { sessionRoutes } from './sessionRoutes';

/** Every route of /app/v4/auth, one module per flow. */
export const authRoutes: RestRoute[] = [
  ...sessionRoutes,
];
