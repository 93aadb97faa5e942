import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { migrateDb, openPglite, openPostgres, type Db, type DbHandle, type DbKind } from '@/server/db/client';
import { images, items } from '@/server/db/schema';
import { completeCheckout } from '@/server/domain/checkout/completeCheckout';
import { startBackupEndpoint, type BackupEndpoint } from '@/server/backup/endpoint';
import { runBackupCommand, runRestoreCommand, type CommandEnv } from '@/server/backup/commands';
import { testDbKinds, testPostgresUrl } from '../../support/testDb';
import { migratedPgliteImage, migratedPostgresTemplate } from '../../support/testDbTemplate';
import {
  count,
  pay,
  prepare,
  saleInput,
  sandbox,
  seedCheckoutFixture,
  verifiedMember,
  type CheckoutFixture,
} from '../../support/checkoutFixture';

/**
 * `npm run db:backup` / `db:restore` (docs/operations.md §9) against a database the "app" holds open
 * and keeps writing to: checkouts commit while the backup runs, and the restored copy must hold at
 * least everything committed before the backup started, never half of a transaction, and the
 * uploaded photos byte for byte.
 */
const STOCK = 500;
const SESSION_SECRET = crypto.randomBytes(32).toString('hex');

type Run = { code: number; out: string; err: string };

