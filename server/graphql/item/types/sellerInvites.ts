import { z } from 'zod';
import { builder } from '../builder';
import type { ServiceContext } from '../../context';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import { requireSeller } from '../../../domain/seller/sellerItems';
import { leaveBusiness, redeemSellerInvite, type JoinedBusiness } from '../../../domain/seller/sellerInvites';
import { serverEnv } from '../../../env';
import { clientIp, socketAddressOf } from '../../../security/clientIp';

/**
 * Seller onboarding (issue 17 §1): a member redeems an operator's invite code and becomes a seller
 * of its business (us_redeemSellerInvite); a seller leaves their business (bz_leaveBusiness).
 */
const JoinedBusinessRef = builder.objectRef<JoinedBusiness>('SellerJoinedBusiness').implement({
  description: '판매자로 연결된(또는 방금 나간) 매장',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
  }),
});

// Any string up to a generous length reaches the domain, which answers every wrong code alike.
const redeemArgs = z.object({ code: z.string().max(200) });

/**
 * The caller's address for the per-address limit, or null for an in-process call (SSR has no socket;
 * the page request behind it came through the network already). Yoga merges the server context
 * (the HTTP mount's socketAddress) and the request into the resolver's context.
 */
function callerAddress(ctx: ServiceContext): string | null {
  const context = ctx as ServiceContext & { request?: Request };
  const socket = socketAddressOf(context);
  if (!socket || !context.request) return null;
  return clientIp(context.request.headers, socket, serverEnv().TRUST_PROXY);
}

builder.mutationFields((t) => ({
  redeemSellerInvite: t.field({
    type: JoinedBusinessRef,
    description: '판매자 초대 코드 입력: 코드의 매장 판매자로 연결 (회원 전용, 코드는 한 번만, 7일 안에)',
    args: { code: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const { code } = parseInput(redeemArgs, args);
      return redeemSellerInvite(ctx.db, { userId: viewer.userId, ip: callerAddress(ctx) }, code);
    },
  }),
  leaveBusiness: t.field({
    type: JoinedBusinessRef,
    description: '이 매장에서 나가기: 내 계정의 판매자 연결 해제 (판매자 계정 전용, 매장의 다른 판매자는 그대로)',
    resolve: (_root, _args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      requireSeller(viewer);
      return leaveBusiness(ctx.db, viewer.userId);
    },
  }),
}));
