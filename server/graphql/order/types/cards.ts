import { z } from 'zod';
import { builder } from '../builder';
import { isDemoMode } from '../../../env';
import { parseInput } from '../../../domain/parseInput';
import { requireMember } from '../../../domain/member/requireMember';
import {
  deleteCard,
  issueTokenInput,
  listCards,
  registerCard,
  type RegisteredCard,
} from '../../../domain/cards/registeredCards';
import { chargeLeaseFirst } from '../../../domain/checkout/leaseFirstCharge';
import { orderProviderName } from '../../../domain/checkout/orderProvider';
import { activeProvider, providerByName } from '../../../payments/providers';
import { registerSandboxCard, sandboxCardInput } from '../../../payments/sandbox/sandboxDecide';
import { portoneConfigFromEnv } from '../../../payments/portone/portoneProvider';
import { DomainError } from '@/lib/errors';
import { CompletionRef } from './checkout';

const CardRef = builder.objectRef<RegisteredCard>('MyCard').implement({
  description: '등록한 카드 (결제사 빌링키와 가려진 카드 번호만 보관)',
  fields: (t) => ({
    id: t.exposeInt('id'),
    cardCompany: t.exposeString('cardCompany'),
    maskedNumber: t.exposeString('maskedNumber'),
    createdAt: t.exposeString('createdAt'),
    inUse: t.exposeBoolean('inUse', { description: '진행 중인 렌탈 계약의 월 결제 카드' }),
  }),
});

type CardRegistration = { provider: 'SANDBOX' | 'PORTONE' | 'NONE'; storeId: string | null; channelKey: string | null };

const RegistrationRef = builder.objectRef<CardRegistration>('CardRegistration').implement({
  description: '카드 등록 창을 여는 방법 (공개 값만)',
  fields: (t) => ({
    provider: t.exposeString('provider'),
    storeId: t.exposeString('storeId', { nullable: true }),
    channelKey: t.exposeString('channelKey', { nullable: true }),
  }),
});

function registration(): CardRegistration {
  const portone = portoneConfigFromEnv();
  if (portone)
    return {
      provider: 'PORTONE',
      storeId: portone.storeId,
      channelKey: portone.channelKeys.billing ?? portone.channelKeys.card ?? portone.channelKeys.default ?? null,
    };
  return { provider: isDemoMode() ? 'SANDBOX' : 'NONE', storeId: null, channelKey: null };
}

const idArgs = z.object({ id: z.number().int().positive() });
const leaseArgs = z.object({ paymentKey: z.string().min(8).max(80), cardId: z.number().int().positive() });

builder.queryFields((t) => ({
  myCards: t.field({
    type: [CardRef],
    description: '등록한 카드 (회원 전용)',
    resolve: (_root, _args, ctx) => listCards(ctx.db, requireMember(ctx.viewer).userId),
  }),
  cardRegistration: t.field({ type: RegistrationRef, description: '카드 등록 창 정보', resolve: () => registration() }),
}));

builder.mutationFields((t) => ({
  registerCard: t.field({
    type: CardRef,
    description: '결제사 카드 등록 창이 준 토큰으로 카드를 등록해요 (회원 전용)',
    args: { issueToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      return registerCard(ctx.db, activeProvider(ctx.db), viewer.userId, parseInput(issueTokenInput, args).issueToken);
    },
  }),
  deleteCard: t.field({
    type: 'Boolean',
    description: '등록한 카드를 지워요 (회원 전용)',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const { id } = parseInput(idArgs, args);
      await deleteCard(ctx.db, activeProviderOrNull(ctx.db), viewer.userId, id);
      return true;
    },
  }),
  issueSandboxCard: t.field({
    type: 'String',
    description: '샌드박스 카드 등록 창 (데모 모드 전용): 카드 등록 토큰을 돌려줘요',
    args: {
      cardCompany: t.arg.string({ required: true }),
      last4: t.arg.string({ required: true }),
      declines: t.arg.boolean(),
    },
    resolve: async (_root, args, ctx) => {
      // Outside demo mode the operation is not there for anyone: a visitor hearing UNAUTHENTICATED
      // would learn that signing in makes it work.
      if (!isDemoMode()) throw new DomainError('NOT_FOUND');
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(sandboxCardInput, { ...args, declines: args.declines ?? false });
      return (await registerSandboxCard(ctx.db, `member-${viewer.userId}`, input)).issueToken;
    },
  }),
  chargeLeaseFirst: t.field({
    type: CompletionRef,
    description: '렌탈페이 첫 달 요금을 등록한 카드로 결제하고 계약을 확정해요 (회원 전용)',
    args: { paymentKey: t.arg.string({ required: true }), cardId: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = requireMember(ctx.viewer);
      const input = parseInput(leaseArgs, args);
      const provider = providerByName(ctx.db, await orderProviderName(ctx.db, input.paymentKey, viewer.userId));
      if (!provider) throw new DomainError('PAYMENT_FAILED', '지금은 결제할 수 없어요. 잠시 후 다시 시도해 주세요.');
      return chargeLeaseFirst(ctx.db, provider, viewer.userId, input.paymentKey, input.cardId);
    },
  }),
}));

function activeProviderOrNull(db: Parameters<typeof activeProvider>[0]) {
  try {
    return activeProvider(db);
  } catch {
    return null;
  }
}
