import {
  emptyListingForm,
  formOfListing,
  listingFieldErrors,
  toListingWrite,
  type ListingForm,
} from '@/components/seller/listing/listingForm';
import type { SellerListing } from '@/api/item/sellerListings';

const filled: ListingForm = {
  ...emptyListingForm,
  noModel: true,
  brandName: '카빙랩',
  modelName: '프로 X',
  categoryId: '3',
  title: '카빙 스키 하루 렌탈',
  price: '30000',
  options: [{ key: 'a', id: null, kind: 'REQUIRED', name: '160cm', price: '0', stock: '2' }],
  photos: [{ id: 9, url: '/app/v4/images/9', thumbUrl: '/app/v4/images/9?w=480', width: 480, height: 480 }],
};

describe('the listing form (docs/product.md §4 Listings)', () => {
  it('sends what the server takes: the model request, the photos in order, numbers as numbers', () => {
    expect(listingFieldErrors(filled)).toEqual({});
    expect(toListingWrite(filled)).toMatchObject({
      dealType: 'RENTAL',
      modelId: null,
      modelRequest: { brandName: '카빙랩', modelName: '프로 X', modelYear: null },
      categoryId: 3,
      imageIds: [9],
      options: [{ id: null, kind: 'REQUIRED', name: '160cm', price: 0, stock: 2 }],
      price: 30_000,
      originPrice: null,
      insurance: null,
      depositAmount: 0,
    });
  });

  it('says what is missing on each field in Korean, by the schema the server checks with', () => {
    const errors = listingFieldErrors({ ...emptyListingForm, price: '' });
    expect(errors.title).toBe('상품 이름을 2자 이상 입력해 주세요.');
    expect(errors.price).toBe('가격을 숫자로 입력해 주세요.');
    // The rules between fields speak once every field on its own is right.
    expect(listingFieldErrors({ ...filled, noModel: false }).modelId).toMatch(/모델을 고르거나/);
  });

  it("drops a sale's insurance and deposit and a rental's used grade before sending", () => {
    const sale = toListingWrite({
      ...filled,
      dealType: 'SELL',
      condition: 'USED',
      usedGrade: 'A급',
      hasInsurance: true,
      insurancePrice: '3000',
      depositAmount: '50000',
    });
    expect(sale).toMatchObject({ condition: 'USED', usedGrade: 'A급', insurance: null, depositAmount: 0 });
    const rental = toListingWrite({ ...filled, condition: 'USED', usedGrade: 'A급' });
    expect(rental).toMatchObject({ condition: 'NEW', usedGrade: null });
  });

  it('fills the form back from a saved listing, keeping option ids', () => {
    const listing: SellerListing = {
      itemId: 5,
      state: 'DRAFT',
      dealType: 'RENTAL',
      modelId: null,
      modelLabel: null,
      modelRequest: { brandName: '카빙랩', modelName: '프로 X', modelYear: 2025 },
      categoryId: 3,
      title: '카빙 스키 하루 렌탈',
      condition: 'NEW',
      usedGrade: null,
      description: '',
      photos: [{ id: 9, url: '/app/v4/images/9' }],
      options: [{ id: 41, kind: 'REQUIRED', name: '160cm', price: 0, stock: 2 }],
      stock: 2,
      price: 30_000,
      originPrice: 30_000,
      pickup: true,
      parcel: false,
      shippingFee: 0,
      insurance: { name: '파손 보험', price: 4_000 },
      depositAmount: 0,
      threeDayDiscountPercent: 10,
      sevenDayDiscountPercent: null,
    };
    const form = formOfListing(listing);
    expect(form).toMatchObject({ noModel: true, modelYear: '2025', originPrice: '', hasInsurance: true });
    expect(toListingWrite(form)).toMatchObject({
      options: [{ id: 41, name: '160cm' }],
      insurance: { name: '파손 보험', price: 4_000 },
      imageIds: [9],
    });
  });
});
