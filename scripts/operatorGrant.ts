/**
 * `npm run operator:grant -- --email <address>`: gives the OPERATOR role to the member with that email
 * (docs/operations.md §7 Operators). The only way to make an operator. DATABASE_URL → PostgreSQL; otherwise the
 * embedded PGlite under DATA_DIR (one process at a time: stop the app first).
 */
import { migrateDb } from '../server/db/client';
import { openConfiguredDb } from './openConfiguredDb';
import { runOperatorGrantCommand } from '../server/domain/admin/operatorGrantCli';

async function main(): Promise<number> {
  const { handle, where } = await openConfiguredDb();
  try {
    console.log(`데이터베이스: ${where}`);
    await migrateDb(handle);
    return await runOperatorGrantCommand(handle.db, process.argv.slice(2), { out: console.log, err: console.error });
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('운영자 권한 부여 실패 (failed):', error);
    process.exit(1);
  }
);
