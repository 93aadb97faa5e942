import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import { sellerStoreProfile, storeProfileInput, updateStoreProfile, type SellerStoreProfile } from '../../../domain/seller/storeProfileEdit';
import { businessChanged } from '../../../cluster/pageChanges';

const SellerOpeningHourRef = builder.objectRef<SellerStoreProfile['openingHours'][number]>('SellerOpeningHour').implement({
  fields: (t) => ({
    weekday: t.exposeInt('weekday', { description: '0 일요일 … 6 토요일' }),
    open: t.exposeString('open', { description: 'HH:mm' }),
    close: t.exposeString('close', { description: 'HH:mm (24:00까지)' }),
  }),
});

const SellerStoreProfileRef = builder.objectRef<SellerStoreProfile>('SellerStoreProfile').implement({
  description: '판매자 콘솔에서 고치는 매장 정보 (공지, 소개, 영업시간, 정비 안내, 대여 사이 쉬는 날)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    notice: t.exposeString('notice'),
    introduction: t.exposeString('introduction'),
    maintenance: t.exposeString('maintenance'),
    openingHours: t.field({ type: [SellerOpeningHourRef], description: '문 여는 요일만 (없는 요일은 휴무)', resolve: (p) => p.openingHours }),
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

const StoreProfileInputRef = builder.inputType('StoreProfileInput', {
  fields: (t) => ({
    notice: t.string({ required: true, description: '공지 (300자, 일반 텍스트)' }),
    introduction: t.string({ required: true, description: '소개 (1,000자, 일반 텍스트)' }),
    maintenance: t.string({ required: true, description: '정비 안내 (500자, 일반 텍스트)' }),
    openingHours: t.field({ type: [OpeningHourInputRef], required: true }),
    turnaroundDays: t.int({ required: true }),
  }),
});

builder.queryFields((t) => ({
  sellerStoreProfile: t.field({
    type: SellerStoreProfileRef,
    description: '내 매장 정보 (판매자 계정 전용)',
    resolve: (_root, _args, ctx) => sellerStoreProfile(ctx.db, requireSeller(requireMember(ctx.viewer))),
  }),
}));

builder.mutationFields((t) => ({
  updateStoreProfile: t.field({
    type: SellerStoreProfileRef,
    description: '내 매장 정보 저장. 매장 상세 페이지에 바로 보인다 (판매자 계정 전용)',
    args: { input: t.arg({ type: StoreProfileInputRef, required: true }) },
    resolve: async (_root, args, ctx) => {
      const storeId = requireSeller(requireMember(ctx.viewer));
      const profile = await updateStoreProfile(ctx.db, storeId, parseInput(storeProfileInput, args.input));
      // Committed: the shop's pages show it to the next visitor, from every cache (server/cluster/pageChanges.ts).
      businessChanged(storeId);
      return profile;
    },
  }),
}));
