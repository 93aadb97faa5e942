import { eq } from 'drizzle-orm';
import { testDbKinds, useTestDb } from '../../support/testDb';
import type { AlarmPage, AlarmReadResult } from '@/api/item/alarms';
import {
  pb_alarmPageDocument,
  us_alarmListDocument,
  us_readAlarmDocument,
  us_readAllAlarmsDocument,
} from '@/api/item/generated';
import { alarms } from '@/server/db/schema';
import { addAlarm, type NewAlarm } from '@/server/domain/alarm/addAlarm';
import type { Db } from '@/server/db/client';
import { callAs, newMember } from './memberFixtures';

/** `count` alarms one minute apart from 2026-03-01 09:00 UTC, oldest first; answers their ids. */
async function addAlarms(db: Db, userId: number, count: number, extra: Partial<NewAlarm> = {}): Promise<number[]> {
  for (let i = 0; i < count; i += 1) {
    await addAlarm(
      db,
      {
        userId,
        kind: 'LOWEST_PRICE',
        title: `알림 ${i}`,
        body: '본문',
        linkUrl: '/services/1',
        ...extra,
        dedupeKey: `${extra.dedupeKey ?? 'a'}:${i}`,
      },
      new Date(Date.UTC(2026, 2, 1, 9, i))
    );
  }
  const rows = await db.select({ id: alarms.id }).from(alarms).where(eq(alarms.userId, userId)).orderBy(alarms.id);
  return rows.map((r) => r.id).slice(-count);
}

describe.each(testDbKinds())('alarms on %s', (kind) => {
  const db = useTestDb(kind);
  // The first page as /user/alarm asks for it (with the viewer); a next page by its cursor.
  const list = (userId: number | null, searchAfter: string | null = null) =>
    searchAfter === null
      ? callAs<{ alarmList: AlarmPage }>(
          db(),
          userId === null ? null : { userId },
          pb_alarmPageDocument,
          'pb_alarmPage'
        )
      : callAs<{ alarmList: AlarmPage }>(
          db(),
          userId === null ? null : { userId },
          us_alarmListDocument,
          'us_alarmList',
          { searchAfter }
        );
  const read = (userId: number | null, id: number) =>
    callAs<{ readAlarm: AlarmReadResult }>(
      db(),
      userId === null ? null : { userId },
      us_readAlarmDocument,
      'us_readAlarm',
      { id }
    );
  const readAll = (userId: number | null) =>
    callAs<{ readAllAlarms: AlarmReadResult }>(
      db(),
      userId === null ? null : { userId },
      us_readAllAlarmsDocument,
      'us_readAllAlarms'
    );

  describe('us_alarmList', () => {
    it('pages newest first by searchAfter, pins the newest unread important alarm once and counts the unread', async () => {
      const member = await newMember(db());
      const ids = await addAlarms(db(), member, 25);
      const [important] = await addAlarms(db(), member, 1, { kind: 'ACCOUNT', isImportant: true, dedupeKey: 'imp' });
      const first = (await list(member)).data!.alarmList;
      expect(first.importantAlarm).toMatchObject({ id: important, kind: 'ACCOUNT', isImportant: true, isRead: false });
      expect(first.alarms.map((a) => a.id)).toEqual([...ids].reverse().slice(0, 20));
      expect(first.unreadCount).toBe(26);
      expect(first.alarms[0]).toMatchObject({
        title: '알림 24',
        body: '본문',
        linkUrl: '/services/1',
        isRead: false,
        createdAt: '2026-03-01T09:24:00.000Z',
      });
      const second = (await list(member, first.searchAfter)).data!.alarmList;
      expect(second.importantAlarm).toBeNull();
      expect(second.alarms.map((a) => a.id)).toEqual([...ids].reverse().slice(20));
      expect(second.searchAfter).toBeNull();
    });

    it('shows a member only their own alarms, and an empty list to a new member', async () => {
      const [a, b] = [await newMember(db()), await newMember(db())];
      await addAlarms(db(), a, 2);
      expect((await list(b)).data!.alarmList).toEqual({
        importantAlarm: null,
        alarms: [],
        searchAfter: null,
        unreadCount: 0,
      });
    });

    it("refuses an edited cursor and another member's cursor as INVALID_INPUT, and an anonymous caller as UNAUTHENTICATED", async () => {
      const [a, b] = [await newMember(db()), await newMember(db())];
      await addAlarms(db(), a, 21);
      const cursor = (await list(a)).data!.alarmList.searchAfter!;
      expect((await list(a, `${cursor}x`)).code).toBe('INVALID_INPUT');
      expect((await list(b, cursor)).code).toBe('INVALID_INPUT');
      expect((await list(null)).code).toBe('UNAUTHENTICATED');
    });
  });

  describe('us_readAlarm and us_readAllAlarms', () => {
    it('reading one marks it read and lowers the unread count; reading twice is fine', async () => {
      const member = await newMember(db());
      const [first, second] = await addAlarms(db(), member, 2);
      const result = (await read(member, first)).data!.readAlarm;
      expect(result).toMatchObject({ id: first, readCount: 1, unreadCount: 1 });
      expect((await read(member, first)).data!.readAlarm.unreadCount).toBe(1);
      const page = (await list(member)).data!.alarmList;
      expect(page.alarms.find((a) => a.id === first)?.isRead).toBe(true);
      expect(page.alarms.find((a) => a.id === second)?.isRead).toBe(false);
    });

    it("answers NOT_FOUND for another member's alarm and leaves it unread; INVALID_INPUT for a bad id; UNAUTHENTICATED anonymously", async () => {
      const [owner, other] = [await newMember(db()), await newMember(db())];
      const [id] = await addAlarms(db(), owner, 1);
      expect((await read(other, id)).code).toBe('NOT_FOUND');
      expect((await read(other, 987_654)).code).toBe('NOT_FOUND');
      expect((await read(other, 0)).code).toBe('INVALID_INPUT');
      expect((await read(null, id)).code).toBe('UNAUTHENTICATED');
      const [row] = await db().select({ readAt: alarms.readAt }).from(alarms).where(eq(alarms.id, id));
      expect(row.readAt).toBeNull();
    });

    it('read-all marks every alarm read, the important one too, only for the caller, and clears the review badge', async () => {
      const [member, other] = [await newMember(db()), await newMember(db())];
      await addAlarms(db(), member, 3, { kind: 'REVIEW', dedupeKey: 'r' });
      await addAlarms(db(), member, 1, { kind: 'ACCOUNT', isImportant: true, dedupeKey: 'imp' });
      await addAlarms(db(), other, 2);
      const result = (await readAll(member)).data!.readAllAlarms;
      expect(result).toMatchObject({ id: null, readCount: 4, unreadCount: 0 });
      expect(result.badges.isActiveReviewBadge).toBe(false);
      const page = (await list(member)).data!.alarmList;
      expect(page.importantAlarm).toBeNull();
      expect(page.alarms.every((a) => a.isRead)).toBe(true);
      expect((await list(other)).data!.alarmList.unreadCount).toBe(2);
      expect((await readAll(null)).code).toBe('UNAUTHENTICATED');
    });
  });
});
