/**
 * The database side of `npm run test:cluster` (scripts/ops/cluster.mjs, docs/operations.md §10),
 * run with tsx against the cluster's own PostgreSQL (DATABASE_URL):
 *   prepare <state.json>          migrate and seed as the server would, then add what the checks use:
 *                                 an email member who signs in with a password, a seller and the sale
 *                                 item whose price they change, RACERS members (200) and a rental with
 *                                 one unit they all try to book, and rental holds made 20 minutes ago
 *                                 by the real prepareCheckout (past their 15-minute expiry when the
 *                                 instances start, so only the hold-expiry job releases them)
 *   sessions <in.json> <out.json> signed-in devices for the given users, as a login makes them (the
 *                                 access cookie lives 5 minutes, so they are made just before use):
 *                                 in {secret, userIds}, out {cookies: {userId: "Cookie header"}}
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { migrateDb, openPostgres, type Db } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { queryRows } from '../../server/db/rows';
import { hashPassword } from '../../server/auth/passwords';
import { signIn } from '../../server/auth/signIn';
import { prepareCheckout } from '../../server/domain/checkout/prepareCheckout';
import { quoteCheckout } from '../../server/domain/checkout/quoteCheckout';
import { rentalInput, sandbox, seedCheckoutFixture, SITE } from '../../tests/support/checkoutFixture';

const RACERS = Number(process.env.CLUSTER_RACERS || '200');
const STALE_HOLDS = 3;
const STALE_AGE_MS = 20 * 60_000;

type Member = { userId: number; email: string; password: string };

/** Members sharing one password hash (argon2 takes a tenth of a second each; 200 of them need not). */
async function addMembers(db: Db, prefix: string, count: number, password: string): Promise<Member[]> {
  const hash = await hashPassword(password);
  const tag = crypto.randomBytes(3).toString('hex');
  const members: Member[] = [];
  for (let i = 0; i < count; i += 1) {
    const email = `${prefix}${i}-${tag}@example.com`;
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`
      INSERT INTO users (email, password_hash, nickname, nick_type, name, phone, regist_key_type, email_verified_at, phone_verified_at, person_hash)
      VALUES (${email}, ${hash}, ${`${prefix.slice(0, 4)}${tag.slice(0, 3)}${i}`}, 'CUSTOM', '김클러', ${`0109${String(i).padStart(7, '0')}`},
              'EMAIL', now(), now(), ${crypto.randomBytes(32).toString('hex')})
      RETURNING id`
    );
    members.push({ userId: row.id, email, password });
  }
  return members;
}

async function commandPrepare(db: Db, file: string): Promise<void> {
  await seedIfEmpty(db);
  // The password rules refuse a character four times in a row; a hex tag never has one in this form.
  const password = `Cluster-${crypto.randomBytes(6).toString('hex')}-2026`;
  const [member] = await addMembers(db, 'cluster', 1, password);
  const priced = await seedCheckoutFixture(db, { units: 1, saleStock: 10 });
  const [seller] = await addMembers(db, 'seller', 1, password);
  await db.execute(sql`UPDATE users SET business_id = ${priced.businessId} WHERE id = ${seller.userId}`);
  const racers = await addMembers(db, 'racer', RACERS, password);
  const race = await seedCheckoutFixture(db, { units: 1, saleStock: 1 });
  // Stale holds, each on its own two days of a one-unit rental, prepared in the past, each by a member
  // of its own: a member's new checkout of an item ends their earlier unpaid one (checkoutLimits.ts).
  const stale = await seedCheckoutFixture(db, { units: 1, saleStock: 1 });
  const holders = await addMembers(db, 'holder', STALE_HOLDS, password);
  const past = new Date(Date.now() - STALE_AGE_MS);
  const staleOrderIds: number[] = [];
  for (let i = 0; i < STALE_HOLDS; i += 1) {
    const input = rentalInput(stale, 2 + i * 2, 3 + i * 2);
    const quote = await quoteCheckout(db, holders[i].userId, input.selection, input.choices, past);
    const prepared = await prepareCheckout(
      db,
      sandbox(db),
      holders[i].userId,
      { ...input, expectedAmount: quote.chargeNow, idempotencyKey: `cluster-stale-${i}` },
      SITE,
      past
    );
    staleOrderIds.push(prepared.orderId);
  }
  const state = {
    member,
    seller: { userId: seller.userId, businessId: priced.businessId, itemId: priced.sale.itemId },
    racers: racers.map((r) => r.userId),
    race: { itemId: race.rental.itemId, optionId: race.rental.optionId, startDate: race.day(5), endDate: race.day(6) },
    staleOrderIds,
  };
  fs.writeFileSync(file, JSON.stringify(state));
}

async function commandSessions(db: Db, input: { secret: string; userIds: number[] }, out: string): Promise<void> {
  const cookies: Record<number, string> = {};
  for (const userId of input.userIds) {
    const setCookies = await signIn(db, userId, {
      userAgent: 'ridemarket-cluster-test',
      options: { secret: input.secret, secure: true, now: new Date() },
    });
    cookies[userId] = setCookies.map((line) => line.split(';')[0]).join('; ');
  }
  fs.writeFileSync(out, JSON.stringify({ cookies }));
}

async function main(): Promise<void> {
  const [command, file, out] = process.argv.slice(2);
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL must be set');
  const handle = await openPostgres(process.env.DATABASE_URL, 4);
  try {
    await migrateDb(handle);
    if (command === 'prepare') await commandPrepare(handle.db, file);
    else if (command === 'sessions') await commandSessions(handle.db, JSON.parse(fs.readFileSync(file, 'utf8')), out);
    else throw new Error('usage: tsx scripts/ops/clusterDb.ts prepare <state.json> | sessions <in.json> <out.json>');
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(
      `[cluster] 데이터베이스 작업 실패: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    );
    process.exit(1);
  }
);
