import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { deleteFitProfile, fitProfileOf, saveFitProfile, type FitProfile } from '../../../domain/fit/fitProfile';
import { itemFit, modelFit, type ModelFit } from '../../../domain/fit/modelFit';
import { ABILITY_LEVELS } from '@/lib/fit/din';

// The member's fit profile and the fit lines of the model and item pages (docs/product.md §3 Fit profile).

const SkiAbilityEnum = builder.enumType('SkiAbility', {
  values: ABILITY_LEVELS,
  description: 'BEGINNER 초급 (ISO 11088 타입 1), INTERMEDIATE 중급 (2), ADVANCED 상급 (3), EXPERT 최상급 (3+)',
});

const FitProfileRef = builder.objectRef<FitProfile>('FitProfile').implement({
  description: '내 사이즈 정보 (본인만 볼 수 있어요)',
  fields: (t) => ({
    heightCm: t.exposeInt('heightCm', { nullable: true, description: '키 (cm)' }),
    inseamCm: t.exposeInt('inseamCm', { nullable: true, description: '다리 안쪽 길이 (cm)' }),
    weightKg: t.exposeInt('weightKg', { nullable: true, description: '몸무게 (kg)' }),
    skiAbility: t.field({ type: SkiAbilityEnum, nullable: true, resolve: (p) => p.skiAbility }),
    birthYear: t.exposeInt('birthYear', { nullable: true, description: '출생 연도 (DIN 나이 구간)' }),
    bootSoleMm: t.exposeInt('bootSoleMm', { nullable: true, description: '스키 부츠 솔 길이 (mm)' }),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const ModelFitRef = builder.objectRef<ModelFit>('ModelFit').implement({
  description: '내 사이즈 기준 추천 (모델·상품 페이지)',
  fields: (t) => ({
    applies: t.exposeBoolean('applies', { description: '사이즈 추천이 있는 모델인지 (헬멧·원사이즈는 false)' }),
    hasProfile: t.exposeBoolean('hasProfile', { description: '키가 입력된 내 사이즈 정보가 있는지' }),
    text: t.exposeString('text', { nullable: true, description: '"내 추천 사이즈: M (키 175cm 기준)" 같은 한 줄' }),
    frameSize: t.exposeString('frameSize', { nullable: true }),
    skiMinCm: t.exposeInt('skiMinCm', { nullable: true }),
    skiMaxCm: t.exposeInt('skiMaxCm', { nullable: true }),
    dinLow: t.exposeFloat('dinLow', { nullable: true }),
    dinHigh: t.exposeFloat('dinHigh', { nullable: true }),
    bindingNote: t.exposeString('bindingNote', { nullable: true, description: 'DIN과 함께 늘 보여 주는 안내' }),
    fittingOptionIds: t.exposeIntList('fittingOptionIds', {
      description: '내 사이즈에 맞는 필수 옵션 id (상품 페이지)',
    }),
  }),
});

const idArgs = z.object({ id: z.number().int().positive() });

builder.queryFields((t) => ({
  myFitProfile: t.field({
    type: FitProfileRef,
    nullable: true,
    description: '내 사이즈 정보 (없으면 null, 회원 전용)',
    resolve: (_root, _args, ctx) => fitProfileOf(ctx.db, requireMember(ctx.viewer).userId),
  }),
  modelFit: t.field({
    type: ModelFitRef,
    description: '모델의 내 추천 사이즈 (방문자는 hasProfile false)',
    args: { modelId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      modelFit(ctx.db, ctx.viewer?.userId ?? null, parseInput(idArgs, { id: args.modelId }).id, new Date()),
  }),
  itemFit: t.field({
    type: ModelFitRef,
    description: '상품의 내 추천 사이즈와 맞는 옵션 (방문자는 hasProfile false)',
    args: { itemId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      itemFit(ctx.db, ctx.viewer?.userId ?? null, parseInput(idArgs, { id: args.itemId }).id, new Date()),
  }),
}));

builder.mutationFields((t) => ({
  saveFitProfile: t.field({
    type: FitProfileRef,
    description: '내 사이즈 정보 저장 (비운 칸은 지워요, 회원 전용)',
    args: {
      heightCm: t.arg.int(),
      inseamCm: t.arg.int(),
      weightKg: t.arg.int(),
      skiAbility: t.arg({ type: SkiAbilityEnum }),
      birthYear: t.arg.int(),
      bootSoleMm: t.arg.int(),
    },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = {
        heightCm: args.heightCm ?? null,
        inseamCm: args.inseamCm ?? null,
        weightKg: args.weightKg ?? null,
        skiAbility: args.skiAbility ?? null,
        birthYear: args.birthYear ?? null,
        bootSoleMm: args.bootSoleMm ?? null,
      };
      return saveFitProfile(ctx.db, viewer.userId, input, new Date());
    },
  }),
  deleteFitProfile: t.boolean({
    description: '내 사이즈 정보 삭제 (회원 전용)',
    resolve: async (_root, _args, ctx) => {
      await deleteFitProfile(ctx.db, requireMember(ctx.viewer).userId);
      return true;
    },
  }),
}));
