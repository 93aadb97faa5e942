import { fetchHomePage } from '@/api/item/home';
import { createPageThunk } from './pageThunk';

/**
 * The home page's loader: one operation (pb_homePage) in getServerSideProps and on 다시 시도 alike.
 * homeSlice takes the sections, lineBannerSlice the banners, the user slices the viewer.
 */
export const loadHomePage = createPageThunk('home/loadPage', (_: void, { extra }) => fetchHomePage(extra.client));
