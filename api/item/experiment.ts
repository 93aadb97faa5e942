import { z } from 'zod';
import type { ApiClient } from '../client';
import { checkAnswer } from '../validate';
import type { ExperimentName } from '@/store/featureFlagSlice';

export const EXPERIMENT_DOCUMENT = 'query pb_experiment($name: ExperimentName!) { experiment(name: $name) { variant isExclude } }';

const assignmentSchema = z.object({ variant: z.string().nullable(), isExclude: z.boolean() });

export type ExperimentAssignment = z.infer<typeof assignmentSchema>;

export async function fetchExperiment(client: ApiClient, name: ExperimentName): Promise<ExperimentAssignment> {
  const data = await client.request<unknown>('item', EXPERIMENT_DOCUMENT, { name }, { operationName: 'pb_experiment' });
  return checkAnswer(z.object({ experiment: assignmentSchema }), data, 'pb_experiment').experiment;
}
