/**
 * Loader and 더 보기 thunks of the promotion screens. A page's loader is a page thunk (one operation
 * with the viewer) that runs in getServerSideProps and again for 다시 시도; 더 보기 asks for the
 * next page of its list alone.
 */
import {
  fetchBrandModels,
  fetchBrandPage,
  fetchBrandSaleListPage,
  fetchBrandSaleModels,
  fetchBrandSalePage,
  fetchCardBenefitPage,
  fetchPromotionGuidePage,
  type BrandModelPage,
} from '@/api/item/promotions';
import type { PromotionGuideKey } from './promotionGuideSlice';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

export type BrandModelsMorePayload = { brandKey: string; page: BrandModelPage };

export const loadBrandSale = createPageThunk('brandSale/loadPage', (_: void, { extra }) =>
  fetchBrandSalePage(extra.client)
);

/** The list's first page of a group (null: every group). */
export const loadBrandSaleList = createPageThunk('brandSaleList/loadPage', (groupName: string | null, { extra }) =>
  fetchBrandSaleListPage(extra.client, groupName)
);

export const loadMoreBrandSaleModels = createApiThunk(
  'brandSaleList/more',
  (_: void, { extra, getState }) => {
    const { groupName, models } = getState().brandSaleList;
    return fetchBrandSaleModels(extra.client, groupName, String(models.searchAfter));
  },
  {
    // A second tap while a page loads, or with no page left, asks nothing.
    condition: (_, { getState }) => {
      const { moreStatus, models } = getState().brandSaleList;
      return moreStatus !== 'loading' && models.searchAfter !== null;
    },
  }
);

export const loadBrandIntro = createPageThunk('brandIntro/loadPage', (brandKey: string, { extra }) =>
  fetchBrandPage(extra.client, brandKey)
);

export const loadMoreBrandModels = createApiThunk(
  'brandIntro/moreModels',
  async (_: void, { extra, getState }): Promise<BrandModelsMorePayload> => {
    const { brand, models } = getState().brandIntro;
    const brandKey = brand?.key ?? '';
    return { brandKey, page: await fetchBrandModels(extra.client, brandKey, String(models.searchAfter)) };
  },
  {
    condition: (_, { getState }) => {
      const { brand, moreStatus, models } = getState().brandIntro;
      return brand !== null && moreStatus !== 'loading' && models.searchAfter !== null;
    },
  }
);

export const loadCardBenefits = createPageThunk('cardBenefit/loadPage', (_: void, { extra }) =>
  fetchCardBenefitPage(extra.client)
);

/** The guide's text; the lease guide also gets its worked example from the server's pricing, in the same operation. */
export const loadPromotionGuide = createPageThunk(
  'promotionGuide/loadPage',
  async (key: PromotionGuideKey, { extra }) => {
    const answer = await fetchPromotionGuidePage(extra.client, key, key === 'introduce_lease');
    return { ...answer, key, leaseExample: answer.leaseExample ?? null };
  }
);
