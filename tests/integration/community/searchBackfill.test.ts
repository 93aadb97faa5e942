import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/rows';
import { backfillPostSearchText, postSearchDocument } from '@/server/domain/community/postSearchText';
import { testDbKinds, useTestDb } from '../../support/testDb';
import { at, insertPost, searchCast } from './searchHarness';

type Row = { id: number; searchText: string; searchChosung: string };
const rows = (db: Parameters<typeof backfillPostSearchText>[0]) =>
  queryRows<Row>(
    db,
    sql`
  SELECT id, search_text AS "searchText", search_chosung AS "searchChosung" FROM community_posts ORDER BY id`
  );

describe.each(testDbKinds())('backfillPostSearchText on %s', (kind) => {
  const db = useTestDb(kind);

  it('fills only empty rows (title, text and tagged models, as the writes do); a second run is a no-op', async () => {
    const cast = await searchCast(db());
    const kept = await insertPost(db(), { userId: cast.author, title: '이미 색인된 글', createdAt: at(1) });
    await db().execute(
      sql`UPDATE community_posts SET search_text = 'handmade', search_chosung = 'handmade' WHERE id = ${kept}`
    );
    const missing: number[] = [];
    for (let i = 0; i < 205; i += 1) {
      // More than one batch (200), so the batching is exercised.
      missing.push(
        await insertPost(db(), {
          userId: cast.author,
          title: `옛날 글 ${i}`,
          content: '한강 라이딩',
          createdAt: at(2 + i),
          indexed: false,
          modelIds: i === 0 ? [cast.brompton] : [],
        })
      );
    }
    expect(await backfillPostSearchText(db())).toBe(205);
    const after = await rows(db());
    expect(after.find((r) => r.id === kept)).toMatchObject({ searchText: 'handmade', searchChosung: 'handmade' });
    expect(after.filter((r) => r.searchText === '')).toEqual([]);
    const first = after.find((r) => r.id === missing[0])!;
    expect(first).toMatchObject(postSearchDocument('옛날 글 0', '한강 라이딩', ['브롬톤 C라인 익스플로어']));
    expect(first.searchText).toContain('브롬톤c라인익스플로어');
    expect(await backfillPostSearchText(db())).toBe(0);
    expect(await rows(db())).toEqual(after);
  });
});
