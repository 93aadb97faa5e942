import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import {
  sellerToday,
  type SellerToday,
  type SellerTodayCounts,
  type SellerTodayEntry,
} from '../../../domain/seller/sellerToday';
import { isDateKey } from '@/lib/calendar/dateKeys';

/** The seller console's 오늘 (issue 17 §1): the business's day agenda, one query (`bz_sellerTodayPage`). */
const KindEnum = builder.enumType('SellerTodayKind', {
  description: 'RENTAL 렌탈 예약, SALE 구매 주문',
  values: ['RENTAL', 'SALE'] as const,
});

const EntryRef = builder.objectRef<SellerTodayEntry>('SellerTodayEntry').implement({
  description: '오늘 화면의 주문 한 줄',
  fields: (t) => ({
    id: t.exposeInt('id'),
    kind: t.field({ type: KindEnum, resolve: (e) => e.kind }),
    state: t.exposeString('state'),
    stateLabel: t.exposeString('stateLabel'),
    itemName: t.exposeString('itemName'),
    ordererName: t.exposeString('ordererName'),
    deliveryType: t.exposeString('deliveryType'),
    totalPrice: t.exposeInt('totalPrice'),
    rentalStartDate: t.exposeString('rentalStartDate', { nullable: true }),
    rentalEndDate: t.exposeString('rentalEndDate', { nullable: true, description: '대여 마지막 날 (포함)' }),
    overdue: t.exposeBoolean('overdue', { description: '마지막 날이 지났는데 아직 반납되지 않음' }),
    deadlineAt: t.exposeString('deadlineAt', {
      nullable: true,
      description: '예약 요청: 응답하지 않으면 무응답 처리(전액 환불)되는 시각',
    }),
    minutesLeft: t.exposeInt('minutesLeft', { nullable: true, description: '예약 요청: 마감까지 남은 분 (0 이상)' }),
    href: t.exposeString('href', { description: '판매자 센터의 주문 화면 주소' }),
  }),
});

const CountsRef = builder.objectRef<SellerTodayCounts>('SellerTodayCounts').implement({
  fields: (t) => ({
    pickups: t.exposeInt('pickups'),
    returns: t.exposeInt('returns'),
    overdue: t.exposeInt('overdue'),
    requests: t.exposeInt('requests'),
    toShip: t.exposeInt('toShip'),
  }),
});

const TodayRef = builder.objectRef<SellerToday>('SellerToday').implement({
  description: '내 매장의 하루: 픽업, 반납, 예약 요청, 발송할 주문',
  fields: (t) => ({
    date: t.exposeString('date', { description: '보여 주는 날 (서울 기준 YYYY-MM-DD)' }),
    today: t.exposeString('today', { description: '서버 기준 오늘 (서울)' }),
    pickups: t.field({
      type: [EntryRef],
      description: '이날 시작하는 렌탈, (오늘이면) 매장 수령 대기 주문',
      resolve: (d) => d.pickups,
    }),
    returns: t.field({
      type: [EntryRef],
      description: '(오늘이면) 반납 지연 먼저, 이날이 마지막 날인 렌탈',
      resolve: (d) => d.returns,
    }),
    requests: t.field({
      type: [EntryRef],
      description: '응답을 기다리는 예약 요청, 마감이 가까운 순',
      resolve: (d) => d.requests,
    }),
    toShip: t.field({ type: [EntryRef], description: '발송할 택배·배송 주문', resolve: (d) => d.toShip }),
    counts: t.field({ type: CountsRef, resolve: (d) => d.counts }),
  }),
});

const todayArgs = z.object({
  date: z
    .string()
    .refine(isDateKey, '날짜를 YYYY-MM-DD 형식으로 입력해 주세요.')
    .nullish()
    .transform((v) => v ?? null),
});

builder.queryFields((t) => ({
  sellerToday: t.field({
    type: TodayRef,
    description: '판매자 센터 오늘: 이날(기본 오늘, 서울 기준)의 픽업·반납과 예약 요청, 발송할 주문 (판매자 계정 전용)',
    args: { date: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      return sellerToday(ctx.db, businessId, parseInput(todayArgs, args).date);
    },
  }),
}));
