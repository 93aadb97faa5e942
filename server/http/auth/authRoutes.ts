import type { RestRoute } from '../rest/restTypes';
import { sessionRoutes } from './sessionRoutes';
import { registrationRoutes } from './registrationRoutes';
import { passwordRoutes } from './passwordRoutes';

/** Every route of /app/v4/auth, one module per flow. */
export const authRoutes: RestRoute[] = [
  ...sessionRoutes,
  ...registrationRoutes,
  ...passwordRoutes,
];
