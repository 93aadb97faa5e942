import type { ApiClient } from '../client';
import {
  pb_fitProfilePageDocument,
  us_deleteFitProfileDocument,
  us_saveFitProfileDocument,
  type FitProfileFieldsFragment,
  type ModelFitFieldsFragment,
  type pb_fitProfilePageQuery,
  type us_saveFitProfileMutationVariables,
} from './generated';

export type FitProfile = FitProfileFieldsFragment;
export type ModelFit = ModelFitFieldsFragment;
export type FitProfilePageAnswer = pb_fitProfilePageQuery;
export type FitProfileChange = Required<{
  [K in keyof us_saveFitProfileMutationVariables]-?: us_saveFitProfileMutationVariables[K];
}>;

/** /user/fit_profile's one operation: the viewer and their fit profile (null when none). */
export async function fetchFitProfilePage(client: ApiClient): Promise<FitProfilePageAnswer> {
  return client.request('item', pb_fitProfilePageDocument, {});
}

export async function saveFitProfile(client: ApiClient, change: FitProfileChange): Promise<FitProfile> {
  return (await client.request('item', us_saveFitProfileDocument, change)).saveFitProfile;
}

export async function deleteFitProfile(client: ApiClient): Promise<void> {
  await client.request('item', us_deleteFitProfileDocument, {});
}
