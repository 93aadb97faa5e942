import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { experimentVariant, type ExperimentAssignment } from '../../../domain/experiments/assignVariant';
import { featureFlagKey } from '@/lib/experiments/flagKeys';

const ExperimentNameEnum = builder.enumType('ExperimentName', {
  values: ['modelList', 'itemDetail', 'recommender'] as const,
});

const ExperimentAssignmentRef = builder.objectRef<ExperimentAssignment>('ExperimentAssignment').implement({
  description: '실험 배정: 익명 ID마다 고정된 변형 (꺼져 있거나 제외되면 variant 없음)',
  fields: (t) => ({
    variant: t.exposeString('variant', { nullable: true }),
    isExclude: t.exposeBoolean('isExclude'),
  }),
});

const args = z.object({ name: z.enum(['modelList', 'itemDetail', 'recommender']) });

builder.queryFields((t) => ({
  experiment: t.field({
    type: ExperimentAssignmentRef,
    args: { name: t.arg({ type: ExperimentNameEnum, required: true }) },
    resolve: async (_root, raw, ctx) => {
      const { name } = parseInput(args, raw);
      // Pages select this non-null field inside their one operation: a failed assignment must not
      // null the whole page answer, so it is the control (as the separate load used to fall back).
      try {
        return await experimentVariant(ctx.db, featureFlagKey(name, process.env.NODE_ENV), ctx.anonId);
      } catch (error) {
        console.error(`[experiment] ${name} 배정을 불러오지 못했습니다.`, error);
        return { variant: null, isExclude: false };
      }
    },
  }),
}));
