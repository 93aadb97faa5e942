/**
 * `npm run seed`: empties the seeded tables of the configured database and seeds them again.
 * DATABASE_URL → PostgreSQL; otherwise the embedded PGlite under DATA_DIR. Capture (analytics)
 * tables are kept. The embedded database allows one process at a time: stop the app first.
 * Every seeded date is counted from the seeding day: today (KST), or SEED_DAY=YYYY-MM-DD to
 * reproduce another day's data.
 */
import { z } from 'zod';
import { migrateDb } from '../server/db/client';
import { openConfiguredDb } from './openConfiguredDb';
import { resetAndSeed, type SeedSummary } from '../server/db/seed';
import { kst, SeedDay, ymd } from '../server/db/seed/time';

const LABELS: [keyof SeedSummary, string][] = [
  ['categories', '카테고리'],
  ['brands', '브랜드'],
  ['models', '모델'],
  ['images', '이미지'],
  ['businesses', '매장'],
  ['items', '상품'],
  ['itemOptions', '상품 옵션'],
  ['users', '리뷰 작성자'],
  ['reviews', '리뷰'],
  ['contents', '매거진·가이드'],
  ['notices', '공지'],
  ['provisions', '약관'],
  ['lineBanners', '라인 배너'],
  ['featureFlags', '실험 플래그'],
];

const seedDayKnob = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .optional();

/** The seeding moment: 00:00 KST of SEED_DAY, or now. */
function seedingMoment(): Date {
  const parsed = seedDayKnob.safeParse(process.env.SEED_DAY || undefined);
  if (!parsed.success) {
    console.error(`SEED_DAY가 올바르지 않습니다 (bad SEED_DAY): ${parsed.error.issues[0]?.message}`);
    process.exit(2);
  }
  if (!parsed.data) return new Date();
  const [y, m, d] = parsed.data.split('-').map(Number);
  return kst(y, m, d);
}

async function main(): Promise<void> {
  const started = performance.now();
  const now = seedingMoment();
  const { handle, where } = await openConfiguredDb();
  try {
    console.log(`데이터베이스: ${where}`);
    console.log(`시드 기준일 (seeding day): ${ymd(SeedDay.of(now).midnight)}`);
    await migrateDb(handle);
    const summary = await resetAndSeed(handle.db, { now });
    // English keys first: they pad evenly in a terminal, Korean labels (double width) do not.
    console.log('시드 완료 (seeded):');
    for (const [key, label] of LABELS) console.log(`  ${key.padEnd(14)}${String(summary[key]).padStart(6)}  ${label}`);
    console.log(
      `시드 작성 ${summary.ms}ms, 전체 ${Math.round(performance.now() - started)}ms (열기·마이그레이션 포함)`
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('시드 실패 (seed failed):', error);
  process.exit(1);
});
