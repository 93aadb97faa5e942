export { BadgesRef } from './me';
import { z } from 'zod';
import { builder } from '../builder';
import { BadgesRef } from './me';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { memberBadges } from '../../../domain/member/badges';
import { markSeen, SEEN_AREAS } from '../../../domain/member/memberSeen';

const SeenAreaEnum = builder.enumType('SeenArea', { values: SEEN_AREAS });

const seenArgs = z.object({ area: z.enum(SEEN_AREAS) });

builder.mutationFields((t) => ({
  markSeen: t.field({
    type: BadgesRef,
    description:
      '공지사항(NOTICE)·찜 상품(ITEM_BOOKMARK)·찜 매장(BUSINESS_BOOKMARK)을 지금 봤다고 기록하고 새 배지를 돌려줘요 (회원 전용)',
    args: { area: t.arg({ type: SeenAreaEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(seenArgs, args);
      await markSeen(ctx.db, viewer.userId, input.area);
      return (await memberBadges(ctx.db, viewer.userId)).badges;
    },
  }),
}));
