import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/**
 * The audit log (docs/product.md §10 Audit log): every operator action, written in the same
 * transaction as the change it records, so a change without its row (or the reverse) cannot exist.
 * Append-only: there is no update or delete here, and the database trigger refuses them anyway.
 */
export type AuditEntryInput = {
  operatorId: number;
  action: string;
  targetType:
    | 'business'
    | 'member'
    | 'operator'
    | 'sellerInvite'
    | 'order'
    | 'settlementPeriod'
    | 'settlementStatement'
    | 'orderReturn'
    | 'post'
    | 'comment'
    | 'review'
    | 'message'
    | 'depositClaim'
    | 'modelRequest'
    | 'inquiry';
  targetId: number | string;
  before: unknown;
  after: unknown;
  reason?: string | null;
  at: Date;
};

export async function writeAudit(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: entry.operatorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: entry.reason ?? null,
    createdAt: entry.at,
  });
}

export type AuditEntry = {
  id: number;
  operatorId: number;
  operatorNickname: string;
  action: string;
  targetType: string;
  targetId: string;
  before: string | null;
  after: string | null;
  reason: string | null;
  createdAt: string;
};

export type AuditPage = { entries: AuditEntry[]; nextBefore: number | null };

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, keyset by id; optionally one target's history. */
export async function listAudit(
  db: Db,
  filter: { targetType: string | null; targetId: string | null; before: number | null }
): Promise<AuditPage> {
  const where: SQL[] = [];
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (filter.before !== null) where.push(lt(auditLog.id, filter.before));
  const rows = await db
    .select({ entry: auditLog, nickname: users.nickname })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.operatorId))
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE).map(({ entry, nickname }) => ({
    id: entry.id,
    operatorId: entry.operatorId,
    operatorNickname: nickname,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before === null ? null : JSON.stringify(entry.before),
    after: entry.after === null ? null : JSON.stringify(entry.after),
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  }));
  return { entries, nextBefore: rows.length > AUDIT_PAGE_SIZE ? entries[entries.length - 1].id : null };
}
