/** Runs once when the Next.js server starts (Node runtime only): see server/startup.ts. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installMethodGuard } = await import('./server/http/methodGuard');
  installMethodGuard();
  const { startServer } = await import('./server/startup');
  await startServer();
}
