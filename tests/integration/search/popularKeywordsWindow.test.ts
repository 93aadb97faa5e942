import { sql } from 'drizzle-orm';
import { captureEvents } from '@/server/db/schema';
import { popularKeywords, SEARCH_KEYWORD_ACTION } from '@/server/domain/search/popularKeywords';
import { testDbKinds, useTestDb } from '@/tests/support/testDb';

describe.each(testDbKinds())('인기 검색어 window on %s', (kind) => {
  const db = useTestDb(kind);

  it('counts a search stored within the same millisecond as "now" (created_at has microseconds, now has milliseconds)', async () => {
    const phrase = '같은 밀리초 검색어';
    // Two verified visitors searched at 12:00:00.409 and 12:00:00.409600; the page asks at 12:00:00.409.
    for (const [anonyId, at] of [
      ['window-visitor-a', '2026-06-01T03:00:00.409Z'],
      ['window-visitor-b', '2026-06-01T03:00:00.4096Z'],
    ]) {
      await db()
        .insert(captureEvents)
        .values({ anonyId, action: SEARCH_KEYWORD_ACTION, value1: phrase, verified: true, createdAt: new Date(at) });
    }
    // Drizzle would round a Date to the millisecond: put the second one's microseconds back.
    await db().execute(
      sql`UPDATE capture_events SET created_at = '2026-06-01T03:00:00.409600Z' WHERE anony_id = 'window-visitor-b'`
    );
    const now = new Date('2026-06-01T03:00:00.409Z');
    expect(await popularKeywords(db(), now)).toContainEqual(expect.objectContaining({ keyword: phrase, count: 2 }));
    // A search a millisecond later is after "now".
    expect(await popularKeywords(db(), new Date('2026-06-01T03:00:00.408Z'))).not.toContainEqual(
      expect.objectContaining({ keyword: phrase })
    );
  });
});
