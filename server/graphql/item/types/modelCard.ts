import { builder } from '../builder';
import type { ModelCard } from '../../../domain/model/modelCard';

/**
 * The one model card of every list of models (server/domain/model/modelCard.ts): the home, a brand's
 * models, similar models, the purchase list, a sale, community tags and pickers, saved models. The
 * client reads it through one fragment (`ModelCardFields`). A page that needs more per row wraps it.
 */
export const ModelCardRef = builder.objectRef<ModelCard>('ModelCard').implement({
  description: '모델 카드: 모든 모델 목록이 같은 모양 (가격은 지금 판매·렌탈 중인 상품 기준)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    brandName: t.exposeString('brandName'),
    brandKey: t.exposeString('brandKey'),
    categoryName: t.exposeString('categoryName'),
    img: t.exposeString('img'),
    imageId: t.exposeInt('imageId', { description: '공유 이미지(og)를 만들 그림' }),
    imgWidth: t.exposeInt('imgWidth'),
    imgHeight: t.exposeInt('imgHeight'),
    modelYear: t.exposeInt('modelYear'),
    releasePrice: t.exposeInt('releasePrice', { description: '출고가 (원)' }),
    lowestPrice: t.exposeInt('lowestPrice', { nullable: true, description: '매장 새 상품 최저 판매가 (원)' }),
    maxOriginPrice: t.exposeInt('maxOriginPrice', { nullable: true, description: '매장 새 상품 정가 중 최고 (원)' }),
    lowestRentalPrice: t.exposeInt('lowestRentalPrice', { nullable: true, description: '렌탈 1일 최저가 (원)' }),
    itemCount: t.exposeInt('itemCount', { description: '판매·렌탈 중인 상품 수' }),
    businessCount: t.exposeInt('businessCount', { description: '판매·렌탈 매장 수' }),
    ratingAvg: t.exposeFloat('ratingAvg', { nullable: true, description: '모델의 모든 상품 리뷰 평점' }),
    reviewCount: t.exposeInt('reviewCount'),
  }),
});
