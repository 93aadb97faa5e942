import { z } from 'zod';
import { builder } from '../builder';
import { MemberProfileRef } from './me';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { memberProfile } from '../../../domain/member/profile';
import { setMarketingConsent, updateNickname, type MarketingConsent } from '../../../domain/member/memberSettings';
import { nicknameSchema } from '@/lib/account/nickname';
import { DomainError } from '@/lib/errors';

const MarketingConsentRef = builder.objectRef<MarketingConsent>('MarketingConsent').implement({
  description: '마케팅 정보 수신 동의 상태와 처리 일시',
  fields: (t) => ({
    isMarketingAgreed: t.exposeBoolean('isMarketingAgreed'),
    decidedAt: t.exposeString('decidedAt'),
    changed: t.exposeBoolean('changed', { description: '이번 요청으로 바뀌었는지 (같은 상태를 다시 요청하면 false)' }),
  }),
});

const nicknameArgs = z.object({ nickname: nicknameSchema });
const consentArgs = z.object({ agree: z.boolean() });

builder.mutationFields((t) => ({
  updateNickname: t.field({
    type: MemberProfileRef,
    description: '닉네임 변경 (2~12자, 중복 불가, 회원 전용)',
    args: { nickname: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(nicknameArgs, args);
      await updateNickname(ctx.db, viewer.userId, input.nickname);
      const profile = await memberProfile(ctx.db, viewer.userId);
      if (!profile) throw new DomainError('UNAUTHENTICATED');
      return profile;
    },
  }),
  setMarketingConsent: t.field({
    type: MarketingConsentRef,
    description: '마케팅 정보 수신 동의/거부 (처리 결과를 알림으로 알려 드려요, 회원 전용)',
    args: { agree: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return setMarketingConsent(ctx.db, viewer.userId, parseInput(consentArgs, args).agree);
    },
  }),
}));
