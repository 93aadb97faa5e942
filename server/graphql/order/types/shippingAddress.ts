import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { listShippingAddresses, type ShippingAddress } from '../../../domain/shipping/shippingAddressBook';
import { saveShippingAddress, type SavedShippingAddress } from '../../../domain/shipping/saveShippingAddress';
import { deleteShippingAddress, setDefaultShippingAddress } from '../../../domain/shipping/shippingAddressDefaults';
import {
  MAX_SHIPPING_ADDRESSES,
  SHIPPING_ADDRESS_MESSAGES,
  shippingAddressInput,
} from '@/lib/shipping/shippingAddressInput';

const ShippingAddressRef = builder.objectRef<ShippingAddress>('ShippingAddress').implement({
  description: '내 배송지 (본인 것만)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    label: t.exposeString('label', { nullable: true, description: '배송지 이름 (집, 회사 …)' }),
    name: t.exposeString('name', { description: '받는 분' }),
    phone: t.exposeString('phone', { description: '010-1234-5678 형식' }),
    postNum: t.exposeString('postNum', { description: '우편번호 5자리' }),
    address1: t.exposeString('address1'),
    address2: t.exposeString('address2', { description: '상세 주소 (없으면 빈 문자열)' }),
    isDefault: t.exposeBoolean('isDefault'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const SavedShippingAddressRef = builder.objectRef<SavedShippingAddress>('SavedShippingAddress').implement({
  fields: (t) => ({
    address: t.field({ type: ShippingAddressRef, resolve: (r) => r.address }),
    addresses: t.field({
      type: [ShippingAddressRef],
      description: '저장 후의 배송지 목록 (기본 배송지 먼저, 그다음 최신순)',
      resolve: (r) => r.addresses,
    }),
  }),
});

const SaveShippingAddressInputRef = builder.inputType('SaveShippingAddressInput', {
  fields: (t) => ({
    id: t.int({ description: '수정할 내 배송지 (없으면 새로 추가)' }),
    label: t.string({ description: '배송지 이름, 20자까지' }),
    name: t.string({ required: true, description: '받는 분, 1–20자' }),
    phone: t.string({ required: true, description: '휴대폰 번호 (010·011·016·017·018·019, 하이픈 허용)' }),
    postNum: t.string({ required: true, description: '우편번호 숫자 5자리' }),
    address1: t.string({ required: true, description: '주소, 100자까지' }),
    address2: t.string({ description: '상세 주소, 100자까지' }),
    isDefault: t.boolean({ description: 'true면 이 배송지를 기본 배송지로' }),
  }),
});

const addressId = z.object({ id: z.number().int().positive(SHIPPING_ADDRESS_MESSAGES.idInvalid) });

builder.queryFields((t) => ({
  shippingAddresses: t.field({
    type: [ShippingAddressRef],
    description: '내 배송지 목록: 기본 배송지 먼저, 그다음 최신순 (회원 전용)',
    resolve: (_root, _args, ctx) => listShippingAddresses(ctx.db, requireMember(ctx.viewer).userId),
  }),
}));

builder.mutationFields((t) => ({
  saveShippingAddress: t.field({
    type: SavedShippingAddressRef,
    description: `배송지 추가 또는 수정 (최대 ${MAX_SHIPPING_ADDRESSES}개, 첫 배송지는 기본 배송지) (회원 전용)`,
    args: { input: t.arg({ type: SaveShippingAddressInputRef, required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return saveShippingAddress(ctx.db, viewer.userId, parseInput(shippingAddressInput, args.input));
    },
  }),
  deleteShippingAddress: t.field({
    type: [ShippingAddressRef],
    description:
      '내 배송지 삭제: 기본 배송지를 지우면 가장 최근 배송지가 기본이 돼요. 남은 목록을 돌려줘요 (회원 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return deleteShippingAddress(ctx.db, viewer.userId, parseInput(addressId, args).id);
    },
  }),
  setDefaultShippingAddress: t.field({
    type: [ShippingAddressRef],
    description: '기본 배송지 변경. 바뀐 목록을 돌려줘요 (회원 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return setDefaultShippingAddress(ctx.db, viewer.userId, parseInput(addressId, args).id);
    },
  }),
}));
