import { z } from 'zod';
import { builder } from '../builder';
import { MemberProfileRef } from './me';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { memberBadges, type BadgeSummary, type Badges } from '../../../domain/member/badges';
import { markSeen, SEEN_AREAS } from '../../../domain/member/memberSeen';
import type { MemberProfile } from '../../../domain/member/profile';
import type { ServiceContext } from '../../context';

export const BadgesRef = builder.objectRef<Badges>('Badges').implement({
  description: '마이페이지·탭 바·찜 탭의 새 소식 표시 (SPEC.md §3 Badges)',
  fields: (t) => ({
    isActiveBookmarkBadge: t.exposeBoolean('isActiveBookmarkBadge'),
    isActiveBusinessBookmarkBadge: t.exposeBoolean('isActiveBusinessBookmarkBadge'),
    isActiveItemBookmarkBadge: t.exposeBoolean('isActiveItemBookmarkBadge'),
    isActiveMyPageBadge: t.exposeBoolean('isActiveMyPageBadge'),
    isActiveNoticeBadge: t.exposeBoolean('isActiveNoticeBadge'),
    isActiveOrderBadge: t.exposeBoolean('isActiveOrderBadge'),
    isActiveReviewBadge: t.exposeBoolean('isActiveReviewBadge'),
  }),
});

// `badges` and `unreadAlarmCount` come from one query: the first field asked computes it for the
// profile object, the second reuses it (the profile object lives as long as the request).
const summaries = new WeakMap<MemberProfile, Promise<BadgeSummary>>();

function summaryOf(profile: MemberProfile, ctx: ServiceContext): Promise<BadgeSummary> {
  let summary = summaries.get(profile);
  if (!summary) {
    summary = memberBadges(ctx.db, profile.id);
    summaries.set(profile, summary);
  }
  return summary;
}

builder.objectFields(MemberProfileRef, (t) => ({
  badges: t.field({ type: BadgesRef, resolve: async (profile, _args, ctx) => (await summaryOf(profile, ctx)).badges }),
  unreadAlarmCount: t.int({ description: '읽지 않은 알림 수', resolve: async (profile, _args, ctx) => (await summaryOf(profile, ctx)).unreadAlarmCount }),
}));

const SeenAreaEnum = builder.enumType('SeenArea', { values: SEEN_AREAS });

const seenArgs = z.object({ area: z.enum(SEEN_AREAS) });

builder.mutationFields((t) => ({
  markSeen: t.field({
    type: BadgesRef,
    description: '공지사항(NOTICE)·찜 상품(ITEM_BOOKMARK)·찜 매장(BUSINESS_BOOKMARK)을 지금 봤다고 기록하고 새 배지를 돌려줘요 (회원 전용)',
    args: { area: t.arg({ type: SeenAreaEnum, required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(seenArgs, args);
      await markSeen(ctx.db, viewer.userId, input.area);
      return (await memberBadges(ctx.db, viewer.userId)).badges;
    },
  }),
}));
