import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { friendCodeInput } from '../../../domain/referral/referralInput';
import { myReferral, type MyReferral, type ReferralProgramInfo } from '../../../domain/referral/myReferral';
import { registerFriendCode, type FriendCodeRegistration } from '../../../domain/referral/registerFriendCode';

const ReferralProgramRef = builder.objectRef<ReferralProgramInfo>('ReferralProgram').implement({
  description: '진행 중인 친구 초대 이벤트',
  fields: (t) => ({
    title: t.exposeString('title'),
    description: t.exposeString('description', { description: '유의사항 (한 줄에 하나)' }),
    inviterPoint: t.exposeInt('inviterPoint', { description: '초대한 회원이 받는 포인트' }),
    inviteePoint: t.exposeInt('inviteePoint', { description: '초대 코드를 등록한 회원이 받는 포인트' }),
    joinWindowDays: t.exposeInt('joinWindowDays', { description: '가입 후 코드를 등록할 수 있는 날 수' }),
    endsAt: t.exposeString('endsAt'),
  }),
});

const MyReferralRef = builder.objectRef<MyReferral>('MyReferral').implement({
  description: '내 초대 코드와 친구 초대 현황 (본인 것만)',
  fields: (t) => ({
    code: t.exposeString('code'),
    program: t.field({ type: ReferralProgramRef, nullable: true, resolve: (r) => r.program }),
    invitedCount: t.exposeInt('invitedCount'),
    earnedPoint: t.exposeInt('earnedPoint', { description: '친구 초대로 받은 포인트' }),
    hasRegisteredFriendCode: t.exposeBoolean('hasRegisteredFriendCode'),
    friendCodeDeadline: t.exposeString('friendCodeDeadline', { nullable: true }),
    invitationCode: t.exposeString('invitationCode', {
      nullable: true,
      description: '초대 링크로 가입했을 때 그 링크의 코드',
    }),
  }),
});

const FriendCodeRegistrationRef = builder.objectRef<FriendCodeRegistration>('FriendCodeRegistration').implement({
  fields: (t) => ({
    earnedPoint: t.exposeInt('earnedPoint'),
    point: t.exposeInt('point', { description: '적립 후 내 포인트' }),
    inviterNickname: t.exposeString('inviterNickname'),
  }),
});

builder.queryFields((t) => ({
  myReferral: t.field({
    type: MyReferralRef,
    description: '내 초대 코드 (처음 찾을 때 만들어져요)와 친구 초대 현황 (회원 전용)',
    resolve: (_root, _args, ctx) => myReferral(ctx.db, requireMember(ctx.viewer).userId),
  }),
}));

builder.mutationFields((t) => ({
  registerFriendCode: t.field({
    type: FriendCodeRegistrationRef,
    description: '친구의 초대 코드 등록: 두 회원 모두 이벤트 포인트를 한 번 받아요 (회원 전용)',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(friendCodeInput, args);
      return registerFriendCode(ctx.db, viewer.userId, input.code);
    },
  }),
}));
