import type { Instrumentation } from 'next';

/** Runs once when the Next.js server starts (Node runtime only): see server/startup.ts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installMethodGuard } = await import('./server/http/methodGuard');
  installMethodGuard();
  const { startServer } = await import('./server/startup');
  await startServer();
}

/**
 * Next's hook for an error thrown while serving a request (a page's render or loader, an API route):
 * logged as one JSON line with the request id, route and redacted path (server/observability/requestErrors.ts).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./server/observability/requestErrors');
  logRequestError(error, request, context);
};
