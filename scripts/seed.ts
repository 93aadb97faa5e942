/**
 * `npm run seed`: empties the seeded tables of the configured database and seeds them again.
 * DATABASE_URL → PostgreSQL; otherwise the embedded PGlite under DATA_DIR. Capture (analytics)
 * tables are kept. The embedded database allows one process at a time: stop the app first.
 */
import path from 'node:path';
import { migrateDb, openPglite, openPostgres, type DbHandle } from '../server/db/client';
import { resetAndSeed, type SeedSummary } from '../server/db/seed';
import { serverEnv } from '../server/env';

const LABELS: [keyof SeedSummary, string][] = [
  ['categories', '카테고리'], ['brands', '브랜드'], ['models', '모델'], ['images', '이미지'], ['stores', '매장'],
  ['items', '상품'], ['itemOptions', '상품 옵션'], ['users', '리뷰 작성자'], ['reviews', '리뷰'], ['contents', '매거진·가이드'],
  ['notices', '공지'], ['provisions', '약관'], ['lineBanners', '라인 배너'], ['featureFlags', '실험 플래그'],
];

async function open(): Promise<{ handle: DbHandle; where: string }> {
  const env = serverEnv();
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return { handle: await openPostgres(env.DATABASE_URL, 2), where: `PostgreSQL ${url.host}${url.pathname}` };
  }
  const dir = path.resolve(env.DATA_DIR, 'pglite');
  console.log('내장 데이터베이스(PGlite)는 한 번에 한 프로세스만 열 수 있습니다. 앱(npm start, npm run dev)을 먼저 멈춘 뒤 실행하세요.');
  console.log('The embedded database allows one process at a time: stop the app (npm start / npm run dev) before seeding.');
  return { handle: await openPglite(dir), where: `PGlite ${dir}` };
}

async function main(): Promise<void> {
  const started = performance.now();
  const { handle, where } = await open();
  try {
    console.log(`데이터베이스: ${where}`);
    await migrateDb(handle);
    const summary = await resetAndSeed(handle.db);
    // English keys first: they pad evenly in a terminal, Korean labels (double width) do not.
    console.log('시드 완료 (seeded):');
    for (const [key, label] of LABELS) console.log(`  ${key.padEnd(14)}${String(summary[key]).padStart(6)}  ${label}`);
    console.log(`시드 작성 ${summary.ms}ms, 전체 ${Math.round(performance.now() - started)}ms (열기·마이그레이션 포함)`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('시드 실패 (seed failed):', error);
  process.exit(1);
});
