import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sandboxBillingKeys, sandboxPayments } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { SANDBOX_SETTLE_SECONDS } from './sandboxProvider';

/** What the tester chose in the sandbox checkout (/pay/sandbox). */
export const SANDBOX_OUTCOMES = ['APPROVE', 'DECLINE', 'PENDING', 'SLOW'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const sandboxDecisionInput = z.object({
  paymentId: z.string().min(8).max(80),
  outcome: z.enum(SANDBOX_OUTCOMES),
});

/**
 * Records the tester's choice for a sandbox payment still waiting for one. Approve and slow charge
 * the expected amount at once; pending settles by itself after SANDBOX_SETTLE_SECONDS; decline
 * charges nothing. A payment that already has an outcome keeps it (a double tap changes nothing).
 */
export async function decideSandboxPayment(
  db: Db,
  input: z.infer<typeof sandboxDecisionInput>,
  now: Date = new Date()
) {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.paymentId, input.paymentId)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '샌드박스에 없는 결제예요.');
  if (row.status !== 'READY') return row;
  const paid = input.outcome === 'APPROVE' || input.outcome === 'SLOW';
  const [updated] = await db
    .update(sandboxPayments)
    .set({
      outcome: input.outcome,
      status: paid ? 'PAID' : input.outcome === 'PENDING' ? 'PENDING' : 'FAILED',
      approvedAmount: paid ? row.amount : 0,
      transactionId: `sbx-${crypto.randomUUID()}`,
      paidAt: paid ? now : null,
      settlesAt: input.outcome === 'PENDING' ? new Date(now.getTime() + SANDBOX_SETTLE_SECONDS * 1000) : null,
    })
    .where(and(eq(sandboxPayments.paymentId, input.paymentId), eq(sandboxPayments.status, 'READY')))
    .returning();
  return updated ?? row;
}

export const sandboxCardInput = z.object({
  cardCompany: z.string().min(2).max(20),
  last4: z.string().regex(/^\d{4}$/, '카드 번호 끝 4자리를 입력해 주세요.'),
  declines: z.boolean().default(false),
});

/** The sandbox's card registration window: makes a billing key the checkout then exchanges (issueBillingKey). */
export async function registerSandboxCard(db: Db, customerId: string, input: z.infer<typeof sandboxCardInput>) {
  const billingKey = `sbx-billing-${crypto.randomUUID()}`;
  await db.insert(sandboxBillingKeys).values({
    billingKey,
    customerId,
    cardCompany: input.cardCompany,
    maskedNumber: `****-****-****-${input.last4}`,
    declines: input.declines,
  });
  return { issueToken: billingKey };
}
