import type { Db } from '../db/client';
import { providerByName } from '../payments/providers';
import type { PaymentProvider, ProviderName } from '../payments/types';

/**
 * What the order jobs share. Each job takes `now` (tests move the clock instead of waiting days)
 * and the provider lookup (an order is settled with the provider it was paid with; tests pass the
 * sandbox they paid with).
 */
export type ProviderFor = (name: ProviderName) => PaymentProvider | null;

export type OrderJobOptions = { now?: Date; providerFor?: ProviderFor; batchSize?: number };

/** Small batches: each one is a short transaction, so a busy table is never locked for long. */
export const ORDER_JOB_BATCH = 20;
/** A run stops after this many batches and leaves the rest for the next tick. */
export const ORDER_JOB_MAX_BATCHES = 25;

export function jobProviders(db: Db, options: OrderJobOptions): ProviderFor {
  return options.providerFor ?? ((name) => providerByName(db, name));
}

export const isoOf = (now: Date) => now.toISOString();
