// `npm run bench:checkout`: the money path on both databases, in one run (issue 16 §8).
// For each of PGlite (in memory) and PostgreSQL (a fresh database on BENCH_POSTGRES_URL's server,
// dropped after): a shop from the checkout fixture, then
//   baseline  quoteCheckout: the payment page's read-only price (the same item, coupon, points code)
//   prepare   prepareCheckout: item lock, stock taken, order + options + payment rows, one transaction
//   complete  sandbox approval + completeCheckout: provider fetch, checks, confirm, ledger, alarm
// BENCH_ORDERS sequential orders each (p50/p95 in ms, after BENCH_WARMUP), and the 200-way race for
// the last rental unit with its outcome counts. Prints one table; exits 1 when a step fails.
import crypto from 'node:crypto';
import { Client } from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDb, openPglite, openPostgres, type DbHandle } from '../../server/db/client';
import { quoteCheckout } from '../../server/domain/checkout/quoteCheckout';
import { completeCheckout } from '../../server/domain/checkout/completeCheckout';
import { isDomainError } from '../../lib/errors';
import {
  pay,
  prepare,
  rentalInput,
  saleInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
} from '../../tests/support/checkoutFixture';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const RACE = Number(process.env.BENCH_RACE ?? 200);
const ADMIN =
  process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KINDS = (process.env.BENCH_DBS ?? 'pglite,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = process.hrtime.bigint();
  const value = await fn();
  return [Number(process.hrtime.bigint() - start) / 1e6, value];
}

/**
 * BENCH_AVAILABILITY_TRIGGERS=off measures checkout without the availability triggers of migration
 * 0036 (issue 31 §1), the baseline for what keeping availability by range costs a hold.
 */
async function withoutAvailabilityTriggers(handle: DbHandle): Promise<DbHandle> {
  if (process.env.BENCH_AVAILABILITY_TRIGGERS !== 'off') return handle;
  const triggers = {
    rental_bookings: ['bookings_insert', 'bookings_update', 'bookings_delete'],
    items: ['items_insert', 'items_update'],
    item_options: ['options_insert', 'options_update', 'options_delete'],
    businesses: ['businesses_update'],
  };
  for (const [table, names] of Object.entries(triggers))
    for (const name of names)
      await handle.db.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER item_range_availability_${name}`));
  return handle;
}

async function open(kind: string): Promise<DbHandle> {
  return withoutAvailabilityTriggers(await openMigrated(kind));
}

async function openMigrated(kind: string): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await openPglite();
    await migrateDb(handle);
    return handle;
  }
  const name = `rm_bench_checkout_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 10);
  await migrateDb(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new Client({ connectionString: ADMIN });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

async function measure(kind: string) {
  const handle = await open(kind);
  try {
    const db = handle.db;
    const f = await seedCheckoutFixture(db, { units: 1, saleStock: ORDERS + WARMUP + 10 });
    const provider = sandbox(db);
    const quote = saleInput(f);
    const quotes: number[] = [];
    const prepares: number[] = [];
    const completes: number[] = [];
    for (let i = 0; i < ORDERS + WARMUP; i += 1) {
      // A member per order: prepare is rate-limited per member (20 in 10 minutes), as a shopper presses.
      const member = await verifiedMember(db);
      const [q] = await timed(() => quoteCheckout(db, member, quote.selection, quote.choices));
      const [p, prepared] = await timed(() => prepare(db, provider, member, saleInput(f), 900_000));
      await pay(db, prepared.paymentKey);
      const [c, done] = await timed(() => completeCheckout(db, provider, prepared.paymentKey, { userId: member }));
      if (done.status !== 'PAID') throw new Error(`order ${prepared.orderId} ended ${done.status}`);
      if (i >= WARMUP) {
        quotes.push(q);
        prepares.push(p);
        completes.push(c);
      }
    }
    // One attempt per member: a member's second checkout of an item would replace their first.
    const members = await Promise.all(Array.from({ length: RACE }, () => verifiedMember(db)));
    const [raceMs, outcomes] = await timed(() =>
      Promise.allSettled(
        Array.from({ length: RACE }, (_, i) =>
          prepare(db, provider, members[i], rentalInput(f, 3 + (i % 3), 5 + (i % 3)), 120_000)
        )
      )
    );
    const counts: Record<string, number> = {};
    for (const o of outcomes) {
      const code = o.status === 'fulfilled' ? 'held' : isDomainError(o.reason) ? o.reason.code : 'error';
      counts[code] = (counts[code] ?? 0) + 1;
    }
    return { kind, quote: summary(quotes), prepare: summary(prepares), complete: summary(completes), raceMs, counts };
  } finally {
    await handle.close();
  }
}

const fmt = (n: number) => n.toFixed(1).padStart(7);

async function main() {
  const results = [];
  for (const kind of KINDS) {
    console.log(`measuring ${kind}: ${ORDERS} orders after ${WARMUP} warm-up, then a ${RACE}-way race…`);
    results.push(await measure(kind));
  }
  console.log('\ncheckout latency, ms (sequential, a member each)  p50     p95');
  for (const r of results) {
    console.log(`${r.kind.padEnd(9)} baseline quoteCheckout           ${fmt(r.quote.p50)} ${fmt(r.quote.p95)}`);
    console.log(
      `${r.kind.padEnd(9)} prepareCheckout                  ${fmt(r.prepare.p50)} ${fmt(r.prepare.p95)}   (${(r.prepare.p50 / r.quote.p50).toFixed(1)}× baseline)`
    );
    console.log(
      `${r.kind.padEnd(9)} approve + completeCheckout       ${fmt(r.complete.p50)} ${fmt(r.complete.p95)}   (${(r.complete.p50 / r.quote.p50).toFixed(1)}× baseline)`
    );
  }
  console.log(`\n${RACE}-way race for the last rental unit (overlapping dates)`);
  for (const r of results) console.log(`${r.kind.padEnd(9)} ${JSON.stringify(r.counts)} in ${r.raceMs.toFixed(0)} ms`);
  const bad = results.filter((r) => r.counts.held !== 1 || r.counts.UNAVAILABLE_DATES !== RACE - 1);
  if (bad.length > 0) {
    console.error('race outcome wrong on', bad.map((r) => r.kind).join(', '));
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
