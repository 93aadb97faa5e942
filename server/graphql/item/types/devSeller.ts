import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { assertDemo, issueInviteForDevelopment, linkSellerForDevelopment, searchStoresForDevelopment, type DevStore } from '../../../domain/seller/devSellerLink';
import { storeId } from '../../../domain/business/businessInput';

/**
 * Demo tool only (/dev/seller): outside DEMO_MODE=on both operations answer NOT_FOUND to everyone,
 * before anything else is checked, as if they did not exist.
 */
const DevStoreRef = builder.objectRef<DevStore>('DevStore').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    region: t.exposeString('region'),
    address: t.exposeString('address'),
    itemCount: t.exposeInt('itemCount'),
  }),
});

const DevInviteRef = builder.objectRef<{ code: string; storeName: string; expiresAt: Date }>('DevSellerInvite').implement({
  fields: (t) => ({
    code: t.exposeString('code'),
    storeName: t.exposeString('storeName'),
    expiresAt: t.string({ resolve: (invite) => invite.expiresAt.toISOString() }),
  }),
});

const searchArgs = z.object({ keyword: z.string().trim().min(1, '매장 이름을 입력해 주세요.').max(40) });
const linkArgs = z.object({ storeId: storeId.nullable() });
const inviteArgs = z.object({ storeId });

builder.queryFields((t) => ({
  devStores: t.field({
    type: [DevStoreRef],
    description: '[개발자 도구] 이름으로 매장 찾기 (데모 모드에서만)',
    args: { keyword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      assertDemo();
      requireMember(ctx.viewer);
      return searchStoresForDevelopment(ctx.db, parseInput(searchArgs, args).keyword);
    },
  }),
}));

builder.mutationFields((t) => ({
  devLinkSeller: t.field({
    type: DevStoreRef,
    nullable: true,
    description: '[개발자 도구] 내 계정을 매장에 판매자로 연결 (null이면 연결 해제, 데모 모드에서만)',
    args: { storeId: t.arg.int() },
    resolve: (_root, args, ctx) => {
      assertDemo();
      const viewer = requireMember(ctx.viewer);
      return linkSellerForDevelopment(ctx.db, viewer.userId, parseInput(linkArgs, { storeId: args.storeId ?? null }).storeId);
    },
  }),
  devIssueSellerInvite: t.field({
    type: DevInviteRef,
    description: '[개발자 도구] 운영자 대신 매장의 판매자 초대 코드 발급 (데모 모드에서만)',
    args: { storeId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      assertDemo();
      requireMember(ctx.viewer);
      return issueInviteForDevelopment(ctx.db, parseInput(inviteArgs, args).storeId);
    },
  }),
}));
