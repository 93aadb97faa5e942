import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { operatorState } from '../../../domain/admin/operatorAccess';
import { confirmEnrolment, startEnrolment, verifySecondFactor } from '../../../domain/admin/secondFactor';
import { users } from '../../../db/schema';
import { eq } from 'drizzle-orm';

/**
 * The operator's own state and second factor (docs/product.md §10 Operator sign-in). These are the
 * only operations an operator without a passed factor may call; anyone who is not an operator hears
 * NOT_FOUND from each of them.
 */
type OperatorView = { userId: number; nickname: string; enrolled: boolean; verifiedUntil: Date | null };

const OperatorRef = builder.objectRef<OperatorView>('Operator').implement({
  description: '운영자 본인',
  fields: (t) => ({
    userId: t.exposeInt('userId'),
    nickname: t.exposeString('nickname'),
    enrolled: t.exposeBoolean('enrolled', { description: '인증 앱 등록 여부' }),
    verifiedUntil: t.string({
      nullable: true,
      description: '이 기기의 운영자 세션이 끝나는 때 (2단계 인증 전이면 null)',
      resolve: (o) => o.verifiedUntil?.toISOString() ?? null,
    }),
  }),
});

const EnrolmentRef = builder
  .objectRef<{ secret: string; otpauthUri: string; qrSvg: string }>('TotpEnrolment')
  .implement({
    fields: (t) => ({
      secret: t.exposeString('secret', { description: '앱에 직접 입력할 때 쓰는 비밀 키 (base32)' }),
      otpauthUri: t.exposeString('otpauthUri'),
      qrSvg: t.exposeString('qrSvg', { description: 'otpauthUri를 담은 QR 코드 (SVG)' }),
    }),
  });

const EnrolledRef = builder.objectRef<{ recoveryCodes: string[]; verifiedUntil: Date }>('TotpEnrolled').implement({
  fields: (t) => ({
    recoveryCodes: t.exposeStringList('recoveryCodes', { description: '복구 코드: 이번 한 번만 보여요' }),
    verifiedUntil: t.string({ resolve: (o) => o.verifiedUntil.toISOString() }),
  }),
});

const VerifiedRef = builder
  .objectRef<{ verifiedUntil: Date; usedRecoveryCode: boolean }>('OperatorVerified')
  .implement({
    fields: (t) => ({
      verifiedUntil: t.string({ resolve: (o) => o.verifiedUntil.toISOString() }),
      usedRecoveryCode: t.exposeBoolean('usedRecoveryCode'),
    }),
  });

const codeArg = z.object({
  code: z.string().trim().min(6, '인증 코드를 입력해 주세요.').max(20, '인증 코드가 너무 길어요.'),
});

builder.queryFields((t) => ({
  operator: t.field({
    type: OperatorRef,
    description: '운영자 본인과 이 기기의 2단계 인증 상태 (운영자 전용)',
    resolve: async (_root, _args, ctx) => {
      const state = await operatorState(ctx.db, ctx.viewer);
      const [user] = await ctx.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, state.userId));
      return { ...state, nickname: user?.nickname ?? '' };
    },
  }),
}));

builder.mutationFields((t) => ({
  startTotpEnrolment: t.field({
    type: EnrolmentRef,
    description: '인증 앱 등록 시작: 새 비밀 키와 QR 코드 (등록 전 운영자 전용)',
    resolve: (_root, _args, ctx) => startEnrolment(ctx.db, ctx.viewer),
  }),
  confirmTotpEnrolment: t.field({
    type: EnrolledRef,
    description: '앱에 보이는 코드로 등록을 마쳐요. 복구 코드는 이 응답에서만 보여요.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await operatorState(ctx.db, ctx.viewer); // NOT_FOUND before any word about the input
      return confirmEnrolment(ctx.db, ctx.viewer, parseInput(codeArg, args).code);
    },
  }),
  verifyOperator: t.field({
    type: VerifiedRef,
    description: '2단계 인증: 앱의 6자리 코드나 복구 코드. 8시간 동안 유지되고, 금액 처리 전에는 다시 물어요.',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await operatorState(ctx.db, ctx.viewer);
      return verifySecondFactor(ctx.db, ctx.viewer, parseInput(codeArg, args).code);
    },
  }),
}));
