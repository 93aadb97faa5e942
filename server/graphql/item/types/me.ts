import { builder } from '../builder';
import { memberProfile, type MemberProfile } from '../../../domain/member/profile';

const RegistKeyTypeEnum = builder.enumType('RegistKeyType', { values: ['EMAIL', 'KAKAO', 'NAVER'] as const });
const NickTypeEnum = builder.enumType('NickType', { values: ['AUTO', 'CUSTOM'] as const });

/** The signed-in member's own account; other slices add fields to it (badges, counts). */
export const MemberProfileRef = builder.objectRef<MemberProfile>('MemberProfile').implement({
  description: '로그인한 회원 자신의 정보 (연락처는 가려서)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name', { nullable: true }),
    nickname: t.exposeString('nickname'),
    nickType: t.field({ type: NickTypeEnum, resolve: (p) => p.nickType }),
    img: t.exposeString('img', { nullable: true }),
    point: t.exposeInt('point'),
    registKeyType: t.field({ type: RegistKeyTypeEnum, resolve: (p) => p.registKeyType }),
    businessId: t.exposeInt('businessId', { nullable: true }),
    maskedEmail: t.exposeString('maskedEmail', { nullable: true }),
    maskedPhone: t.exposeString('maskedPhone', { nullable: true }),
    hasPassword: t.exposeBoolean('hasPassword'),
    isMarketingAgreed: t.exposeBoolean('isMarketingAgreed'),
    createdAt: t.exposeString('createdAt'),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: MemberProfileRef,
    nullable: true,
    description: '로그인한 회원 자신 (로그인하지 않았으면 null)',
    resolve: (_root, _args, ctx) => (ctx.viewer ? memberProfile(ctx.db, ctx.viewer.userId) : null),
  }),
}));
