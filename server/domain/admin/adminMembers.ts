import { and, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auditLog,
  communityComments,
  communityPosts,
  communityReports,
  orders,
  reviews,
  sessions,
  users,
} from '../../db/schema';
import { queryRows } from '../../db/rows';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { payment, processes } from '@/lib/orders';
import { writeAudit } from './audit';

/**
 * The console's members (docs/product.md §10 Members): find by email, phone or nickname; see their
 * orders, the reports on what they wrote and their sanctions; suspend with a reason (every session is
 * revoked in the same transaction, so the next request of any device is refused) and lift it.
 */
export type AdminMemberSummary = {
  id: number;
  email: string | null;
  nickname: string;
  phone: string | null;
  businessId: number | null;
  suspendedAt: string | null;
  suspendedReason: string | null;
  /** When a suspension for N days ends by itself; null while suspended means until lifted. */
  suspendedUntil: string | null;
  createdAt: string;
};

const summaryColumns = {
  id: users.id,
  email: users.email,
  nickname: users.nickname,
  phone: users.phone,
  businessId: users.businessId,
  suspendedAt: users.suspendedAt,
  suspendedReason: users.suspendedReason,
  suspendedUntil: users.suspendedUntil,
  createdAt: users.createdAt,
};

type SummaryRow = Omit<AdminMemberSummary, 'suspendedAt' | 'suspendedUntil' | 'createdAt'> & {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  createdAt: Date;
};

/** A suspension whose N days are over is no suspension (docs/product.md §10 Members). */
const toSummary = (row: SummaryRow, now: Date = new Date()): AdminMemberSummary => {
  const lapsed = row.suspendedUntil !== null && row.suspendedUntil <= now;
  return {
    ...row,
    suspendedAt: lapsed ? null : (row.suspendedAt?.toISOString() ?? null),
    suspendedReason: lapsed ? null : row.suspendedReason,
    suspendedUntil: lapsed ? null : (row.suspendedUntil?.toISOString() ?? null),
    createdAt: row.createdAt.toISOString(),
  };
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members whose email, nickname or phone holds `query` (phone compared by digits), newest first. */
export async function searchMembers(db: Db, query: string): Promise<AdminMemberSummary[]> {
  const like = `%${escapeLike(query)}%`;
  const digits = query.replace(/\D/g, '');
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(
          ilike(users.email, like),
          ilike(users.nickname, like),
          digits.length >= 4 ? sql`regexp_replace(${users.phone}, '\\D', '', 'g') LIKE ${`%${digits}%`}` : undefined
        )
      )
    )
    .orderBy(desc(users.id))
    .limit(50);
  return rows.map((row) => toSummary(row));
}

export type AdminMemberOrder = {
  id: number;
  itemName: string;
  stateLabel: string;
  totalPrice: number;
  createdAt: string;
};

export type AdminMemberReport = {
  targetKind: string;
  targetId: number;
  reason: string;
  createdAt: string;
};

export type AdminSanction = {
  action: string;
  reason: string | null;
  createdAt: string;
  operatorNickname: string;
};

export type AdminMemberDetail = AdminMemberSummary & {
  orders: AdminMemberOrder[];
  reports: AdminMemberReport[];
  sanctions: AdminSanction[];
};

const notFound = () => new DomainError('NOT_FOUND', '회원을 찾을 수 없어요.');

async function memberSummary(db: Db, id: number, now: Date = new Date()): Promise<AdminMemberSummary> {
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound();
  return toSummary(row, now);
}

