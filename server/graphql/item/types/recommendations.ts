import { builder } from '../builder';
import { ItemCardRef } from './itemCard';
import { RangeQuoteRef, RentalRangeInputRef, RentalRangeRef } from './rentalRange';
import {
  categoryRecommendations,
  type CategoryRecommendation,
} from '../../../domain/recommendation/categoryRecommendations';

const CategoryRecommendationRef = builder.objectRef<CategoryRecommendation>('CategoryRecommendation').implement({
  description: '카테고리 추천 상품 (최대 30개, searchAfter로 이어 보기)',
  fields: (t) => ({
    categoryKey: t.exposeString('categoryKey'),
    categoryName: t.exposeString('categoryName'),
    totalCount: t.exposeInt('totalCount'),
    recommendationItemList: t.field({ type: [ItemCardRef], resolve: (r) => r.recommendationItemList }),
    searchAfter: t.exposeString('searchAfter', {
      nullable: true,
      description: '다음 페이지 커서 (마지막 페이지면 null)',
    }),
    isPersonalized: t.exposeBoolean('isPersonalized', {
      description: '최근 본 상품이 순위에 반영됐으면 true (첫 페이지)',
    }),
    range: t.field({
      type: RentalRangeRef,
      nullable: true,
      description: '목록이 맞춘 대여 기간 (그 기간 내내 빌릴 수 있는 상품만)',
      resolve: (r) => r.range,
    }),
    rangeQuotes: t.field({
      type: [RangeQuoteRef],
      description: '대여 기간이 있을 때 이 페이지 상품들의 기간 총액과 남은 수량',
      resolve: (r) => r.rangeQuotes,
    }),
  }),
});

builder.queryFields((t) => ({
  categoryRecommendation: t.field({
    type: CategoryRecommendationRef,
    description: '카테고리 추천: 최근 본 모델과 함께 많이 본 상품, 새 방문자는 인기 상품 (추천 실험 변형에 따라)',
    args: {
      category: t.arg.string({ required: true }),
      searchAfter: t.arg.string(),
      size: t.arg.int(),
      range: t.arg({ type: RentalRangeInputRef }),
    },
    resolve: (_root, args, ctx) =>
      categoryRecommendations(
        ctx.db,
        {
          category: args.category,
          searchAfter: args.searchAfter ?? null,
          size: args.size ?? undefined,
          range: args.range ?? null,
        },
        { anonId: ctx.anonId, userId: ctx.viewer?.userId ?? null }
      ),
  }),
}));
