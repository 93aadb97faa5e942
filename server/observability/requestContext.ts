import { AsyncLocalStorage } from 'node:async_hooks';
import { processSingleton } from '../processSingleton';

/**
 * The HTTP request the current code runs for, carried across awaits (AsyncLocalStorage), so that a
 * log line written anywhere below it (a page's loader, Next's own error print, a resolver) carries
 * the request's id without every caller passing it along. Set by the HTTP observer around Next's
 * handler (httpObserver.ts); absent in jobs, at start-up and in tests.
 */
export type RequestContext = { requestId: string; method: string; path: string };

const storage = () => processSingleton('requestContext', () => new AsyncLocalStorage<RequestContext>());

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage().run(context, work);
}

export function currentRequest(): RequestContext | undefined {
  return storage().getStore();
}
