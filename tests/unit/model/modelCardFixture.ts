import type { ModelCardFieldsFragment } from '@/api/item/generated';

/** One model card as every list of models answers it (fragment ModelCardFields); overrides pick what a test is about. */
export function modelCard(id: number, overrides: Partial<ModelCardFieldsFragment> = {}): ModelCardFieldsFragment {
  return {
    id,
    name: `Verge D9 ${id}`,
    brandName: '턴',
    brandKey: 'tern',
    categoryName: '접이식·미니벨로',
    img: `/app/v4/images/${id}`,
    imageId: id,
    imgWidth: 600,
    imgHeight: 600,
    modelYear: 2025,
    releasePrice: 2_100_000,
    lowestPrice: 1_890_000,
    maxOriginPrice: 2_100_000,
    lowestRentalPrice: null,
    itemCount: 4,
    businessCount: 3,
    ratingAvg: null,
    reviewCount: 0,
    ...overrides,
  };
}
