/**
 * `npm run seed:scale`: adds the scale data (≈2,000 models, 10,000 businesses — the map benchmark's count —, 100,000 items, 1,000,000
 * capture rows) to the configured database — DATABASE_URL → PostgreSQL, otherwise the embedded
 * PGlite under DATA_DIR. An empty database gets the base seed first. Runs once per database.
 * Knobs: SCALE_ITEMS, SCALE_EVENTS, SCALE_MODELS, SCALE_BUSINESSES, SCALE_EVENTS_UNTIL (YYYY-MM-DD, KST;
 * default today: the traffic is the 30 days before it), SCALE_BOOKINGS (rental bookings over the next
 * 90 days from the seeding day for dated searches, default 1,000,000).
 */
import { z } from 'zod';
import { migrateDb } from '../server/db/client';
import { openConfiguredDb } from './openConfiguredDb';
import { seedScale } from '../server/db/seed/scale';
import { ScaleAlreadyRunError } from '../server/db/seed/scale/marker';
import { scaleModelCapacity } from '../server/db/seed/scale/models';
import { kst } from '../server/db/seed/time';
import { refreshCategoryRepresentatives } from '../server/jobs/recommendationRepresentatives';
import { writeScaleRangeBookings } from '../server/db/seed/scale/rangeBookings';
import { todayInSeoul } from '../lib/dates';

const count = (fallback: number, max: number) => z.coerce.number().int().min(0).max(max).default(fallback);

const knobs = z.object({
  SCALE_ITEMS: count(100_000, 2_000_000),
  SCALE_EVENTS: count(1_000_000, 50_000_000),
  SCALE_MODELS: count(2_000, scaleModelCapacity()),
  SCALE_BOOKINGS: count(1_000_000, 10_000_000),
  SCALE_BUSINESSES: count(10_000, 20_000).refine((n) => n > 0, '매장이 하나 이상 있어야 상품을 놓을 수 있습니다'),
  SCALE_EVENTS_UNTIL: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
    .optional(),
});

/** Midnight KST starting the given day, or today's (the run day's) when none is given. */
function eventsUntil(day: string | undefined): Date {
  const ymd = day ?? new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
  const [y, m, d] = ymd.split('-').map(Number);
  return kst(y, m, d);
}

async function main(): Promise<void> {
  const parsed = knobs.safeParse(process.env);
  if (!parsed.success) {
    console.error(
      `설정이 올바르지 않습니다 (bad settings):\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`
    );
    process.exit(2);
  }
  const k = parsed.data;
  const until = eventsUntil(k.SCALE_EVENTS_UNTIL);
  const { handle, where } = await openConfiguredDb();
  try {
    console.log(`데이터베이스: ${where}`);
    console.log(
      `규모 데이터: 상품 ${k.SCALE_ITEMS}, 수집 이벤트 ${k.SCALE_EVENTS}, 모델 ${k.SCALE_MODELS}, 매장 ${k.SCALE_BUSINESSES}, 이벤트 기간 ~${until.toISOString()}`
    );
    await migrateDb(handle);
    const summary = await seedScale(handle.db, {
      items: k.SCALE_ITEMS,
      events: k.SCALE_EVENTS,
      models: k.SCALE_MODELS,
      businesses: k.SCALE_BUSINESSES,
      eventsUntil: until,
      now: new Date(),
      log: (line) => console.log(line),
    });
    // Dated searches (issue 31 §1) need a booked calendar: the next 90 days' bookings, counted from the seeding day.
    const bookingsStarted = performance.now();
    const rangeBookings = await writeScaleRangeBookings(handle.db, {
      count: k.SCALE_BOOKINGS,
      day: todayInSeoul(),
      log: (line) => console.log(line),
    });
    console.log(
      `날짜별 예약 (range bookings) ${rangeBookings.toLocaleString('en-US')}개 · ${((performance.now() - bookingsStarted) / 1000).toFixed(1)}s`
    );
    // The recommendation pages read each category's ranking from the job's table: rank the new items too.
    const representatives = await refreshCategoryRepresentatives(handle.db);
    console.log(
      `카테고리 추천 대표 상품 (category representatives) ${representatives.rows.toLocaleString('en-US')}개 · ${(representatives.ms / 1000).toFixed(1)}s`
    );
    console.log('규모 데이터 완료 (scale data added):');
    for (const key of [
      'models',
      'businesses',
      'items',
      'itemOptions',
      'rentalBookings',
      'visitPages',
      'searchEvents',
    ] as const) {
      console.log(`  ${key.padEnd(15)}${summary[key].toLocaleString('en-US').padStart(10)}`);
    }
    console.log(`걸린 시간 ${(summary.ms / 1000).toFixed(1)}s`);
  } catch (error) {
    if (error instanceof ScaleAlreadyRunError) {
      console.error(error.message);
      process.exitCode = 3;
      return;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('규모 데이터 실패 (seed:scale failed):', error);
  process.exit(1);
});
