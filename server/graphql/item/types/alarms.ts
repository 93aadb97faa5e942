import { z } from 'zod';
import { builder } from '../builder';
import { BadgesRef } from './badges';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { memberBadges, type Badges } from '../../../domain/member/badges';
import { listAlarms, type AlarmEntry, type AlarmPage } from '../../../domain/alarm/alarmList';
import { readAlarm, readAllAlarms } from '../../../domain/alarm/readAlarms';
import type { Db } from '../../../db/client';
import { alarmKind } from '../../../db/schema/enums';

// The alarm kinds are the database enum's, so a new kind is one place to add.
const AlarmKindEnum = builder.enumType('AlarmKind', {
  values: alarmKind.enumValues,
});

const AlarmRef = builder.objectRef<AlarmEntry>('Alarm').implement({
  description: '회원 알림 한 건',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.field({ type: AlarmKindEnum, resolve: (a) => a.kind }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    linkUrl: t.exposeString('linkUrl', { nullable: true }),
    isImportant: t.exposeBoolean('isImportant'),
    isRead: t.exposeBoolean('isRead'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const AlarmPageRef = builder.objectRef<AlarmPage>('AlarmPage').implement({
  description: '알림 목록 (docs/product.md §3 Alarm list): 고정된 중요 알림, 최신순 알림, 다음 페이지 커서',
  fields: (t) => ({
    importantAlarm: t.field({ type: AlarmRef, nullable: true, resolve: (p) => p.importantAlarm }),
    alarms: t.field({ type: [AlarmRef], resolve: (p) => p.alarms }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
    unreadCount: t.exposeInt('unreadCount'),
  }),
});

type AlarmReadResult = { id: number | null; readCount: number; unreadCount: number; badges: Badges };

const AlarmReadResultRef = builder.objectRef<AlarmReadResult>('AlarmReadResult').implement({
  description: '알림 읽음 처리 결과와 바뀐 배지',
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: true, description: '읽은 알림 (모두 읽음이면 null)' }),
    readCount: t.exposeInt('readCount'),
    unreadCount: t.exposeInt('unreadCount'),
    badges: t.field({ type: BadgesRef, resolve: (r) => r.badges }),
  }),
});

const listArgs = z.object({ searchAfter: z.string().min(1).max(400).nullish() });
const readArgs = z.object({ id: z.number().int().positive().max(2_147_483_647) });

async function afterRead(db: Db, userId: number, id: number | null, readCount: number): Promise<AlarmReadResult> {
  const { badges, unreadAlarmCount } = await memberBadges(db, userId);
  return { id, readCount, unreadCount: unreadAlarmCount, badges };
}

builder.queryFields((t) => ({
  alarmList: t.field({
    type: AlarmPageRef,
    description: '내 알림 목록, 최신순 (회원 전용)',
    args: { searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(listArgs, args);
      return listAlarms(ctx.db, viewer.userId, input.searchAfter ?? null);
    },
  }),
}));

builder.mutationFields((t) => ({
  readAlarm: t.field({
    type: AlarmReadResultRef,
    description: '알림 하나 읽음 (내 알림만, 다른 회원의 알림은 NOT_FOUND)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(readArgs, args);
      await readAlarm(ctx.db, viewer.userId, input.id);
      return afterRead(ctx.db, viewer.userId, input.id, 1);
    },
  }),
  readAllAlarms: t.field({
    type: AlarmReadResultRef,
    description: '중요 알림을 포함한 내 알림 모두 읽음',
    resolve: async (_root, _args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const readCount = await readAllAlarms(ctx.db, viewer.userId);
      return afterRead(ctx.db, viewer.userId, null, readCount);
    },
  }),
}));
