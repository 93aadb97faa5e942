/**
 * Line banners (docs/product.md §3): the thin notice strip at the top of the home page. The banners are
 * server data; `isShow` is the visitor's own choice (dismiss), so it is kept across hydrates: a
 * banner the person closed must not come back on the next page.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { idleAsync, type AsyncFields } from './asyncStatus';
import { loadHomePage } from './homeThunks';
import { hydrate, replaceOnHydrate } from './hydrate';
import { injectSlice, rootReducer } from './rootReducer';

export type LineBanner = {
  id: number;
  /** The Korean sentence shown in the strip. */
  text: string;
  linkUrl: string | null;
  /** A design tone name (e.g. 'info', 'promotion'): colours stay in the stylesheet, not in data. */
  tone: string;
};

export type LineBannerState = {
  banners: LineBanner[];
  isShow: boolean;
} & AsyncFields;

export const initialLineBannerState: LineBannerState = { banners: [], isShow: true, ...idleAsync };

export const lineBannerSlice = createSlice({
  name: 'lineBanner',
  initialState: initialLineBannerState,
  reducers: {
    replaceLineBanners(state, action: PayloadAction<LineBanner[]>) {
      state.banners = action.payload;
      state.status = 'succeeded';
      state.error = null;
    },
    dismissLineBanner(state) {
      state.isShow = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(hydrate, replaceOnHydrate<LineBannerState>('lineBanner', { keep: ['isShow'] }));
    // The home page's one operation brings the banners with the sections.
    builder.addCase(loadHomePage.fulfilled, (state, action) => {
      state.banners = action.payload.home.lineBanners;
      state.status = 'succeeded';
      state.error = null;
    });
  },
  selectors: {
    selectLineBanners: (state) => state.banners,
    /** Shown only while not dismissed and there is something to show. */
    selectIsLineBannerShown: (state) => state.isShow && state.banners.length > 0,
  },
});

export const { replaceLineBanners, dismissLineBanner } = lineBannerSlice.actions;
export const { selectLineBanners, selectIsLineBannerShown } = injectSlice(
  lineBannerSlice.injectInto(rootReducer)
).selectors;
