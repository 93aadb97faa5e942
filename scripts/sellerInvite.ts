/**
 * `npm run seller:invite -- --business <id>`: issues a single-use seller invite code for a business and
 * prints it once, with the business's name and the expiry in Asia/Seoul (valid 7 days). The member who
 * will run the business redeems it at /seller/join. DATABASE_URL → PostgreSQL; otherwise the embedded
 * PGlite under DATA_DIR (one process at a time: stop the app first).
 */
import { migrateDb } from '../server/db/client';
import { openConfiguredDb } from './openConfiguredDb';
import { runSellerInviteCommand } from '../server/domain/seller/sellerInvitesCli';

async function main(): Promise<number> {
  const { handle, where } = await openConfiguredDb();
  try {
    console.log(`데이터베이스: ${where}`);
    // A database the app has not started on yet gets its tables first (the same migrations as at start-up).
    await migrateDb(handle);
    return await runSellerInviteCommand(handle.db, process.argv.slice(2), { out: console.log, err: console.error });
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('초대 코드 발급 실패 (failed):', error);
    process.exit(1);
  }
);
