import { builder } from '../builder';
import type { RentalRange } from '@/lib/rentalRange/rentalRange';
import type { RangeQuote } from '../../../domain/search/searchTypes';
import type { NearbyRange } from '../../../domain/rentalRange/rangeArgs';

/**
 * A rental range on the wire (issue 31 §1): Seoul dates, both ends included. Inputs are checked by
 * the service with lib/rentalRange/rentalRangeSchema.ts (INVALID_INPUT with the Korean message).
 */
export const RentalRangeInputRef = builder.inputType('RentalRangeInput', {
  description: '대여 기간: 시작일과 반납일 (YYYY-MM-DD, 서울 날짜, 반납일 포함)',
  fields: (t) => ({
    start: t.string({ required: true }),
    end: t.string({ required: true }),
  }),
});

export const RentalRangeRef = builder.objectRef<RentalRange>('RentalRange').implement({
  fields: (t) => ({
    start: t.exposeString('start'),
    end: t.exposeString('end'),
  }),
});

export const NearbyRangeRef = builder.objectRef<NearbyRange>('NearbyRange').implement({
  description:
    '고른 날짜에 아무것도 없을 때: 같은 길이로 1~3일 옮긴 기간과, 그 기간에 빌릴 수 있는 상품(또는 매장 상품) 수',
  fields: (t) => ({
    start: t.exposeString('start'),
    end: t.exposeString('end'),
    count: t.exposeInt('count'),
  }),
});

export const RangeQuoteRef = builder.objectRef<RangeQuote>('ItemRangeQuote').implement({
  description: '고른 기간의 상품 하나: 총액 (1일 가격 × 일수 − 장기 대여 할인, 보험 별도)과 적게 남았을 때의 수량',
  fields: (t) => ({
    itemId: t.exposeInt('itemId'),
    total: t.exposeInt('total'),
    days: t.exposeInt('days'),
    unitsLeft: t.exposeInt('unitsLeft', { nullable: true, description: '2대 이하일 때만' }),
  }),
});
