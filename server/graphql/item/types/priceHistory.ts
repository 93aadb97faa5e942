import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { keptModelPriceHistory, type ModelPriceHistory } from '../../../domain/model/priceHistory';
import type { PricePoint } from '@/lib/priceHistory/series';

const PricePointRef = builder.objectRef<PricePoint>('PricePoint').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: '서울 날짜 YYYY-MM-DD' }),
    sale: t.exposeInt('sale', { nullable: true, description: '그날의 매장 최저 구매가 (원)' }),
    rental: t.exposeInt('rental', { nullable: true, description: '그날의 매장 최저 렌탈 1일 가격 (원)' }),
  }),
});

const ModelPriceHistoryRef = builder.objectRef<ModelPriceHistory>('ModelPriceHistory').implement({
  fields: (t) => ({
    points: t.field({
      type: [PricePointRef],
      description: '최근 1년, 오래된 날부터 (변동 없는 날은 이전 값)',
      resolve: (h) => h.points,
    }),
    saleLowest: t.exposeInt('saleLowest', { nullable: true, description: '역대 최저 구매가 (최근 1년)' }),
    rentalLowest: t.exposeInt('rentalLowest', { nullable: true, description: '역대 최저 렌탈 1일 가격 (최근 1년)' }),
    currentSale: t.exposeInt('currentSale', { nullable: true }),
    currentRental: t.exposeInt('currentRental', { nullable: true }),
  }),
});

const modelArgs = z.object({ modelId: z.number().int().positive() });

builder.queryFields((t) => ({
  modelPriceHistory: t.field({
    type: ModelPriceHistoryRef,
    description: '모델의 매장 최저가 기록 (구매가·렌탈 1일 가격, 최근 1년)',
    args: { modelId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => keptModelPriceHistory(ctx.db, parseInput(modelArgs, args).modelId),
  }),
}));
