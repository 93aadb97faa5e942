import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { captureEvents } from '../../schema';

/**
 * The scale run leaves one marker row in capture_events (action `seed_scale`): capture tables are
 * kept by `npm run seed`, and so are the million events the run added, so the marker lives with
 * them. Its value says whether the run finished. A second run refuses in both cases: running again
 * would double the events, and a half-finished run cannot be told apart from real data.
 */
export const SCALE_MARKER_ACTION = 'seed_scale';
const MARKER_ANON_ID = 'seed-scale';

// Any fixed 64-bit key: two seed:scale runs on one PostgreSQL must not both pass the check.
export const SCALE_LOCK_KEY = 7_240_118_302;

export type MarkerValue = {
  status: 'started' | 'done';
  options: Record<string, number | string>;
  counts?: Record<string, number>;
};

export class ScaleAlreadyRunError extends Error {
  constructor(
    readonly marker: MarkerValue,
    readonly at: Date
  ) {
    super(
      marker.status === 'done'
        ? `이 데이터베이스에는 이미 규모 데이터가 있습니다 (${at.toISOString()}에 실행). 다시 넣으려면 새 데이터베이스(다른 DATA_DIR 또는 DATABASE_URL)를 쓰세요. npm run seed는 수집 이벤트를 지우지 않으므로 그 뒤에도 마찬가지입니다.\n` +
            'This database already holds the scale data (npm run seed keeps the capture events, so also after it); use a fresh database (another DATA_DIR or DATABASE_URL) to run it again.'
        : `이 데이터베이스에서 규모 데이터 생성이 ${at.toISOString()}에 시작됐지만 끝나지 않았습니다. 새 데이터베이스(다른 DATA_DIR 또는 DATABASE_URL)에서 다시 실행하세요.\n` +
            'A scale run started on this database but did not finish; run it again on a fresh database (another DATA_DIR or DATABASE_URL).'
    );
    this.name = 'ScaleAlreadyRunError';
  }
}

export async function readMarker(db: Db): Promise<{ value: MarkerValue; at: Date } | null> {
  const e = captureEvents;
  const [row] = await db
    .select({ value1: e.value1, createdAt: e.createdAt })
    .from(e)
    .where(eq(e.action, SCALE_MARKER_ACTION))
    .orderBy(e.id)
    .limit(1);
  return row ? { value: JSON.parse(String(row.value1)) as MarkerValue, at: new Date(row.createdAt) } : null;
}

/** Takes the run lock, refuses when a marker exists, and writes the `started` marker (one transaction). */
export async function claimRun(tx: Db, options: MarkerValue['options']): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SCALE_LOCK_KEY})`);
  const existing = await readMarker(tx);
  if (existing) throw new ScaleAlreadyRunError(existing.value, existing.at);
  const value: MarkerValue = { status: 'started', options };
  await tx.execute(
    sql`INSERT INTO capture_events (anony_id, action, value1) VALUES (${MARKER_ANON_ID}, ${SCALE_MARKER_ACTION}, ${JSON.stringify(value)})`
  );
}

export async function finishRun(
  db: Db,
  options: MarkerValue['options'],
  counts: Record<string, number>
): Promise<void> {
  const value: MarkerValue = { status: 'done', options, counts };
  await db.execute(
    sql`UPDATE capture_events SET value1 = ${JSON.stringify(value)} WHERE action = ${SCALE_MARKER_ACTION}`
  );
}
