import path from 'node:path';
import { openPglite, openPostgres, type DbHandle } from '../server/db/client';
import { serverEnv } from '../server/env';

/** The database the app is configured for (DATABASE_URL, or the embedded one under DATA_DIR), for scripts. */
export async function openConfiguredDb(): Promise<{ handle: DbHandle; where: string }> {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return { handle: await openPostgres(env.DATABASE_URL, 2), where: `PostgreSQL ${url.host}${url.pathname}` };
  }
  const dir = path.resolve(env.DATA_DIR, 'pglite');
  console.log(
    '내장 데이터베이스(PGlite)는 한 번에 한 프로세스만 열 수 있습니다. 앱(npm start, npm run dev)을 먼저 멈춘 뒤 실행하세요.'
  );
  console.log(
    'The embedded database allows one process at a time: stop the app (npm start / npm run dev) before running this.'
  );
  return { handle: await openPglite(dir), where: `PGlite ${dir}` };
}
