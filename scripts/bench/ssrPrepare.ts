/**
 * Prepares the database of one bench:ssr server before it starts (DATABASE_URL → PostgreSQL, else
 * the embedded PGlite under DATA_DIR): migrated and seeded with the very functions the server runs
 * at start (migrateDb, seedIfEmpty), plus one email member to sign in as. The seed has no such
 * member (its reviewers are social accounts without a password), and the embedded database can't
 * be written beside its running server, so the member is added here, as the browser tests add one
 * on PostgreSQL. Prints `BENCH_RESULT {"email","password"}`.
 */
import crypto from 'node:crypto';
import { migrateDb } from '../../server/db/client';
import { users } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { hashPassword } from '../../server/auth/passwords';
import { openConfiguredDb } from '../openConfiguredDb';

async function main(): Promise<void> {
  const started = performance.now();
  const { handle, where } = await openConfiguredDb();
  try {
    await migrateDb(handle);
    const seeded = await seedIfEmpty(handle.db);
    // The tag goes into the password, whose rules refuse a character four times in a row.
    let tag = crypto.randomBytes(4).toString('hex');
    while (/(.)\1{3}/.test(tag)) tag = crypto.randomBytes(4).toString('hex');
    // Valid for every rule of the sign-up form (nickname 2–12 characters, password classes).
    const member = { email: `bench-${tag}@example.com`, password: `Bench-${tag}-2026` };
    await handle.db.insert(users).values({
      email: member.email,
      passwordHash: await hashPassword(member.password),
      nickname: `벤치${tag.slice(0, 6)}`,
      nickType: 'CUSTOM',
      name: '김벤치',
      phone: '01012345678',
      registKeyType: 'EMAIL',
      emailVerifiedAt: new Date(),
      phoneVerifiedAt: new Date(),
      personHash: crypto.randomBytes(32).toString('hex'),
    });
    console.log(
      `${where}: ${seeded ? `seeded (${seeded.items} items)` : 'already seeded'}, member ${member.email}, ${Math.round(performance.now() - started)} ms`
    );
    console.log(`BENCH_RESULT ${JSON.stringify(member)}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('bench:ssr database preparation failed:', error);
  process.exit(1);
});
