import { testDbKinds, useTestDb } from '../../support/testDb';
import { gql } from '../../support/serviceFetch';
import { notices } from '@/server/db/schema';
import { pb_noticesPageDocument as NOTICES_DOCUMENT } from '@/api/item/generated';
import { itemYogaFor } from './itemHarness';

const NOTICE = 'query pb_notice($id: Int!) { notice(id: $id) { id title htmlContent } }';

describe.each(testDbKinds())('item service notices on %s', (kind) => {
  const db = useTestDb(kind);
  let ids: { published: number; scheduled: number; important: number };

  beforeAll(async () => {
    const rows = await db()
      .insert(notices)
      .values([
        {
          title: '설 연휴 배송 안내',
          htmlContent: '<p>연휴 기간 배송이 늦어져요.</p><script>alert(1)</script>',
          publishedAt: new Date('2026-01-20T00:00:00Z'),
        },
        { title: '내년 요금 개편 예고', htmlContent: '<p>예정</p>', publishedAt: new Date('2099-01-01T00:00:00Z') },
        {
          title: '개인정보처리방침 개정',
          htmlContent: '<p>개정 안내</p>',
          isImportant: true,
          publishedAt: new Date('2025-12-01T00:00:00Z'),
        },
      ])
      .returning({ id: notices.id });
    ids = { published: rows[0].id, scheduled: rows[1].id, important: rows[2].id };
  });

  it('lists published notices, important first, with sanitized HTML', async () => {
    const { body } = await gql<{ notices: { id: number; htmlContent: string }[] }>(itemYogaFor(db()), {
      query: NOTICES_DOCUMENT,
    });
    expect(body?.data?.notices.map((n) => n.id)).toEqual([ids.important, ids.published]);
    expect(body?.data?.notices[1].htmlContent).toBe('<p>연휴 기간 배송이 늦어져요.</p>');
  });

  it('answers one notice by id', async () => {
    const { body } = await gql<{ notice: { title: string } }>(itemYogaFor(db()), {
      query: NOTICE,
      variables: { id: ids.published },
    });
    expect(body?.data?.notice.title).toBe('설 연휴 배송 안내');
  });

  it('answers NOT_FOUND for a missing or not yet published notice', async () => {
    for (const id of [ids.scheduled, 999_999]) {
      const { body } = await gql(itemYogaFor(db()), { query: NOTICE, variables: { id } });
      expect(body?.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(body?.errors?.[0].message).toBe('공지사항을 찾을 수 없어요.');
    }
  });

  it('answers INVALID_INPUT for a non-positive id', async () => {
    const { body } = await gql(itemYogaFor(db()), { query: NOTICE, variables: { id: -3 } });
    expect(body?.errors?.[0].extensions?.code).toBe('INVALID_INPUT');
  });
});
