import { z } from 'zod';

/**
 * The parts of PortOne V2's answers the adapter reads (https://developers.portone.io/api/rest-v2).
 * Unknown fields are dropped; a missing field we rely on makes the answer unreadable, which the
 * client reports as UNAVAILABLE rather than guessing what happened to someone's money.
 */
const won = z.number().int();

/** `{ type, message }` of every error answer; PG_PROVIDER adds the PG's own code and message. */
export const portoneErrorBody = z.object({
  type: z.string(),
  message: z.string().optional(),
  pgCode: z.string().optional(),
  pgMessage: z.string().optional(),
});

export const portoneCancellation = z.object({
  /** SUCCEEDED, REQUESTED (asynchronous refunds) or FAILED. */
  status: z.string(),
  id: z.string(),
  totalAmount: won,
  reason: z.string().optional(),
  requestedAt: z.string().optional(),
  cancelledAt: z.string().optional(),
});
export type PortoneCancellation = z.infer<typeof portoneCancellation>;

export const portonePayment = z.object({
  /** READY, PAY_PENDING, VIRTUAL_ACCOUNT_ISSUED, PAID, FAILED, PARTIAL_CANCELLED, CANCELLED. */
  status: z.string(),
  id: z.string(),
  transactionId: z.string().optional(),
  amount: z.object({ total: won, cancelled: won.optional() }),
  currency: z.string(),
  method: z.object({ type: z.string(), provider: z.string().optional() }).optional(),
  billingKey: z.string().optional(),
  paidAt: z.string().optional(),
  failure: z
    .object({ reason: z.string().optional(), pgCode: z.string().optional(), pgMessage: z.string().optional() })
    .optional(),
  cancellations: z.array(portoneCancellation).optional(),
});
export type PortonePayment = z.infer<typeof portonePayment>;

export const cancelAnswer = z.object({ cancellation: portoneCancellation });

export const preRegisterAnswer = z.object({});

export const billingKeyChargeAnswer = z.object({
  payment: z.object({ pgTxId: z.string().optional(), paidAt: z.string() }),
});

export const billingKeyConfirmAnswer = z.object({ billingKey: z.string().min(1) });

const card = z.object({
  publisher: z.string().optional(),
  issuer: z.string().optional(),
  name: z.string().optional(),
  number: z.string().optional(),
});

export const billingKeyInfo = z.object({
  /** ISSUED or DELETED. */
  status: z.string(),
  billingKey: z.string(),
  customer: z.object({ id: z.string().optional() }),
  methods: z.array(z.object({ type: z.string(), card: card.optional() })).optional(),
});
export type PortoneBillingKeyInfo = z.infer<typeof billingKeyInfo>;

export const billingKeyDeleteAnswer = z.object({ deletedAt: z.string() });

/** A webhook body: the event type and which payment or billing key it concerns. */
export const webhookBody = z.object({
  type: z.string().min(1),
  data: z.object({ paymentId: z.string().optional(), billingKey: z.string().optional() }).optional(),
});
