/**
 * Fuzz set-up, run with tsx before the server starts (the embedded database allows one process at a
 * time). It writes one JSON file with what the generators need and the running server cannot tell:
 * - the three services' schemas (production has no introspection), built from the Pothos builders;
 * - the /app/v4/auth route table, straight from the router, so a new route is fuzzed without edits;
 * - the fresh database, migrated and seeded as the server would, plus fuzz members (the seed has only
 *   social-login reviewers) and real ids, so that generated requests reach past "not found".
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { introspectionFromSchema } from 'graphql';
import { sql } from 'drizzle-orm';
import { itemSchema } from '../../server/graphql/item/schema';
import { orderSchema } from '../../server/graphql/order/schema';
import { captureSchema } from '../../server/graphql/capture/schema';
import { authRoutes } from '../../server/http/auth/authRoutes';
import { AUTH_PREFIX } from '../../server/http/auth/authRouter';
import { migrateDb, openPglite, type Db } from '../../server/db/client';
import { seedIfEmpty } from '../../server/db/seed';
import { queryRows } from '../../server/db/rows';
import { hashPassword } from '../../server/auth/passwords';

/** Each probe query answers one column `v`: an id or a key to aim the fuzzer at. */
type ValueRow = { v: string | number };

type Member = { role: 'member' | 'seller' | 'decoy'; email: string; password: string; businessId: number | null };

async function ids(db: Db, query: ReturnType<typeof sql>): Promise<Array<string | number>> {
  try {
    return (await queryRows<ValueRow>(db, query)).map((row) => row.v);
  } catch {
    return [];
  }
}

async function insertMember(db: Db, member: Member, index: number): Promise<void> {
  await db.execute(sql`
    INSERT INTO users (email, password_hash, nickname, nick_type, name, phone, regist_key_type, email_verified_at, phone_verified_at, person_hash, business_id)
    VALUES (${member.email}, ${await hashPassword(member.password)}, ${`퍼즈${member.role}${index}`}, 'CUSTOM', '김퍼즈', ${`0109000000${index}`},
            'EMAIL', now(), now(), ${crypto.randomBytes(32).toString('hex')}, ${member.businessId})`);
}

async function main(): Promise<void> {
  const out = process.argv[2];
  const dataDir = process.env.DATA_DIR;
  if (!out || !dataDir) throw new Error('usage: DATA_DIR=… tsx scripts/fuzz/prepare.ts <out.json>');

  const handle = await openPglite(path.resolve(dataDir, 'pglite'));
  try {
    await migrateDb(handle);
    await seedIfEmpty(handle.db);
    const db = handle.db;
    const businesses = await ids(
      db,
      sql`SELECT s.id AS v FROM businesses s ORDER BY (SELECT count(*) FROM items i WHERE i.business_id = s.id) DESC, s.id LIMIT 40`
    );
    // Several members per role: a fuzzed logout or password check must not end signed-in coverage.
    const members: Member[] = [];
    for (let i = 0; i < 3; i += 1) {
      for (const role of ['member', 'seller'] as const) {
        members.push({
          role,
          email: `fuzz-${role}${i}@example.com`,
          password: `Fz-${crypto.randomBytes(12).toString('hex')}!`,
          businessId: role === 'seller' ? Number(businesses[i] ?? 1) : null,
        });
      }
    }
    members.push({
      role: 'decoy',
      email: 'fuzz-decoy@example.com',
      password: `Fz-${crypto.randomBytes(12).toString('hex')}!`,
      businessId: null,
    });
    for (const [index, member] of members.entries()) await insertMember(db, member, index);

    const data = {
      schemas: {
        item: introspectionFromSchema(itemSchema),
        order: introspectionFromSchema(orderSchema),
        capture: introspectionFromSchema(captureSchema),
      },
      authRoutes: authRoutes.map((route) => ({ method: route.method, path: `${AUTH_PREFIX}${route.path}` })),
      members,
      ids: {
        items: await ids(db, sql`SELECT id AS v FROM items ORDER BY id LIMIT 60`),
        models: await ids(db, sql`SELECT id AS v FROM models ORDER BY id LIMIT 60`),
        businesses,
        reviews: await ids(db, sql`SELECT id AS v FROM reviews ORDER BY id LIMIT 30`),
        contents: await ids(db, sql`SELECT id AS v FROM contents ORDER BY id LIMIT 30`),
        notices: await ids(db, sql`SELECT id AS v FROM notices ORDER BY id LIMIT 20`),
        images: await ids(db, sql`SELECT id AS v FROM images ORDER BY id LIMIT 40`),
        brandKeys: await ids(db, sql`SELECT DISTINCT key AS v FROM brands ORDER BY 1 LIMIT 30`),
        categories: await ids(db, sql`SELECT DISTINCT key AS v FROM categories ORDER BY 1`),
        keywords: await ids(db, sql`SELECT keyword AS v FROM keyword_pages ORDER BY id LIMIT 20`),
        infoKeys: await ids(db, sql`SELECT key AS v FROM info_pages ORDER BY id LIMIT 20`),
        provisionCategories: await ids(db, sql`SELECT DISTINCT category::text AS v FROM provisions ORDER BY 1`),
      },
    };
    fs.writeFileSync(out, JSON.stringify(data));
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[fuzz] 준비 실패: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  }
);
