import { z } from 'zod';
import { builder } from '../builder';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import {
  assertDemo,
  issueInviteForDevelopment,
  linkSellerForDevelopment,
  searchBusinessesForDevelopment,
  type DevBusiness,
} from '../../../domain/seller/devSellerLink';
import { businessId } from '../../../domain/business/businessInput';

/**
 * Demo tool only (/dev/seller): outside DEMO_MODE=on both operations answer NOT_FOUND to everyone,
 * before anything else is checked, as if they did not exist.
 */
const DevBusinessRef = builder.objectRef<DevBusiness>('DevBusiness').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    region: t.exposeString('region'),
    address: t.exposeString('address'),
    itemCount: t.exposeInt('itemCount'),
  }),
});

const DevInviteRef = builder
  .objectRef<{ code: string; businessName: string; expiresAt: Date }>('DevSellerInvite')
  .implement({
    fields: (t) => ({
      code: t.exposeString('code'),
      businessName: t.exposeString('businessName'),
      expiresAt: t.string({ resolve: (invite) => invite.expiresAt.toISOString() }),
    }),
  });

const searchArgs = z.object({ keyword: z.string().trim().min(1, '매장 이름을 입력해 주세요.').max(40) });
const linkArgs = z.object({ businessId: businessId.nullable() });
const inviteArgs = z.object({ businessId });

builder.queryFields((t) => ({
  devBusinesses: t.field({
    type: [DevBusinessRef],
    description: '[개발자 도구] 이름으로 매장 찾기 (데모 모드에서만)',
    args: { keyword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      assertDemo();
      requireMember(ctx.viewer);
      return searchBusinessesForDevelopment(ctx.db, parseInput(searchArgs, args).keyword);
    },
  }),
}));

builder.mutationFields((t) => ({
  devLinkSeller: t.field({
    type: DevBusinessRef,
    nullable: true,
    description: '[개발자 도구] 내 계정을 매장에 판매자로 연결 (null이면 연결 해제, 데모 모드에서만)',
    args: { businessId: t.arg.int() },
    resolve: (_root, args, ctx) => {
      assertDemo();
      const viewer = requireMember(ctx.viewer);
      return linkSellerForDevelopment(
        ctx.db,
        viewer.userId,
        parseInput(linkArgs, { businessId: args.businessId ?? null }).businessId
      );
    },
  }),
  devIssueSellerInvite: t.field({
    type: DevInviteRef,
    description: '[개발자 도구] 운영자 대신 매장의 판매자 초대 코드 발급 (데모 모드에서만)',
    args: { businessId: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => {
      assertDemo();
      requireMember(ctx.viewer);
      return issueInviteForDevelopment(ctx.db, parseInput(inviteArgs, args).businessId);
    },
  }),
}));
