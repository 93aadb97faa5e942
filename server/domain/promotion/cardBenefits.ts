import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { queryRows, toIso } from '../../db/rows';
import type { PartialFreeMonths } from '../../db/schema/promotion';
import { parseInput } from '../parseInput';
import { CARD_COMPANIES, INSTALMENT_MIN_AMOUNT, INSTALMENT_MONTHS } from './cardCompanies';

/** One card company's interest-free benefit for a period (the /card_benefit table's row). */
export type CardBenefit = {
  cardCode: string;
  cardCompany: string;
  freeMonths: number[];
  /** Of `months` instalments the shopper pays the interest of instalments 1…paidMonths. */
  partialFreeMonths: PartialFreeMonths[];
  minAmount: number;
  startsAt: string;
  endsAt: string;
};

type BenefitRow = Omit<CardBenefit, 'startsAt' | 'endsAt'> & { startsAt: Date | string; endsAt: Date | string };

/** Benefits in force at `at`, in the operator's order. The period is [startsAt, endsAt). */
export async function listCardBenefits(db: Db, at: Date = new Date()): Promise<CardBenefit[]> {
  const iso = at.toISOString();
  const rows = await queryRows<BenefitRow>(
    db,
    sql`
    SELECT card_code AS "cardCode", card_company AS "cardCompany", free_months AS "freeMonths",
      partial_free_months AS "partialFreeMonths", min_amount AS "minAmount", starts_at AS "startsAt", ends_at AS "endsAt"
    FROM card_instalment_benefits
    WHERE starts_at <= ${iso}::timestamptz AND ends_at > ${iso}::timestamptz
    ORDER BY sort_order, id`
  );
  return rows.map((row) => ({
    ...row,
    freeMonths: [...row.freeMonths].map(Number).sort((a, b) => a - b),
    partialFreeMonths: [...row.partialFreeMonths].sort((a, b) => a.months - b.months),
    startsAt: toIso(row.startsAt),
    endsAt: toIso(row.endsAt),
  }));
}

/** FREE: no interest at all; PARTIAL: the shopper pays the interest of the first `paidMonths`; INTEREST: the card's normal rate. */
export type InstalmentKind = 'FREE' | 'PARTIAL' | 'INTEREST';

export type InstalmentOption = { months: number; kind: InstalmentKind; paidMonths: number | null };

export type CardInstalmentOptions = { cardCode: string; cardCompany: string; options: InstalmentOption[] };

export const instalmentOptionsArgs = z.object({
  amount: z.number().int().min(0).max(100_000_000),
  at: z.date(),
});

/** The options of one card for an amount, given the benefit in force (or none). */
export function optionsFor(amount: number, benefit: CardBenefit | undefined): InstalmentOption[] {
  if (amount < INSTALMENT_MIN_AMOUNT) return [];
  const applies = benefit !== undefined && amount >= benefit.minAmount;
  const partial = new Map((applies ? benefit.partialFreeMonths : []).map((p) => [p.months, p.paidMonths]));
  const months = [...new Set<number>([...INSTALMENT_MONTHS, ...partial.keys()])].sort((a, b) => a - b);
  return months.map((m): InstalmentOption => {
    if (applies && benefit.freeMonths.includes(m)) return { months: m, kind: 'FREE', paidMonths: null };
    const paidMonths = partial.get(m);
    if (paidMonths !== undefined) return { months: m, kind: 'PARTIAL', paidMonths };
    return { months: m, kind: 'INTEREST', paidMonths: null };
  });
}

/**
 * What the payment screen offers per card company for `amount` won paid at `at`: 2–12개월 from
 * 50,000원, each marked interest-free, partly interest-free or at the card's rate. A benefit counts
 * only inside its period and from its minimum amount; outside them every month bears interest.
 */
export async function cardInstalmentOptions(
  db: Db,
  input: { amount: number; at: Date }
): Promise<CardInstalmentOptions[]> {
  const { amount, at } = parseInput(instalmentOptionsArgs, input);
  const benefits = await listCardBenefits(db, at);
  return CARD_COMPANIES.map((card) => ({
    cardCode: card.code,
    cardCompany: card.name,
    options: optionsFor(
      amount,
      benefits.find((b) => b.cardCode === card.code)
    ),
  }));
}
