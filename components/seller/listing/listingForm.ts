import type { UploadedPhoto } from '@/api/images';
import type { ListingWrite, SellerListing } from '@/api/item/sellerListings';
import { listingInput } from '@/lib/seller/listingInput';

/** One option row as typed: numbers stay text until they are sent, so a half-typed price is not 0. */
export type OptionRow = {
  key: string;
  id: number | null;
  kind: 'REQUIRED' | 'ADDITIONAL';
  name: string;
  price: string;
  stock: string;
};

/** The editor's own input (docs/product.md §4 Listings), held by the screen until 저장. */
export type ListingForm = {
  dealType: 'RENTAL' | 'SELL';
  modelId: number | null;
  modelLabel: string | null;
  noModel: boolean;
  brandName: string;
  modelName: string;
  modelYear: string;
  categoryId: string;
  title: string;
  condition: 'NEW' | 'USED';
  usedGrade: string;
  description: string;
  photos: UploadedPhoto[];
  options: OptionRow[];
  stock: string;
  price: string;
  originPrice: string;
  pickup: boolean;
  parcel: boolean;
  shippingFee: string;
  hasInsurance: boolean;
  insuranceName: string;
  insurancePrice: string;
  depositAmount: string;
  threeDayDiscountPercent: string;
  sevenDayDiscountPercent: string;
};

let rowSeq = 0;
/** A key for a new row: React needs one before the server gives the option its id. */
export const newRowKey = (): string => `new-${(rowSeq += 1)}`;

export const emptyListingForm: ListingForm = {
  dealType: 'RENTAL',
  modelId: null,
  modelLabel: null,
  noModel: false,
  brandName: '',
  modelName: '',
  modelYear: '',
  categoryId: '',
  title: '',
  condition: 'NEW',
  usedGrade: '',
  description: '',
  photos: [],
  options: [],
  stock: '1',
  price: '',
  originPrice: '',
  pickup: true,
  parcel: false,
  shippingFee: '0',
  hasInsurance: false,
  insuranceName: '파손 보험',
  insurancePrice: '',
  depositAmount: '0',
  threeDayDiscountPercent: '',
  sevenDayDiscountPercent: '',
};

/** A photo the listing already has, as the picker shows an upload. */
const savedPhoto = (photo: { id: number; url: string }): UploadedPhoto => ({
  id: photo.id,
  url: photo.url,
  thumbUrl: `${photo.url}?w=480`,
  width: 480,
  height: 480,
});

export function formOfListing(listing: SellerListing): ListingForm {
  return {
    dealType: listing.dealType,
    modelId: listing.modelId ?? null,
    modelLabel: listing.modelLabel ?? null,
    noModel: listing.modelId == null,
    brandName: listing.modelRequest?.brandName ?? '',
    modelName: listing.modelRequest?.modelName ?? '',
    modelYear: listing.modelRequest?.modelYear ? String(listing.modelRequest.modelYear) : '',
    categoryId: listing.categoryId ? String(listing.categoryId) : '',
    title: listing.title,
    condition: listing.condition,
    usedGrade: listing.usedGrade ?? '',
    description: listing.description,
    photos: listing.photos.map(savedPhoto),
    options: listing.options.map((o) => ({
      key: `o${o.id}`,
      id: o.id,
      kind: o.kind,
      name: o.name,
      price: String(o.price),
      stock: String(o.stock),
    })),
    stock: String(listing.stock),
    price: String(listing.price),
    originPrice: listing.originPrice && listing.originPrice !== listing.price ? String(listing.originPrice) : '',
    pickup: listing.pickup,
    parcel: listing.parcel,
    shippingFee: String(listing.shippingFee),
    hasInsurance: listing.insurance != null,
    insuranceName: listing.insurance?.name ?? '파손 보험',
    insurancePrice: listing.insurance ? String(listing.insurance.price) : '',
    depositAmount: String(listing.depositAmount),
    threeDayDiscountPercent: listing.threeDayDiscountPercent ? String(listing.threeDayDiscountPercent) : '',
    sevenDayDiscountPercent: listing.sevenDayDiscountPercent ? String(listing.sevenDayDiscountPercent) : '',
  };
}

/** Text to number; an empty field is "not a number", which the schema refuses in its own words. */
const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(/,/g, '')));

const optionalNum = (text: string): number | null => (text.trim() === '' ? null : num(text));

export function toListingWrite(form: ListingForm): ListingWrite {
  const rental = form.dealType === 'RENTAL';
  return {
    dealType: form.dealType,
    modelId: form.noModel ? null : form.modelId,
    modelRequest: form.noModel
      ? {
          brandName: form.brandName,
          modelName: form.modelName,
          modelYear: form.modelYear.trim() === '' ? null : num(form.modelYear),
        }
      : null,
    categoryId: form.noModel && form.categoryId ? Number(form.categoryId) : null,
    title: form.title,
    condition: rental ? 'NEW' : form.condition,
    usedGrade: !rental && form.condition === 'USED' && form.usedGrade ? form.usedGrade : null,
    description: form.description,
    imageIds: form.photos.map((p) => p.id),
    options: form.options.map((o) => ({
      id: o.id,
      kind: o.kind,
      name: o.name,
      price: num(o.price),
      stock: num(o.stock),
    })),
    stock: form.options.some((o) => o.kind === 'REQUIRED') ? 0 : num(form.stock),
    price: num(form.price),
    originPrice: form.originPrice.trim() === '' ? null : num(form.originPrice),
    pickup: form.pickup,
    parcel: form.parcel,
    shippingFee: form.parcel ? num(form.shippingFee) : 0,
    insurance: rental && form.hasInsurance ? { name: form.insuranceName, price: num(form.insurancePrice) } : null,
    depositAmount: rental ? num(form.depositAmount) : 0,
    // An empty field is "no discount"; a sale sends none (the fields are hidden for it).
    threeDayDiscountPercent: rental ? optionalNum(form.threeDayDiscountPercent) : null,
    sevenDayDiscountPercent: rental ? optionalNum(form.sevenDayDiscountPercent) : null,
  };
}

/**
 * The form's problems, one Korean sentence per field path, by the schema the server checks with
 * (lib/seller/listingInput.ts): the seller sees them beside the fields before anything is sent.
 */
export function listingFieldErrors(form: ListingForm): Record<string, string> {
  const parsed = listingInput.safeParse(toListingWrite(form));
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return errors;
}