export async function getAdminMember(db: Db, id: number): Promise<AdminMemberDetail> {
  const summary = await memberSummary(db, id);
  const [orderRows, reportRows, sanctionRows] = await Promise.all([
    db
      .select({
        id: orders.id,
        process: orders.process,
        state: orders.state,
        paymentState: orders.paymentState,
        itemName: orders.itemName,
        totalPrice: orders.totalPrice,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt))
      .limit(20),
    queryRows<{ target_kind: string; target_id: number; reason: string; created_at: string | Date }>(
      db,
      sql`SELECT r.target_kind, r.target_id, r.reason, r.created_at FROM ${communityReports} r
        WHERE (r.target_kind = 'POST' AND r.target_id IN (SELECT p.id FROM ${communityPosts} p WHERE p.user_id = ${id}))
           OR (r.target_kind = 'COMMENT' AND r.target_id IN (SELECT c.id FROM ${communityComments} c WHERE c.user_id = ${id}))
           OR (r.target_kind = 'REVIEW' AND r.target_id IN (SELECT rv.id FROM ${reviews} rv WHERE rv.user_id = ${id}))
        ORDER BY r.created_at DESC LIMIT 20`
    ),
    db
      .select({
        action: auditLog.action,
        reason: auditLog.reason,
        createdAt: auditLog.createdAt,
        nickname: users.nickname,
      })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.operatorId))
      .where(and(eq(auditLog.targetType, 'member'), eq(auditLog.targetId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(20),
  ]);
  return {
    ...summary,
    orders: orderRows.map((o) => ({
      id: o.id,
      itemName: o.itemName,
      stateLabel: o.state
        ? ((
            processes[o.process].states[o.state as keyof (typeof processes)[typeof o.process]['states']] as {
              label: string;
            }
          )?.label ?? o.state)
        : (payment.states[o.paymentState as keyof typeof payment.states]?.label ?? o.paymentState),
      totalPrice: o.totalPrice,
      createdAt: o.createdAt.toISOString(),
    })),
    reports: reportRows.map((r) => ({
      targetKind: r.target_kind,
      targetId: Number(r.target_id),
      reason: r.reason,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    sanctions: sanctionRows.map((s) => ({
      action: s.action,
      reason: s.reason,
      createdAt: s.createdAt.toISOString(),
      operatorNickname: s.nickname,
    })),
  };
}

const snapshot = (m: AdminMemberSummary) => ({
  suspendedAt: m.suspendedAt,
  suspendedReason: m.suspendedReason,
  suspendedUntil: m.suspendedUntil,
});

/** A suspension: its reason, and when it ends by itself (null: until an operator lifts it). */
export type Suspension = { reason: string; until?: Date | null };

/** Suspends (with a reason) or lifts; a suspension revokes every session of the member at once. */
export async function setMemberSuspension(
  db: Db,
  operatorId: number,
  memberId: number,
  suspend: Suspension | null,
  now: Date = new Date()
): Promise<AdminMemberSummary> {
  return retryTransaction(db, (tx) => changeSuspension(tx, operatorId, memberId, suspend, now));
}

/**
 * The suspension inside the caller's transaction (a moderation decision's sanction runs here too), with
 * its audit row: the member row is locked, sessions are revoked in the same transaction.
 */
export async function changeSuspension(
  tx: Db,
  operatorId: number,
  memberId: number,
  suspend: Suspension | null,
  now: Date
): Promise<AdminMemberSummary> {
  if (suspend && memberId === operatorId) {
    throw new DomainError('INVALID_INPUT', '자기 자신은 정지할 수 없어요.', {
      memberId: '자기 자신은 정지할 수 없어요.',
    });
  }
  const [locked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, memberId), isNull(users.deletedAt)))
    .for('update');
  if (!locked) throw notFound();
  const before = await memberSummary(tx, memberId, now);
  if (suspend && before.suspendedAt) throw new DomainError('CONFLICT', '이미 정지된 회원이에요.');
  if (!suspend && !before.suspendedAt) throw new DomainError('CONFLICT', '정지되지 않은 회원이에요.');
  await tx
    .update(users)
    .set(
      suspend
        ? { suspendedAt: now, suspendedReason: suspend.reason, suspendedUntil: suspend.until ?? null }
        : { suspendedAt: null, suspendedReason: null, suspendedUntil: null }
    )
    .where(eq(users.id, memberId));
  let revokedSessions = 0;
  if (suspend) {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, memberId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    revokedSessions = revoked.length;
  }
  const after = await memberSummary(tx, memberId, now);
  await writeAudit(tx, {
    operatorId,
    action: suspend ? 'member.suspend' : 'member.unsuspend',
    targetType: 'member',
    targetId: memberId,
    before: snapshot(before),
    after: suspend ? { ...snapshot(after), revokedSessions } : snapshot(after),
    reason: suspend?.reason ?? null,
    at: now,
  });
  return after;
}
