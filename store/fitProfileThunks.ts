import { deleteFitProfile, fetchFitProfilePage, saveFitProfile, type FitProfileChange } from '@/api/item/fitProfile';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /user/fit_profile's loader: the viewer and their fit profile in one operation. */
export const loadFitProfilePage = createPageThunk('fitProfile/loadPage', (_: void, { extra }) =>
  fetchFitProfilePage(extra.client)
);

/** Saves the whole profile; the answer replaces the slice's. */
export const storeFitProfile = createApiThunk('fitProfile/save', (change: FitProfileChange, { extra }) =>
  saveFitProfile(extra.client, change)
);

export const removeFitProfile = createApiThunk('fitProfile/delete', (_: void, { extra }) =>
  deleteFitProfile(extra.client)
);
