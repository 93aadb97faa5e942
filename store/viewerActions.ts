/**
 * The viewer as an answer brought it: a page's one operation (its `me` field) or a refresh after a
 * change of account data. The user and badge slices both take it; a leaf module, so that any thunk
 * can dispatch it without an import cycle.
 */
import { createAction } from '@reduxjs/toolkit';
import type { ViewerProfile } from '@/api/item/me';

export const viewerLoaded = createAction<ViewerProfile | null>('user/viewerLoaded');
