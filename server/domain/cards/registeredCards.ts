import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { billingKeys, orders } from '../../db/schema';
import { isUniqueViolation } from '../../db/uniqueViolation';
import { ProviderError, type PaymentProvider } from '../../payments/types';
import { DomainError } from '@/lib/errors';

/**
 * Registered cards (/user/card_regist): only the provider's billing key and a masked number are
 * kept, never the card number (docs/architecture.md §12). The lease (렌탈페이) charges them.
 */
export const MAX_CARDS = 5;

export type RegisteredCard = {
  id: number;
  cardCompany: string;
  maskedNumber: string;
  createdAt: string;
  inUse: boolean;
};

export const issueTokenInput = z.object({ issueToken: z.string().trim().min(8).max(200) });

/** Contracts still charging monthly keep their card: it cannot be removed under them. */
async function cardsInUse(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: orders.billingKeyId })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.process, 'contract'),
        inArray(orders.state, ['CONTRACTED', 'HANDED_OVER'])
      )
    );
  return new Set(rows.map((r) => r.id).filter((id): id is number => id !== null));
}

export async function listCards(db: Db, userId: number): Promise<RegisteredCard[]> {
  const [rows, inUse] = await Promise.all([
    db
      .select()
      .from(billingKeys)
      .where(and(eq(billingKeys.userId, userId), isNull(billingKeys.deletedAt)))
      .orderBy(desc(billingKeys.createdAt), desc(billingKeys.id)),
    cardsInUse(db, userId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    cardCompany: r.cardCompany,
    maskedNumber: r.maskedNumber,
    createdAt: r.createdAt.toISOString(),
    inUse: inUse.has(r.id),
  }));
}

/** Exchanges what the provider's card window gave the browser for a billing key, and keeps it. */
export async function registerCard(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  issueToken: string
): Promise<RegisteredCard> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(billingKeys)
    .where(and(eq(billingKeys.userId, userId), isNull(billingKeys.deletedAt)));
  if (Number(n) >= MAX_CARDS)
    throw new DomainError(
      'CONFLICT',
      `카드는 ${MAX_CARDS}장까지 등록할 수 있어요. 쓰지 않는 카드를 지운 뒤 다시 등록해 주세요.`
    );
  let info;
  try {
    info = await provider.issueBillingKey({ customerId: `member-${userId}`, issueToken });
  } catch (error) {
    if (error instanceof ProviderError && error.kind !== 'UNAVAILABLE')
      throw new DomainError('INVALID_INPUT', '카드를 등록하지 못했어요. 카드 정보를 확인하고 다시 시도해 주세요.');
    throw new DomainError('PAYMENT_FAILED', '카드사에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.');
  }
  try {
    const [row] = await db
      .insert(billingKeys)
      .values({
        userId,
        provider: provider.name,
        billingKey: info.billingKey,
        cardCompany: info.cardCompany,
        maskedNumber: info.maskedNumber,
      })
      .returning();
    return {
      id: row.id,
      cardCompany: row.cardCompany,
      maskedNumber: row.maskedNumber,
      createdAt: row.createdAt.toISOString(),
      inUse: false,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', '이미 등록된 카드예요.');
    throw error;
  }
}

export async function deleteCard(
  db: Db,
  provider: PaymentProvider | null,
  userId: number,
  cardId: number
): Promise<void> {
  const [card] = await db
    .select()
    .from(billingKeys)
    .where(and(eq(billingKeys.id, cardId), eq(billingKeys.userId, userId), isNull(billingKeys.deletedAt)))
    .limit(1);
  if (!card) throw new DomainError('NOT_FOUND', '등록된 카드를 찾을 수 없어요.');
  if ((await cardsInUse(db, userId)).has(card.id))
    throw new DomainError('CONFLICT', '렌탈 계약의 월 결제에 쓰는 카드라서 지울 수 없어요.');
  await db.update(billingKeys).set({ deletedAt: new Date() }).where(eq(billingKeys.id, card.id));
  // The key is ours to forget first; the provider's copy is removed after (a failure there is harmless to the member).
  if (provider) await provider.deleteBillingKey(card.billingKey).catch(() => undefined);
}

/** The member's card for a charge: theirs, not removed. */
export async function cardForCharge(db: Db, userId: number, cardId: number) {
  const [card] = await db
    .select()
    .from(billingKeys)
    .where(and(eq(billingKeys.id, cardId), eq(billingKeys.userId, userId), isNull(billingKeys.deletedAt)))
    .limit(1);
  if (!card)
    throw new DomainError('INVALID_INPUT', '결제할 카드를 다시 선택해 주세요.', {
      billingKeyId: '등록된 카드를 찾을 수 없어요.',
    });
  return card;
}
