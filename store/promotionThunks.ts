/**
 * Loader and 더 보기 thunks of the promotion screens (convention 3: the same thunk runs in
 * getServerSideProps and on client navigation).
 */
import { fetchInfoPage } from '@/api/item/infoPages';
import {
  fetchBrandIntro, fetchBrandModels, fetchBrandSale, fetchBrandSaleModels, fetchCardBenefits, fetchLeaseExample,
} from '@/api/item/promotions';
import { serializeApiError } from '@/api/errors';
import { BRAND_SALE_LOAD } from './brandSaleSlice';
import { BRAND_SALE_LIST_LOAD, BRAND_SALE_LIST_MORE } from './brandSaleListSlice';
import { BRAND_INTRO_LOAD, BRAND_MODELS_MORE, type BrandModelsMorePayload } from './brandIntroSlice';
import { CARD_BENEFIT_LOAD } from './cardBenefitSlice';
import { PROMOTION_GUIDE_LOAD, type PromotionGuideKey, type PromotionGuidePayload } from './promotionGuideSlice';
import { createAppAsyncThunk } from './thunk';

export const loadBrandSale = createAppAsyncThunk(BRAND_SALE_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchBrandSale(extra.client);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** The list's first page of a group (null: every group). */
export const loadBrandSaleList = createAppAsyncThunk(BRAND_SALE_LIST_LOAD, async (groupName: string | null, { extra, rejectWithValue }) => {
  try {
    return await fetchBrandSaleModels(extra.client, groupName, null);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const loadMoreBrandSaleModels = createAppAsyncThunk(BRAND_SALE_LIST_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const { groupName, models } = getState().brandSaleList;
  try {
    return await fetchBrandSaleModels(extra.client, groupName, String(models.searchAfter));
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  // A second tap while a page loads, or with no page left, asks nothing.
  condition: (_, { getState }) => {
    const { moreStatus, models } = getState().brandSaleList;
    return moreStatus !== 'loading' && models.searchAfter !== null;
  },
});

export const loadBrandIntro = createAppAsyncThunk(BRAND_INTRO_LOAD, async (brandKey: string, { extra, rejectWithValue }) => {
  try {
    return await fetchBrandIntro(extra.client, brandKey);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

export const loadMoreBrandModels = createAppAsyncThunk(BRAND_MODELS_MORE, async (_: void, { extra, getState, rejectWithValue }) => {
  const { brand, models } = getState().brandIntro;
  const brandKey = brand?.key ?? '';
  try {
    const page = await fetchBrandModels(extra.client, brandKey, String(models.searchAfter));
    return { brandKey, page } satisfies BrandModelsMorePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
}, {
  condition: (_, { getState }) => {
    const { brand, moreStatus, models } = getState().brandIntro;
    return brand !== null && moreStatus !== 'loading' && models.searchAfter !== null;
  },
});

export const loadCardBenefits = createAppAsyncThunk(CARD_BENEFIT_LOAD, async (_: void, { extra, rejectWithValue }) => {
  try {
    return await fetchCardBenefits(extra.client);
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});

/** The guide's text; the lease guide also gets its worked example from the server's pricing. */
export const loadPromotionGuide = createAppAsyncThunk(PROMOTION_GUIDE_LOAD, async (key: PromotionGuideKey, { extra, rejectWithValue }) => {
  try {
    const [page, leaseExample] = await Promise.all([
      fetchInfoPage(extra.client, key),
      key === 'introduce_lease' ? fetchLeaseExample(extra.client) : Promise.resolve(null),
    ]);
    return { key, page, leaseExample } satisfies PromotionGuidePayload;
  } catch (error) {
    return rejectWithValue(serializeApiError(error));
  }
});
