import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import {
  cardInstalmentOptions,
  listCardBenefits,
  type CardBenefit,
  type CardInstalmentOptions,
  type InstalmentOption,
} from '../../../domain/promotion/cardBenefits';
import { leaseExampleFor, type LeaseExample, type LeaseExampleRow } from '../../../domain/promotion/leaseExample';
import type { PartialFreeMonths } from '../../../db/schema/promotion';

const PartialFreeMonthsRef = builder.objectRef<PartialFreeMonths>('PartialFreeMonths').implement({
  fields: (t) => ({
    months: t.exposeInt('months'),
    paidMonths: t.exposeInt('paidMonths', { description: '1회차부터 이 회차까지 이자는 고객 부담' }),
  }),
});

const CardBenefitRef = builder.objectRef<CardBenefit>('CardBenefit').implement({
  fields: (t) => ({
    cardCode: t.exposeString('cardCode'),
    cardCompany: t.exposeString('cardCompany'),
    freeMonths: t.exposeIntList('freeMonths'),
    partialFreeMonths: t.field({ type: [PartialFreeMonthsRef], resolve: (b) => b.partialFreeMonths }),
    minAmount: t.exposeInt('minAmount'),
    startsAt: t.exposeString('startsAt'),
    endsAt: t.exposeString('endsAt', { description: '이 시각 전까지 (미포함)' }),
  }),
});

const InstalmentKindEnum = builder.enumType('InstalmentKind', { values: ['FREE', 'PARTIAL', 'INTEREST'] as const });

const InstalmentOptionRef = builder.objectRef<InstalmentOption>('InstalmentOption').implement({
  fields: (t) => ({
    months: t.exposeInt('months'),
    kind: t.field({ type: InstalmentKindEnum, resolve: (o) => o.kind }),
    paidMonths: t.exposeInt('paidMonths', { nullable: true }),
  }),
});

const CardInstalmentOptionsRef = builder.objectRef<CardInstalmentOptions>('CardInstalmentOptions').implement({
  fields: (t) => ({
    cardCode: t.exposeString('cardCode'),
    cardCompany: t.exposeString('cardCompany'),
    options: t.field({ type: [InstalmentOptionRef], resolve: (c) => c.options }),
  }),
});

const LeaseExampleRowRef = builder.objectRef<LeaseExampleRow>('LeaseExampleRow').implement({
  fields: (t) => ({
    months: t.exposeInt('months'),
    monthlyPrice: t.exposeInt('monthlyPrice'),
    totalPrice: t.exposeInt('totalPrice'),
    fee: t.exposeInt('fee', { description: '총 납입금 − 상품 가격' }),
    rewardPoint: t.exposeInt('rewardPoint'),
  }),
});

const LeaseExampleRef = builder.objectRef<LeaseExample>('LeaseExample').implement({
  fields: (t) => ({
    price: t.exposeInt('price'),
    feePerMillePerYear: t.exposeInt('feePerMillePerYear', { description: '연 수수료율 (천분율)' }),
    rewardRatePercent: t.exposeInt('rewardRatePercent'),
    rows: t.field({ type: [LeaseExampleRowRef], resolve: (e) => e.rows }),
  }),
});

const amountArgs = z.object({ amount: z.number().int().min(0).max(100_000_000) });

builder.queryFields((t) => ({
  cardBenefits: t.field({
    type: [CardBenefitRef],
    description: '지금 적용되는 카드사별 무이자 할부 혜택',
    resolve: (_root, _args, ctx) => listCardBenefits(ctx.db),
  }),
  cardInstalmentOptions: t.field({
    type: [CardInstalmentOptionsRef],
    description: '결제 금액에 대해 지금 고를 수 있는 카드사별 할부 개월과 무이자 여부',
    args: { amount: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) =>
      cardInstalmentOptions(ctx.db, { amount: parseInput(amountArgs, args).amount, at: new Date() }),
  }),
  leaseExample: t.field({
    type: LeaseExampleRef,
    description: '소유권 이전형 렌탈(리스) 월 납입 예시: 주문과 같은 가격 계산',
    args: { price: t.arg.int() },
    resolve: (_root, args) => leaseExampleFor(args),
  }),
}));
