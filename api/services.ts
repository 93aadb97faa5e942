/**
 * What thunks get as `extraArgument` (docs/architecture.md §5): the client plus the per-service
 * functions bound to it. Thunks never build clients themselves, so the same thunk runs on the server
 * (in-process transport, the request's identity) and in the browser (HTTP), and tests inject fakes.
 */
import { apiBaseFor } from '@/lib/apiBase';
import { bindCaptureApi, type CaptureApi } from './capture';
import { createApiClient, type ApiClient } from './client';
import { createBrowserIdentityJar } from './identityJar';

export type Services = {
  client: ApiClient;
  capture: CaptureApi;
};

export function createServices(client: ApiClient): Services {
  return { client, capture: bindCaptureApi(client) };
}

/**
 * The browser's services: the real fetch with credentials, the no-op jar (HttpOnly cookies travel by
 * themselves) and the session-storage answer cache. `appEnv` comes from `NEXT_PUBLIC_APP_ENV`.
 */
export function createBrowserServices(appEnv: string | undefined): Services {
  return createServices(createApiClient({ baseUrl: apiBaseFor(appEnv), identity: createBrowserIdentityJar() }));
}
