/**
 * Runs once when the Next.js server starts: opens, migrates and seeds the database (and fails the
 * start with a clear message on a bad environment), so no visitor pays the ~3 s PGlite start-up.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./server/env');
  serverEnv();
  const { warmServer } = await import('./server/warm');
  await warmServer();
}
