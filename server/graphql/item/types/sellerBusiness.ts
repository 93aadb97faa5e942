import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import {
  sellerBusinessProfile,
  businessProfileInput,
  updateBusinessProfile,
  type SellerBusinessProfile,
} from '../../../domain/seller/businessProfileEdit';
import { businessChanged } from '../../../cluster/pageChanges';

const SellerOpeningHourRef = builder
  .objectRef<SellerBusinessProfile['openingHours'][number]>('SellerOpeningHour')
  .implement({
    fields: (t) => ({
      weekday: t.exposeInt('weekday', { description: '0 일요일 … 6 토요일' }),
      open: t.exposeString('open', { description: 'HH:mm' }),
      close: t.exposeString('close', { description: 'HH:mm (24:00까지)' }),
    }),
  });

const SellerBusinessProfileRef = builder.objectRef<SellerBusinessProfile>('SellerBusinessProfile').implement({
  description: '판매자 콘솔에서 고치는 매장 정보 (공지, 소개, 영업시간, 정비 안내, 대여 사이 쉬는 날)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    notice: t.exposeString('notice'),
    introduction: t.exposeString('introduction'),
    maintenance: t.exposeString('maintenance'),
    openingHours: t.field({
      type: [SellerOpeningHourRef],
      description: '문 여는 요일만 (없는 요일은 휴무)',
      resolve: (p) => p.openingHours,
    }),
    turnaroundDays: t.exposeInt('turnaroundDays', { description: '반납 후 다음 대여까지 쉬는 날 (0–14)' }),
  }),
});

const OpeningHourInputRef = builder.inputType('OpeningHourInput', {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    open: t.string({ required: true }),
    close: t.string({ required: true }),
  }),
});

const BusinessProfileInputRef = builder.inputType('BusinessProfileInput', {
  fields: (t) => ({
    notice: t.string({ required: true, description: '공지 (300자, 일반 텍스트)' }),
    introduction: t.string({ required: true, description: '소개 (1,000자, 일반 텍스트)' }),
    maintenance: t.string({ required: true, description: '정비 안내 (500자, 일반 텍스트)' }),
    openingHours: t.field({ type: [OpeningHourInputRef], required: true }),
    turnaroundDays: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  sellerBusinessProfile: t.field({
    type: SellerBusinessProfileRef,
    description: '내 매장 정보 (판매자 계정 전용)',
    resolve: (_root, _args, ctx) => sellerBusinessProfile(ctx.db, requireSeller(requireMember(ctx.viewer))),
  }),
}));

builder.mutationFields((t) => ({
  updateBusinessProfile: t.field({
    type: SellerBusinessProfileRef,
    description: '내 매장 정보 저장. 매장 상세 페이지에 바로 보인다 (판매자 계정 전용)',
    args: { input: t.arg({ type: BusinessProfileInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const businessId = requireSeller(requireMember(ctx.viewer));
      const profile = await updateBusinessProfile(ctx.db, businessId, parseInput(businessProfileInput, args.input));
      // Committed: the shop's pages show it to the next visitor, from every cache (server/cluster/pageChanges.ts).
      businessChanged(ctx.db, businessId);
      return profile;
    },
  }),
}));
