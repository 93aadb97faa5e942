/**
 * The database side of the operations proofs (scripts/ops/shutdownTest.mjs, crashTest.mjs), run with
 * tsx while no server holds the database (the embedded one allows one process at a time):
 *   prepare <state.json>      migrate and seed as the server would, add members who sign in with a
 *                             password and have a verified phone, a shop whose items can be bought
 *                             many times over, and stale holds (below)
 *   stale <state.json>        more stale holds: rental holds made 20 minutes ago by the real
 *                             prepareCheckout, so they are past their 15-minute expiry when the server
 *                             starts; only the hold-expiry job releases them (no one else buys that item)
 *   check <in.json> <out>     what the database says about a run: the client's paid orders, the
 *                             ledger, holds past expiry, orders the client never heard of
 * The database is DATABASE_URL when set, else the embedded one in DATA_DIR/pglite, as the server's.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { migrateDb, openPglite, openPostgres, type Db, type DbHandle } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { queryRows } from '../../server/db/rows';
import { hashPassword } from '../../server/auth/passwords';
import { prepareCheckout } from '../../server/domain/checkout/prepareCheckout';
import { quoteCheckout } from '../../server/domain/checkout/quoteCheckout';
import {
  rentalInput,
  sandbox,
  seedCheckoutFixture,
  SITE,
  type CheckoutFixture,
} from '../../tests/support/checkoutFixture';
import { items, keywordPages, type orders, type rentalBookings, type users } from '../../server/db/schema';

// The checks stay raw (unnest, ANY(int[]), HAVING over the ledger, interval arithmetic); their rows are the schema's
// columns, timestamps read back as text.
type UserRow = typeof users.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type BookingRow = typeof rentalBookings.$inferSelect;
type TotalsRow = { paid: number; charges: number; held: number };

const MEMBERS = 6;
const STALE_HOLDS = 3;
const STALE_AGE_MS = 20 * 60_000;
/** Rental days the stream chooses from (offsets from today in Seoul). */
const DAY_OFFSETS = 40;

type Member = { userId: number; email: string; password: string };
/** A shop as the state file keeps it (JSON): its days listed, since a function does not survive. */
type Shop = Omit<CheckoutFixture, 'day'> & { days: string[] };
type State = {
  members: Member[];
  shop: Shop;
  staleShop: Shop;
  staleOrderIds: number[];
  /** The rental days (YYYY-MM-DD) each stale hold blocks on the stale shop's one unit. */
  staleDays: string[];
  staleRounds: number;
  pages: { serviceIds: number[]; keywords: string[] };
};

async function open(): Promise<DbHandle> {
  if (process.env.DATABASE_URL) return openPostgres(process.env.DATABASE_URL, 2);
  if (!process.env.DATA_DIR) throw new Error('DATA_DIR or DATABASE_URL must be set');
  return openPglite(path.resolve(process.env.DATA_DIR, 'pglite'));
}

async function addMember(db: Db, index: number): Promise<Member> {
  const email = `ops-member${index}@example.com`;
  const password = `Ops-${crypto.randomBytes(12).toString('hex')}!`;
  const [row] = await queryRows<Pick<UserRow, 'id'>>(
    db,
    sql`
    INSERT INTO users (email, password_hash, nickname, nick_type, name, phone, regist_key_type, email_verified_at, phone_verified_at, person_hash)
    VALUES (${email}, ${await hashPassword(password)}, ${`운영점검${index}`}, 'CUSTOM', '김운영', ${`0109100000${index}`},
            'EMAIL', now(), now(), ${crypto.randomBytes(32).toString('hex')})
    RETURNING id`
  );
  return { userId: row.id, email, password };
}

const withDays = ({ day, ...f }: CheckoutFixture): Shop => ({
  ...f,
  days: Array.from({ length: DAY_OFFSETS }, (_, i) => day(i)),
});
const withDay = (shop: Shop): CheckoutFixture => ({ ...shop, day: (offset) => shop.days[offset] });

/** Stale holds on the stale shop's rental, each on its own two days, made STALE_AGE_MS ago. */
async function addStaleHolds(db: Db, state: State): Promise<void> {
  const past = new Date(Date.now() - STALE_AGE_MS);
  const userId = state.members[0].userId;
  const shop = withDay(state.staleShop);
  for (let i = 0; i < STALE_HOLDS; i += 1) {
    const start = 2 + (state.staleRounds * STALE_HOLDS + i) * 2;
    const input = rentalInput(shop, start, start + 1);
    const quote = await quoteCheckout(db, userId, input.selection, input.choices, past);
    const prepared = await prepareCheckout(
      db,
      sandbox(db),
      userId,
      { ...input, expectedAmount: quote.chargeNow, idempotencyKey: `ops-stale-${state.staleRounds}-${i}` },
      SITE,
      past
    );
    state.staleOrderIds.push(prepared.orderId);
    state.staleDays.push(shop.day(start), shop.day(start + 1));
  }
  state.staleRounds += 1;
}

