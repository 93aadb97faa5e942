import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { setBookmark, setLowestPriceAlarm, type BookmarkState, type BookmarkTarget } from '../../../domain/member/bookmarks';

export const BookmarkStateRef = builder.objectRef<BookmarkState>('BookmarkState').implement({
  description: '찜(isActiveBookmark)과 최저가 알림(isActiveAlarm) 상태',
  fields: (t) => ({
    isActiveBookmark: t.exposeBoolean('isActiveBookmark'),
    isActiveAlarm: t.exposeBoolean('isActiveAlarm'),
  }),
});

const BookmarkTargetEnum = builder.enumType('BookmarkTarget', { values: ['ITEM', 'MODEL'] as const });

const toggleArgs = z.object({ target: z.enum(['ITEM', 'MODEL']), id: z.number().int().positive(), active: z.boolean() });

builder.mutationFields((t) => ({
  setBookmark: t.field({
    type: BookmarkStateRef,
    description: '상품(ITEM) 또는 모델(MODEL) 찜하기/해제 (회원 전용)',
    args: { target: t.arg({ type: BookmarkTargetEnum, required: true }), id: t.arg.int({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(toggleArgs, args);
      return setBookmark(ctx.db, viewer.userId, input.target as BookmarkTarget, input.id, input.active);
    },
  }),
  setLowestPriceAlarm: t.field({
    type: BookmarkStateRef,
    description: '최저가 알림 켜기/끄기 (켜면 찜도 함께 저장, 회원 전용)',
    args: { target: t.arg({ type: BookmarkTargetEnum, required: true }), id: t.arg.int({ required: true }), active: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(toggleArgs, args);
      return setLowestPriceAlarm(ctx.db, viewer.userId, input.target as BookmarkTarget, input.id, input.active);
    },
  }),
}));