async function run(command: typeof runBackupCommand, argv: string[], env: CommandEnv): Promise<Run> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await command(
    argv,
    env,
    (line) => out.push(line),
    (line) => err.push(line)
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** One checkout, start to finish: three transactions (hold the stock, the provider's answer, the payment and its ledger entry). */
async function checkout(db: Db, f: CheckoutFixture, member: number): Promise<void> {
  const provider = sandbox(db, 0);
  const prepared = await prepare(db, provider, member, saleInput(f), 900_000);
  await pay(db, prepared.paymentKey);
  await completeCheckout(db, provider, prepared.paymentKey, { userId: member });
}

/**
 * Checks out in `lanes` concurrent loops until `stop` has settled, then each lane once more: those
 * last checkouts start after the backup's snapshot, so they must not be in it. PGlite runs a query
 * without any I/O, so each turn yields to the event loop, as requests arriving over the network
 * would: otherwise the backup's own connection would never be served.
 */
async function keepWriting(db: Db, f: CheckoutFixture, stop: Promise<unknown>, lanes = 3): Promise<number> {
  let stopped = false;
  void stop.finally(() => {
    stopped = true;
  });
  const lane = async () => {
    let placed = 0;
    for (let last = false; !last; placed += 1) {
      last = stopped;
      // A member per checkout: one member keeps one unpaid checkout per item and a few prepares a minute.
      await checkout(db, f, await verifiedMember(db));
      await new Promise((resolve) => setImmediate(resolve));
    }
    return placed;
  };
  const placed = await Promise.all(Array.from({ length: lanes }, lane));
  return placed.reduce((a, b) => a + b, 0);
}

const ordersOf = (db: Db, f: CheckoutFixture) =>
  count(db, sql`SELECT count(*)::int AS n FROM orders WHERE item_id = ${f.sale.itemId}`);
const paidOf = (db: Db, f: CheckoutFixture) =>
  count(db, sql`SELECT count(*)::int AS n FROM orders WHERE item_id = ${f.sale.itemId} AND payment_state = 'PAID'`);

/** Every transaction whole: held stock matches the orders, and each paid order has exactly one ledger entry (and nothing else has one). */
async function expectConsistent(db: Db, f: CheckoutFixture): Promise<void> {
  const [item] = await db.select({ stock: items.stock }).from(items).where(eq(items.id, f.sale.itemId));
  expect(item.stock + (await ordersOf(db, f))).toBe(STOCK);
  expect(
    await count(
      db,
      sql`SELECT count(*)::int AS n FROM orders o WHERE o.item_id = ${f.sale.itemId} AND o.payment_state = 'PAID'
    AND (SELECT count(*) FROM money_ledger l WHERE l.order_id = o.id AND l.kind = 'CHARGE' AND l.amount = o.total_price) <> 1`
    )
  ).toBe(0);
  expect(
    await count(
      db,
      sql`SELECT count(*)::int AS n FROM money_ledger l JOIN orders o ON o.id = l.order_id WHERE o.payment_state <> 'PAID'`
    )
  ).toBe(0);
}

type Harness = {
  /** The database the app has open. */
  live: () => Db;
  /** The environment `db:backup` runs with while the app runs. */
  backupEnv: CommandEnv;
  /**
   * Settles once the app has taken the database image (PGlite; compressing and writing it follow);
   * null where the backup is another process's snapshot (pg_dump) and writes go on until it ends.
   */
  imageTaken: Promise<unknown> | null;
  /** A fresh restore target's environment, and a way to open what was restored there. */
  restoreTarget: (name: string) => Promise<{ env: CommandEnv; open: () => Promise<DbHandle> }>;
  cleanup: () => Promise<void>;
};

async function pgliteHarness(root: string): Promise<Harness & { stopApp: () => Promise<void> }> {
  const dataDir = path.join(root, 'data');
  const handle = await openPglite(path.join(dataDir, 'pglite'), await migratedPgliteImage());
  fs.writeFileSync(path.join(dataDir, 'secrets.json'), JSON.stringify({ SESSION_SECRET }), { mode: 0o600 });
  let imageTaken!: () => void;
  const taken = new Promise<void>((resolve) => {
    imageTaken = resolve;
  });
  const observed: DbHandle = { ...handle, dumpImage: () => handle.dumpImage!().finally(imageTaken) };
  const endpoint: BackupEndpoint = await startBackupEndpoint(observed, dataDir);
  let running = true;
  const stopApp = async () => {
    if (!running) return;
    running = false;
    await endpoint.close();
    await handle.close();
  };
  return {
    live: () => handle.db,
    backupEnv: { DATA_DIR: dataDir },
    imageTaken: taken,
    restoreTarget: async (name) => {
      const target = path.join(root, name);
      return { env: { DATA_DIR: target }, open: () => openPglite(path.join(target, 'pglite')) };
    },
    stopApp,
    cleanup: stopApp,
  };
}

async function postgresHarness(): Promise<Harness> {
  const admin = new Client({ connectionString: testPostgresUrl('postgres') });
  await admin.connect();
  const names: string[] = [];
  const createDb = async (template?: string) => {
    const name = `rm_backup_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    names.push(name);
    return testPostgresUrl(name);
  };
  const sourceUrl = await createDb(await migratedPostgresTemplate(testPostgresUrl('postgres')));
  const handle = await openPostgres(sourceUrl, 4);
  return {
    live: () => handle.db,
    backupEnv: { DATABASE_URL: sourceUrl, SESSION_SECRET },
    imageTaken: null,
    restoreTarget: async () => {
      const url = await createDb();
      return { env: { DATABASE_URL: url, SESSION_SECRET }, open: () => openPostgres(url, 2) };
    },
    cleanup: async () => {
      await handle.close();
      for (const name of names) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

describe.each(testDbKinds())('db:backup and db:restore on %s', (kind: DbKind) => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-backup-'));
  const backupDir = path.join(root, 'backups');
  let harness: Harness;
  let f: CheckoutFixture;
  let member: number;
  let uploads: { id: number; bytes: Buffer }[];
  let committedBefore: { orders: number; paid: number };
  let committedAfter: number;
  let backup: Run;
  let file: string;

  beforeAll(async () => {
    harness = kind === 'pglite' ? await pgliteHarness(root) : await postgresHarness();
    const db = harness.live();
    f = await seedCheckoutFixture(db, { saleStock: STOCK });
    member = await verifiedMember(db);
    uploads = [];
    for (const alt of ['인수 사진', '반납 사진', '리뷰 사진']) {
      const bytes = crypto.randomBytes(48 * 1024);
      const [row] = await db
        .insert(images)
        .values({
          kind: 'UPLOAD',
          width: 1600,
          height: 1200,
          alt,
          mimeType: 'image/webp',
          bytes,
          thumbBytes: bytes.subarray(0, 1024),
          byteSize: bytes.length,
          ownerId: member,
        })
        .returning({ id: images.id });
      uploads.push({ id: row.id, bytes });
    }
    for (let i = 0; i < 3; i += 1) await checkout(db, f, member);

    // The backup starts while checkouts keep committing, and they go on until it has finished.
    committedBefore = { orders: await ordersOf(db, f), paid: await paidOf(db, f) };
    const backingUp = run(runBackupCommand, [backupDir], harness.backupEnv);
    const written = await keepWriting(db, f, harness.imageTaken ?? backingUp);
    backup = await backingUp;
    committedAfter = committedBefore.orders + written;
    file = path.join(backupDir, fs.readdirSync(backupDir)[0]);
  });

  afterAll(async () => {
    await harness?.cleanup();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('writes one dated, compressed, owner-only file and says what it holds, never the secret itself', async () => {
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    expect(fs.readdirSync(backupDir)).toEqual([path.basename(file)]);
    expect(path.basename(file)).toMatch(
      kind === 'pglite'
        ? /^ridemarket-pglite-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/
        : /^ridemarket-postgres-\d{4}-\d{2}-\d{2}T\d{6}Z\.dump$/
    );
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(backup.out).toContain(file);
    expect(backup.out).toContain(
      kind === 'pglite' ? '실행 중인 앱에서' : '이 백업에는 SESSION_SECRET이 들어 있지 않아요'
    );
    expect(backup.out).toContain('SESSION_SECRET');
    expect(backup.out).not.toContain(SESSION_SECRET);
  });

  it('restores into an empty target: what was committed before the backup, whole transactions only, the photos byte for byte', async () => {
    const target = await harness.restoreTarget('restored');
    const restore = await run(runRestoreCommand, [file], target.env);
    expect(restore.err).toBe('');
    expect(restore.code).toBe(0);
    const handle = await target.open();
    try {
      await migrateDb(handle); // every migration of this build is already applied: nothing to do, nothing fails
      const orders = await ordersOf(handle.db, f);
      expect(orders).toBeGreaterThanOrEqual(committedBefore.orders);
      expect(orders).toBeLessThan(committedAfter);
      expect(await paidOf(handle.db, f)).toBeGreaterThanOrEqual(committedBefore.paid);
      await expectConsistent(handle.db, f);
      const photos = await handle.db
        .select({ id: images.id, bytes: images.bytes })
        .from(images)
        .where(
          inArray(
            images.id,
            uploads.map((u) => u.id)
          )
        )
        .orderBy(images.id);
      expect(photos.map((p) => ({ id: p.id, bytes: Buffer.from(p.bytes!) }))).toEqual(uploads);
      expect(restore.out).toContain(`업로드 사진 ${uploads.length}장`);
    } finally {
      await handle.close();
    }
  });

  it('the live database kept every checkout and stays consistent', async () => {
    expect(await ordersOf(harness.live(), f)).toBe(committedAfter);
    await expectConsistent(harness.live(), f);
  });

  it('refuses a target that is not empty, in Korean and English, and leaves it as it was', async () => {
    const target = await harness.restoreTarget('refused');
    expect((await run(runRestoreCommand, [file], target.env)).code).toBe(0);
    const refused = await run(runRestoreCommand, [file], target.env);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('비어 있지 않아요');
    expect(refused.err).toContain('not empty');
    const handle = await target.open();
    try {
      await expectConsistent(handle.db, f);
    } finally {
      await handle.close();
    }
  });

  if (kind === 'pglite') {
    it('carries secrets.json along (owner-only), so sessions and sealed cookies keep working', async () => {
      const dataDir = path.join(root, 'restored');
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'))).toEqual({ SESSION_SECRET });
      expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
      expect(fs.existsSync(path.join(dataDir, 'pglite', 'pglite.open'))).toBe(false);
    });

    it('with the app stopped, backs up the directory itself (a stale backup-endpoint.json aside), and refuses while another live process holds it', async () => {
      const pglite = harness as Awaited<ReturnType<typeof pgliteHarness>>;
      const finalOrders = await ordersOf(harness.live(), f);
      // As after a crash: the app is gone, its backup-endpoint.json is not.
      const endpointFile = path.join(harness.backupEnv.DATA_DIR!, 'backup-endpoint.json');
      const leftOver = fs.readFileSync(endpointFile);
      await pglite.stopApp();
      fs.writeFileSync(endpointFile, leftOver);
      const offlineDir = path.join(root, 'offline');
      const offline = await run(runBackupCommand, [offlineDir], harness.backupEnv);
      expect(offline.err).toBe('');
      expect(offline.out).toContain('앱이 멈춘 상태에서 직접 (offline)');
      expect(fs.existsSync(endpointFile)).toBe(false);
      const target = await harness.restoreTarget('restored-offline');
      expect(
        (await run(runRestoreCommand, [path.join(offlineDir, fs.readdirSync(offlineDir)[0])], target.env)).code
      ).toBe(0);
      const handle = await target.open();
      try {
        expect(await ordersOf(handle.db, f)).toBe(finalOrders);
        await expectConsistent(handle.db, f);
      } finally {
        await handle.close();
      }

      // A process that is alive (our parent) marked the database open and offers no backup window.
      const marker = path.join(harness.backupEnv.DATA_DIR!, 'pglite', 'pglite.open');
      fs.writeFileSync(marker, JSON.stringify({ pid: process.ppid, openedAt: new Date().toISOString() }));
      const refused = await run(runBackupCommand, [path.join(root, 'refused-backup')], harness.backupEnv);
      expect(refused.code).toBe(2);
      expect(refused.err).toContain(`프로세스 ${process.ppid}이(가) 데이터베이스를 열고 있는데`);
      expect(fs.readdirSync(path.join(root, 'refused-backup'))).toEqual([]);
    });
  }

  if (kind === 'postgres') {
    it('--clean replaces the objects of a database that is not empty', async () => {
      const target = await harness.restoreTarget('clean');
      expect((await run(runRestoreCommand, [file], target.env)).code).toBe(0);
      const cleaned = await run(runRestoreCommand, [file, '--clean'], target.env);
      expect(cleaned.err).toBe('');
      expect(cleaned.code).toBe(0);
      expect(cleaned.out).toContain('--clean');
      const handle = await target.open();
      try {
        expect(await ordersOf(handle.db, f)).toBeGreaterThanOrEqual(committedBefore.orders);
        await expectConsistent(handle.db, f);
      } finally {
        await handle.close();
      }
    });
  }
});
