import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { setBookmark, setLowestPriceAlarm, type BookmarkState } from '../../../domain/member/bookmarks';

export const BookmarkStateRef = builder.objectRef<BookmarkState>('BookmarkState').implement({
  description: '찜(isActiveBookmark)과 최저가 알림(isActiveAlarm) 상태 (매장은 알림이 없어 늘 false)',
  fields: (t) => ({
    isActiveBookmark: t.exposeBoolean('isActiveBookmark'),
    isActiveAlarm: t.exposeBoolean('isActiveAlarm'),
  }),
});

// One heart for every target (issue 15 §4): items and models, and businesses, which replaced setBusinessBookmark.
const BookmarkTargetEnum = builder.enumType('BookmarkTarget', {
  description: '찜 대상: 상품(ITEM), 모델(MODEL), 매장(BUSINESS)',
  values: ['ITEM', 'MODEL', 'BUSINESS'] as const,
});

const id = z.number().int().positive().max(2_147_483_647);
const bookmarkArgs = z.object({ target: z.enum(['ITEM', 'MODEL', 'BUSINESS']), id, active: z.boolean() });
// A business has no price, so no lowest-price alarm: asking for one is the caller's mistake.
const alarmArgs = z.object({
  target: z.enum(['ITEM', 'MODEL'], { message: '최저가 알림은 상품과 모델에만 있어요.' }),
  id,
  active: z.boolean(),
});

const targetArgs = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  target: t.arg({ type: BookmarkTargetEnum, required: true }),
  id: t.arg.int({ required: true }),
  active: t.arg.boolean({ required: true }),
});

builder.mutationFields((t) => ({
  setBookmark: t.field({
    type: BookmarkStateRef,
    description: '상품(ITEM)·모델(MODEL)·매장(BUSINESS) 찜하기/해제 (회원 전용, 같은 상태를 다시 요청해도 그대로)',
    args: targetArgs(t),
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(bookmarkArgs, args);
      return setBookmark(ctx.db, viewer.userId, input.target, input.id, input.active);
    },
  }),
  setLowestPriceAlarm: t.field({
    type: BookmarkStateRef,
    description: '상품·모델의 최저가 알림 켜기/끄기 (켜면 찜도 함께 저장, 회원 전용; 매장은 INVALID_INPUT)',
    args: targetArgs(t),
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(alarmArgs, args);
      return setLowestPriceAlarm(ctx.db, viewer.userId, input.target, input.id, input.active);
    },
  }),
}));
