import { serverEnv } from './env';
import { warmServer } from './warm';
import { startJobs } from './jobs';

/**
 * Server start: checks the environment, then opens, migrates and seeds the database, so no visitor
 * pays the ~3 s PGlite start-up. A bad environment or an unreachable database stops the process
 * with the cause: Next would otherwise log it and keep serving errors.
 */
export async function startServer(): Promise<void> {
  try {
    serverEnv();
    await warmServer();
    startJobs();
  } catch (error) {
    console.error(`[start] 서버를 시작할 수 없습니다: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
