import { z } from 'zod';
import { builder } from '../builder';
import { ItemCardRef } from './itemCard';
import { ModelCardRef } from './modelCard';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import {
  deleteMemberBookmark,
  listMemberBookmarks,
  type MemberBookmark,
  type MemberBookmarkPage,
} from '../../../domain/member/bookmarkList';
import {
  deleteBusinessBookmark,
  listBusinessBookmarks,
  type BusinessBookmark,
  type BusinessBookmarkPage,
} from '../../../domain/member/businessBookmarkList';
import { businessId } from '../../../domain/business/businessInput';
import { MODEL_ALARM_MODES, setModelAlarmMode, type ModelAlarmModeState } from '../../../domain/member/modelAlarmMode';

const BookmarkTargetKindEnum = builder.enumType('MemberBookmarkTarget', { values: ['ITEM', 'MODEL'] as const });
const ModelAlarmModeEnum = builder.enumType('ModelAlarmMode', {
  description: '모델 최저가 알림: EVERY_DROP 가격이 내려갈 때마다, ALL_TIME_LOW 역대 최저가가 되면',
  values: MODEL_ALARM_MODES,
});
const AvailabilityEnum = builder.enumType('BookmarkAvailability', {
  values: ['AVAILABLE', 'SOLD_OUT', 'UNAVAILABLE'] as const,
});

const MemberBookmarkRef = builder.objectRef<MemberBookmark>('MemberBookmark').implement({
  description: '찜한 상품 또는 모델 (id는 ITEM:123, MODEL:45)',
  fields: (t) => ({
    id: t.exposeString('id'),
    target: t.field({ type: BookmarkTargetKindEnum, resolve: (b) => b.target }),
    targetId: t.exposeInt('targetId'),
    item: t.field({
      type: ItemCardRef,
      nullable: true,
      description: '찜한 상품 (target이 ITEM일 때)',
      resolve: (b) => b.item,
    }),
    model: t.field({
      type: ModelCardRef,
      nullable: true,
      description: '찜한 모델 (target이 MODEL일 때)',
      resolve: (b) => b.model,
    }),
    price: t.exposeInt('price', {
      nullable: true,
      description: '찜의 기준 가격: 상품 가격 또는 모델의 매장 최저 구매가(중고 포함, 판매 매장이 없으면 null)',
    }),
    originPrice: t.exposeInt('originPrice', { nullable: true }),
    discountRate: t.exposeInt('discountRate'),
    lowestSeenPrice: t.exposeInt('lowestSeenPrice', { nullable: true }),
    isEnableLowestPriceAlarm: t.exposeBoolean('isEnableLowestPriceAlarm'),
    alarmMode: t.field({
      type: ModelAlarmModeEnum,
      description: '알림 조건 (모델만 고를 수 있고 상품은 늘 EVERY_DROP)',
      resolve: (b) => b.alarmMode,
    }),
    availability: t.field({ type: AvailabilityEnum, resolve: (b) => b.availability }),
    hasPriceDrop: t.exposeBoolean('hasPriceDrop'),
    link: t.exposeString('link', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const MemberBookmarkPageRef = builder.objectRef<MemberBookmarkPage>('MemberBookmarkPage').implement({
  fields: (t) => ({
    bookmarks: t.field({ type: [MemberBookmarkRef], resolve: (p) => p.bookmarks }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const BusinessBookmarkRef = builder.objectRef<BusinessBookmark>('BusinessBookmark').implement({
  description: '찜한 매장 (id는 매장 id)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    region: t.exposeString('region'),
    isOfficial: t.exposeBoolean('isOfficial'),
    reviewCount: t.exposeInt('reviewCount'),
    reviewCountText: t.exposeString('reviewCountText'),
    reviewRatingText: t.exposeString('reviewRatingText'),
    isOpenNow: t.exposeBoolean('isOpenNow'),
    openStatusText: t.exposeString('openStatusText'),
    newItemCount: t.exposeInt('newItemCount'),
    link: t.exposeString('link'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const BusinessBookmarkPageRef = builder.objectRef<BusinessBookmarkPage>('BusinessBookmarkPage').implement({
  fields: (t) => ({
    businessBookmarks: t.field({ type: [BusinessBookmarkRef], resolve: (p) => p.businessBookmarks }),
    searchAfter: t.exposeString('searchAfter', { nullable: true }),
  }),
});

const ModelAlarmModeStateRef = builder.objectRef<ModelAlarmModeState>('ModelAlarmModeState').implement({
  fields: (t) => ({
    modelId: t.exposeInt('modelId'),
    alarmMode: t.field({ type: ModelAlarmModeEnum, resolve: (s) => s.alarmMode }),
  }),
});

const DeletedBookmarkRef = builder.objectRef<{ id: string }>('DeletedBookmark').implement({
  fields: (t) => ({ id: t.exposeString('id') }),
});

const DeletedBusinessBookmarkRef = builder.objectRef<{ id: number }>('DeletedBusinessBookmark').implement({
  fields: (t) => ({ id: t.exposeInt('id') }),
});

const listArgs = z.object({ searchAfter: z.string().min(1).max(400).nullish() });
const deleteArgs = z.object({ id: z.string().min(1).max(40) });
const deleteBusinessArgs = z.object({ id: businessId });
const alarmModeArgs = z.object({
  modelId: z.number().int().positive().max(2_147_483_647),
  alarmMode: z.enum(MODEL_ALARM_MODES, { message: '알림 조건을 다시 골라 주세요.' }),
});

builder.queryFields((t) => ({
  bookmarkList: t.field({
    type: MemberBookmarkPageRef,
    description: '찜한 상품·모델, 최신순 (회원 전용)',
    args: { searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return listMemberBookmarks(ctx.db, viewer.userId, parseInput(listArgs, args).searchAfter ?? null);
    },
  }),
  businessBookmarkList: t.field({
    type: BusinessBookmarkPageRef,
    description: '찜한 매장, 최신순 (회원 전용)',
    args: { searchAfter: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return listBusinessBookmarks(ctx.db, viewer.userId, parseInput(listArgs, args).searchAfter ?? null);
    },
  }),
}));

builder.mutationFields((t) => ({
  setModelAlarmMode: t.field({
    type: ModelAlarmModeStateRef,
    description: '찜한 모델의 최저가 알림 조건 바꾸기 (내가 찜하지 않은 모델은 NOT_FOUND)',
    args: {
      modelId: t.arg.int({ required: true }),
      alarmMode: t.arg({ type: ModelAlarmModeEnum, required: true }),
    },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(alarmModeArgs, args);
      return setModelAlarmMode(ctx.db, viewer.userId, input.modelId, input.alarmMode);
    },
  }),
  deleteBookmark: t.field({
    type: DeletedBookmarkRef,
    description: '찜한 상품·모델 삭제 (내가 찜하지 않은 id는 NOT_FOUND)',
    args: { id: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return { id: await deleteMemberBookmark(ctx.db, viewer.userId, parseInput(deleteArgs, args).id) };
    },
  }),
  deleteBusinessBookmark: t.field({
    type: DeletedBusinessBookmarkRef,
    description: '찜한 매장 삭제 (내가 찜하지 않은 매장은 NOT_FOUND)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return { id: await deleteBusinessBookmark(ctx.db, viewer.userId, parseInput(deleteBusinessArgs, args).id) };
    },
  }),
}));
