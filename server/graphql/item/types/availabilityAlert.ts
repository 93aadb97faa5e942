import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import {
  availabilityAlertInput,
  requestAvailabilityAlert,
  type AvailabilityAlert,
} from '../../../domain/orders/availabilityAlerts';

const AvailabilityAlertRef = builder.objectRef<AvailabilityAlert>('AvailabilityAlert').implement({
  description: '예약이 꽉 찬 날짜의 빈자리 알림 신청',
  fields: (t) => ({
    id: t.exposeInt('id'),
    itemId: t.exposeInt('itemId'),
    startDate: t.exposeString('startDate'),
    endDate: t.exposeString('endDate'),
  }),
});

builder.mutationFields((t) => ({
  requestAvailabilityAlert: t.field({
    type: AvailabilityAlertRef,
    description: '예약이 꽉 찬 기간에 빈자리가 생기면 알려 줘요 (회원 전용, 렌탈 상품)',
    args: {
      itemId: t.arg.int({ required: true }),
      startDate: t.arg.string({ required: true }),
      endDate: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      requestAvailabilityAlert(ctx.db, requireMember(ctx.viewer).userId, parseInput(availabilityAlertInput, args)),
  }),
}));
