import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { provisions } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import { sanitizeHtml } from '../content/sanitizeHtml';

/** The four terms documents, in the order the terms list shows them (the enum's order). */
export const PROVISION_CATEGORIES = ['SERVICE', 'PRIVACY', 'MARKETING', 'LOCATION'] as const;
export type ProvisionCategory = (typeof PROVISION_CATEGORIES)[number];

/** Versions are written "1.0", "2.1"; anything else can't name a stored version. */
export const PROVISION_VERSION = /^\d{1,3}\.\d{1,3}$/;

export const provisionPageArgs = z.object({
  category: z.enum(PROVISION_CATEGORIES),
  version: z.string().regex(PROVISION_VERSION).nullish(),
});

export type ProvisionVersion = { version: string; effectiveAt: string };

export type ProvisionSummary = ProvisionVersion & { category: ProvisionCategory; title: string; isRequired: boolean };

export type ProvisionPage = ProvisionSummary & {
  htmlProvision: string;
  /** Whether the version shown is the one in effect now (an older one is shown on request). */
  isCurrent: boolean;
  /** Every version in effect now or before, newest first: the version picker. */
  versions: ProvisionVersion[];
};

/** Newest first; two versions on one day keep their insertion order. */
const newestFirst = [desc(provisions.effectiveAt), desc(provisions.id)];

/**
 * The version of each category in effect at `now`: the newest one whose effective date has come.
 * A version announced for later is stored ahead but not shown, so nobody reads terms not yet in force.
 */
export async function listCurrentProvisions(db: Db, now: Date = new Date()): Promise<ProvisionSummary[]> {
  const rows = await db
    .selectDistinctOn([provisions.category], {
      category: provisions.category,
      title: provisions.title,
      version: provisions.version,
      isRequired: provisions.isRequired,
      effectiveAt: provisions.effectiveAt,
    })
    .from(provisions)
    .where(lte(provisions.effectiveAt, now))
    .orderBy(asc(provisions.category), ...newestFirst);
  return rows.map((row) => ({ ...row, effectiveAt: row.effectiveAt.toISOString() }));
}

/**
 * One terms document: the current version, or the older `version` asked for, with every dated
 * version for the picker. Unknown category, no version in effect yet, or a version that is not in
 * effect: NOT_FOUND.
 */
export async function getProvisionPage(
  db: Db,
  input: z.infer<typeof provisionPageArgs>,
  now: Date = new Date()
): Promise<ProvisionPage> {
  const versions = await db
    .select({ id: provisions.id, version: provisions.version, effectiveAt: provisions.effectiveAt })
    .from(provisions)
    .where(and(eq(provisions.category, input.category), lte(provisions.effectiveAt, now)))
    .orderBy(...newestFirst);
  const chosen = input.version ? versions.find((v) => v.version === input.version) : versions[0];
  if (!chosen) throw new DomainError('NOT_FOUND', '약관을 찾을 수 없어요.');
  const [row] = await db.select().from(provisions).where(eq(provisions.id, chosen.id)).limit(1);
  return {
    category: row.category,
    title: row.title,
    version: row.version,
    isRequired: row.isRequired,
    effectiveAt: row.effectiveAt.toISOString(),
    htmlProvision: sanitizeHtml(row.htmlProvision),
    isCurrent: chosen.id === versions[0].id,
    versions: versions.map((v) => ({ version: v.version, effectiveAt: v.effectiveAt.toISOString() })),
  };
}
