import { fetchHome } from '@/api/item/home';
import { serializeApiError } from '@/api/errors';
import { HOME_LOAD, type HomeData } from './homeSlice';
import { replaceLineBanners } from './lineBannerSlice';
import { createAppAsyncThunk } from './thunk';

/** The home page's loader (convention 3): the same thunk in getServerSideProps and on navigation. */
export const loadHome = createAppAsyncThunk(HOME_LOAD, async (_: void, { extra, dispatch, rejectWithValue }) => {
  try {
    const { lineBanners, ...home } = await fetchHome(extra.client);
    dispatch(replaceLineBanners(lineBanners));
    return home satisfies HomeData;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});