async function commandPrepare(db: Db, file: string): Promise<void> {
  await seedIfEmpty(db);
  const members: Member[] = [];
  for (let i = 0; i < MEMBERS; i += 1) members.push(await addMember(db, i));
  const shop = withDays(await seedCheckoutFixture(db, { units: 60, saleStock: 100_000 }));
  const staleShop = withDays(await seedCheckoutFixture(db, { units: 1, saleStock: 1 }));
  const serviceIds = (
    await db.select({ id: items.id }).from(items).where(eq(items.status, 'AVAILABLE')).orderBy(items.id).limit(12)
  ).map((r) => r.id);
  const keywords = (
    await db.select({ keyword: keywordPages.keyword }).from(keywordPages).orderBy(keywordPages.id).limit(6)
  ).map((r) => r.keyword);
  const state: State = {
    members,
    shop,
    staleShop,
    staleOrderIds: [],
    staleDays: [],
    staleRounds: 0,
    pages: { serviceIds, keywords },
  };
  await addStaleHolds(db, state);
  fs.writeFileSync(file, JSON.stringify(state));
}

async function commandStale(db: Db, file: string): Promise<void> {
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as State;
  await addStaleHolds(db, state);
  fs.writeFileSync(file, JSON.stringify(state));
}

/** `known`: the orders some members' client saw prepared, to find any the client never heard of. */
type CheckInput = { paidOrderIds: number[]; userIds: number[]; known?: { userIds: number[]; orderIds: number[] } };

/**
 * - `notPaid`: orders the client saw answered PAID that the database does not hold as paid;
 * - `chargeMismatch`: the members' paid orders without exactly one CHARGE in the ledger, or their
 *   unpaid orders with a charge (the runs refund nothing; the seed's history has no ledger);
 * - `heldPastExpiry`: HELD rental bookings past their expiry by more than `graceSeconds`;
 * - `unknownOrders`: orders of `known.userIds` that are not among `known.orderIds`.
 */
async function commandCheck(db: Db, input: CheckInput, graceSeconds: number) {
  const ids = input.paidOrderIds.length ? input.paidOrderIds : [-1];
  const members = sql`${`{${input.userIds.join(',')}}`}::int[]`;
  const notPaid = await queryRows<Pick<OrderRow, 'id'> & { paymentState: OrderRow['paymentState'] | null }>(
    db,
    sql`
    SELECT x.id, o.payment_state AS "paymentState"
    FROM unnest(${`{${ids.join(',')}}`}::int[]) AS x(id) LEFT JOIN orders o ON o.id = x.id
    WHERE x.id > 0 AND (o.id IS NULL OR o.payment_state <> 'PAID')`
  );
  const chargeMismatch = await queryRows<Pick<OrderRow, 'id' | 'paymentState'> & { charges: number }>(
    db,
    sql`
    SELECT o.id, o.payment_state AS "paymentState", count(l.id)::int AS charges
    FROM orders o LEFT JOIN money_ledger l ON l.order_id = o.id AND l.kind = 'CHARGE'
    WHERE o.user_id = ANY(${members})
    GROUP BY o.id, o.payment_state
    HAVING (o.payment_state = 'PAID') <> (count(l.id) = 1) OR count(l.id) > 1`
  );
  const [totals] = await queryRows<TotalsRow>(
    db,
    sql`
    SELECT (SELECT count(*)::int FROM orders WHERE payment_state = 'PAID' AND user_id = ANY(${members})) AS paid,
           (SELECT count(*)::int FROM money_ledger l JOIN orders o ON o.id = l.order_id WHERE l.kind = 'CHARGE' AND o.user_id = ANY(${members})) AS charges,
           (SELECT count(*)::int FROM rental_bookings WHERE status = 'HELD') AS held`
  );
  const heldPastExpiry = await queryRows<Pick<BookingRow, 'id' | 'orderId'> & { expiresAt: string }>(
    db,
    sql`
    SELECT id, order_id AS "orderId", expires_at::text AS "expiresAt" FROM rental_bookings
    WHERE status = 'HELD' AND expires_at < now() - make_interval(secs => ${graceSeconds})`
  );
  const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  const unknownOrders = input.known
    ? await queryRows<Pick<OrderRow, 'id' | 'userId'> & { createdAt: string }>(
        db,
        sql`
        SELECT id, user_id AS "userId", created_at::text AS "createdAt" FROM orders
        WHERE user_id = ANY(${intArray(input.known.userIds)}) AND NOT (id = ANY(${intArray(input.known.orderIds)}))`
      )
    : [];
  return { notPaid, chargeMismatch, totals, heldPastExpiry, unknownOrders };
}

async function main(): Promise<void> {
  const [command, file, out] = process.argv.slice(2);
  if (!command || !file)
    throw new Error('usage: tsx scripts/ops/db.ts prepare|stale <state.json> | check <in.json> <out.json>');
  const handle = await open();
  try {
    await migrateDb(handle);
    if (command === 'prepare') await commandPrepare(handle.db, file);
    else if (command === 'stale') await commandStale(handle.db, file);
    else if (command === 'check') {
      const input = JSON.parse(fs.readFileSync(file, 'utf8')) as CheckInput & { graceSeconds?: number };
      fs.writeFileSync(out, JSON.stringify(await commandCheck(handle.db, input, input.graceSeconds ?? 0)));
    } else throw new Error(`unknown command ${command}`);
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(
      `[ops] 데이터베이스 작업 실패: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    );
    process.exit(1);
  }
);
