/**
 * Prepares the database of one bench:messages server before it starts (DATABASE_URL → PostgreSQL,
 * else the embedded PGlite under DATA_DIR; the embedded one can't be written beside its running
 * server): migrated and seeded with the functions the server runs at start, then, in bulk SQL,
 * BENCH_THREADS customers, one seller for each business taking part, and one 문의 thread per
 * customer about a visible item, spread over as many businesses as the seed has. Every member gets
 * one password (hashed once: 400 argon2 hashes would cost minutes and measure nothing), and signs
 * in later through the real login. Prints `BENCH_RESULT {password, threads, sendLimit}`, the
 * message-send rate rule included so the runner can check its load stays under it.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { migrateDb } from '../../../server/db/client';
import { queryRows } from '../../../server/db/rows';
import { users } from '../../../server/db/schema';
import { seedIfEmpty } from '../../../server/db/seed';
import { hashPassword } from '../../../server/auth/passwords';
import { RATE_RULES } from '../../../server/security/rateRules';
import { openConfiguredDb } from '../../openConfiguredDb';

type ItemRow = { itemId: number; businessId: number };

const member = (tag: string, role: 'c' | 's', index: number, passwordHash: string, businessId: number | null) => ({
  email: `bench-${tag}-${role}${index}@example.com`,
  passwordHash,
  // 2–12 characters, unique: the sign-up form's rules.
  nickname: `${role === 'c' ? '벤치고객' : '벤치매장'}${tag.slice(0, 3)}${index}`,
  nickType: 'CUSTOM' as const,
  name: role === 'c' ? '김고객' : '이사장',
  phone: '01012345678',
  registKeyType: 'EMAIL' as const,
  emailVerifiedAt: new Date(),
  phoneVerifiedAt: new Date(),
  personHash: crypto.randomBytes(32).toString('hex'),
  businessId,
});

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_THREADS ?? 200);
  const started = performance.now();
  const { handle, where } = await openConfiguredDb();
  try {
    await migrateDb(handle);
    const seeded = await seedIfEmpty(handle.db);
    const db = handle.db;
    // Round-robin over the businesses (each one's first item, then each one's second …), so the
    // threads reach as many sellers as the seed has, as 문의 from many shoppers would.
    const items = await queryRows<ItemRow>(
      db,
      sql`SELECT id AS "itemId", business_id AS "businessId" FROM (
          SELECT i.id, i.business_id, row_number() OVER (PARTITION BY i.business_id ORDER BY i.id) AS rank
          FROM items i JOIN businesses b ON b.id = i.business_id
          WHERE i.status <> 'HIDDEN' AND b.suspended_at IS NULL) ranked
        ORDER BY rank, business_id LIMIT ${count}`
    );
    if (items.length < count) throw new Error(`only ${items.length} visible items for ${count} threads`);
    const tag = crypto.randomBytes(3).toString('hex');
    // The password rules refuse a character four times in a row; the tag is hex, the rest fixed.
    const password = `Bench-${tag}-2026!`;
    const passwordHash = await hashPassword(password);
    const businessIds = [...new Set(items.map((i) => Number(i.businessId)))];
    const sellers = await db
      .insert(users)
      .values(businessIds.map((businessId, i) => member(tag, 's', i, passwordHash, businessId)))
      .returning({ id: users.id, email: users.email, businessId: users.businessId });
    const sellerOf = new Map(sellers.map((s) => [s.businessId, s.email!]));
    const customerRows = items.map((_, i) => member(tag, 'c', i, passwordHash, null));
    const inserted = await db.insert(users).values(customerRows).returning({ id: users.id, email: users.email });
    // RETURNING promises no order: customer i is found by the email made for item i.
    const idOf = new Map(inserted.map((c) => [c.email!, c.id]));
    const values = items.map(
      (item, i) =>
        sql`(${idOf.get(customerRows[i].email)!}, ${Number(item.businessId)}, 'ITEM', ${Number(item.itemId)})`
    );
    const threads = await queryRows<{ id: number; customerId: number; businessId: number }>(
      db,
      sql`INSERT INTO message_threads (customer_id, business_id, subject, item_id)
        VALUES ${sql.join(values, sql`, `)} RETURNING id, customer_id AS "customerId", business_id AS "businessId"`
    );
    const emailOf = new Map(inserted.map((c) => [c.id, c.email!]));
    console.log(
      `${where}: ${seeded ? `seeded (${seeded.items} items)` : 'already seeded'}, ${threads.length} threads with ${businessIds.length} businesses, ${Math.round(performance.now() - started)} ms`
    );
    const result = {
      password,
      threads: threads.map((t) => ({
        threadId: Number(t.id),
        customer: emailOf.get(Number(t.customerId))!,
        seller: sellerOf.get(Number(t.businessId))!,
      })),
      sendLimit: RATE_RULES.messageSendPerMember,
    };
    console.log(`BENCH_RESULT ${JSON.stringify(result)}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('bench:messages database preparation failed:', error);
  process.exit(1);
});
