import type { RestRoute } from '../rest/restTypes';
import { sessionRoutes } from './sessionRoutes';
import { registrationRoutes } from './registrationRoutes';
import { passwordRoutes } from './passwordRoutes';
import { identityRoutes } from './identityRoutes';
import { registrationIdentityRoutes } from './registrationIdentityRoutes';
import { findIdRoutes } from './findIdRoutes';
import { oauthRoutes } from './oauthRoutes';

/** Every route of /app/v4/auth, one module per flow. */
export const authRoutes: RestRoute[] = [
  ...sessionRoutes,
  ...registrationRoutes,
  ...passwordRoutes,
  ...identityRoutes,
  ...registrationIdentityRoutes,
  ...findIdRoutes,
  ...oauthRoutes,
];
