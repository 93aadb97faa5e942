import { and, asc, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, sellerInvites, users } from '../../db/schema';
import { retryTransaction } from '../../db/retryTransaction';
import { DomainError } from '@/lib/errors';
import { issueSellerInvite, type IssuedInvite } from '../seller/sellerInvites';
import { writeAudit } from './audit';
import type { AdminBusinessFields } from '@/lib/admin/businessInput';

/**
 * The console's businesses (docs/product.md §10 Businesses): list, create, edit, suspend and lift, and
 * the seller invite codes. Every write locks the business row, writes the change and its audit row
 * in one transaction, so two operators at once make one change and one audit row.
 */
export type AdminBusiness = AdminBusinessFields & {
  id: number;
  suspendedAt: string | null;
  suspendedReason: string | null;
  sellerCount: number;
  createdAt: string;
};

const columns = {
  id: businesses.id,
  name: businesses.name,
  region: businesses.region,
  address: businesses.address,
  lat: businesses.lat,
  lng: businesses.lng,
  phone: businesses.phone,
  commissionRateBp: businesses.commissionRateBp,
  settlementBank: businesses.settlementBank,
  settlementAccountNumber: businesses.settlementAccountNumber,
  settlementAccountHolder: businesses.settlementAccountHolder,
  suspendedAt: businesses.suspendedAt,
  suspendedReason: businesses.suspendedReason,
  createdAt: businesses.createdAt,
  sellerCount: sql<number>`(SELECT count(*)::int FROM users u WHERE u.business_id = ${businesses.id})`,
};

type Row = { [K in keyof typeof columns]: unknown } & {
  suspendedAt: Date | null;
  createdAt: Date;
};

const toAdminBusiness = (row: Row): AdminBusiness =>
  ({
    ...row,
    sellerCount: Number(row.sellerCount),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }) as AdminBusiness;

/** The audited picture of a business: what an operator can change, nothing derived. */
const snapshot = (b: AdminBusiness) => ({
  name: b.name,
  region: b.region,
  address: b.address,
  lat: b.lat,
  lng: b.lng,
  phone: b.phone,
  commissionRateBp: b.commissionRateBp,
  settlementBank: b.settlementBank,
  settlementAccountNumber: b.settlementAccountNumber,
  settlementAccountHolder: b.settlementAccountHolder,
  suspendedAt: b.suspendedAt,
  suspendedReason: b.suspendedReason,
});

const notFound = () => new DomainError('NOT_FOUND', '매장을 찾을 수 없어요.');

async function lockBusiness(tx: Db, id: number): Promise<AdminBusiness> {
  const [row] = await tx.select(columns).from(businesses).where(eq(businesses.id, id)).for('update');
  if (!row) throw notFound();
  return toAdminBusiness(row as Row);
}

export async function getAdminBusiness(db: Db, id: number): Promise<AdminBusiness> {
  const [row] = await db.select(columns).from(businesses).where(eq(businesses.id, id));
  if (!row) throw notFound();
  return toAdminBusiness(row as Row);
}

export const ADMIN_LIST_SIZE = 50;

/** Businesses whose name, region or phone holds `query` (or all), suspended ones first then newest. */
export async function listAdminBusinesses(db: Db, query: string | null): Promise<AdminBusiness[]> {
  const like = query ? `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select(columns)
    .from(businesses)
    .where(
      like ? or(ilike(businesses.name, like), ilike(businesses.region, like), ilike(businesses.phone, like)) : undefined
    )
    .orderBy(sql`${businesses.suspendedAt} IS NULL`, desc(businesses.id))
    .limit(ADMIN_LIST_SIZE);
  return rows.map((row) => toAdminBusiness(row as Row));
}

/** Opening hours a new business starts with (every day 10:00–19:00); its sellers set the real ones. */
const DEFAULT_HOURS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '10:00', close: '19:00' }));

export async function createAdminBusiness(
  db: Db,
  operatorId: number,
  fields: AdminBusinessFields,
  now: Date = new Date()
): Promise<AdminBusiness> {
  return retryTransaction(db, async (tx) => {
    const [{ id }] = await tx
      .insert(businesses)
      .values({ ...fields, openingHours: DEFAULT_HOURS, createdAt: now })
      .returning({ id: businesses.id });
    const created = await getAdminBusiness(tx, id);
    await writeAudit(tx, {
      operatorId,
      action: 'business.create',
      targetType: 'business',
      targetId: id,
      before: null,
      after: snapshot(created),
      at: now,
    });
    return created;
  });
}

/** True when the edit touches money: the commission rate or the payout account. */
export function editTouchesMoney(before: AdminBusinessFields, after: AdminBusinessFields): boolean {
  return (
    before.commissionRateBp !== after.commissionRateBp ||
    before.settlementBank !== after.settlementBank ||
    before.settlementAccountNumber !== after.settlementAccountNumber ||
    before.settlementAccountHolder !== after.settlementAccountHolder
  );
}

export async function editAdminBusiness(
  db: Db,
  operatorId: number,
  id: number,
  fields: AdminBusinessFields,
  /**
   * Called inside the transaction (with it: PGlite has one connection) when the edit touches money:
   * throws unless the factor is recent.
   */
  onMoneyChange: (tx: Db) => Promise<void>,
  now: Date = new Date()
): Promise<AdminBusiness> {
  return retryTransaction(db, async (tx) => {
    const before = await lockBusiness(tx, id);
    if (editTouchesMoney(before, fields)) await onMoneyChange(tx);
    await tx.update(businesses).set(fields).where(eq(businesses.id, id));
    const after = await getAdminBusiness(tx, id);
    await writeAudit(tx, {
      operatorId,
      action: 'business.edit',
      targetType: 'business',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
      at: now,
    });
    return after;
  });
}

export async function setBusinessSuspension(
  db: Db,
  operatorId: number,
  id: number,
  suspend: { reason: string } | null,
  now: Date = new Date()
): Promise<AdminBusiness> {
  return retryTransaction(db, async (tx) => {
    const before = await lockBusiness(tx, id);
    if (suspend && before.suspendedAt) throw new DomainError('CONFLICT', '이미 정지된 매장이에요.');
    if (!suspend && !before.suspendedAt) throw new DomainError('CONFLICT', '정지되지 않은 매장이에요.');
    await tx
      .update(businesses)
      .set(
        suspend ? { suspendedAt: now, suspendedReason: suspend.reason } : { suspendedAt: null, suspendedReason: null }
      )
      .where(eq(businesses.id, id));
    const after = await getAdminBusiness(tx, id);
    await writeAudit(tx, {
      operatorId,
      action: suspend ? 'business.suspend' : 'business.unsuspend',
      targetType: 'business',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
      reason: suspend?.reason ?? null,
      at: now,
    });
    return after;
  });
}

export type AdminInvite = {
  id: number;
  createdAt: string;
  expiresAt: string;
  redeemedAt: string | null;
  redeemedByNickname: string | null;
  active: boolean;
};

/** The business's invite codes, newest first (the codes themselves exist only as hashes). */
export async function listBusinessInvites(db: Db, businessId: number, now: Date = new Date()): Promise<AdminInvite[]> {
  const rows = await db
    .select({ invite: sellerInvites, nickname: users.nickname })
    .from(sellerInvites)
    .leftJoin(users, eq(users.id, sellerInvites.redeemedBy))
    .where(eq(sellerInvites.businessId, businessId))
    .orderBy(desc(sellerInvites.createdAt), asc(sellerInvites.id))
    .limit(20);
  return rows.map(({ invite, nickname }) => ({
    id: invite.id,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    redeemedAt: invite.redeemedAt?.toISOString() ?? null,
    redeemedByNickname: nickname,
    active: invite.redeemedAt === null && invite.expiresAt > now,
  }));
}

/** Issues a code through the same domain function as `npm run seller:invite`, with its audit row. */
export async function issueAdminInvite(
  db: Db,
  operatorId: number,
  businessId: number,
  now: Date = new Date()
): Promise<IssuedInvite> {
  return retryTransaction(db, async (tx) => {
    await lockBusiness(tx, businessId);
    const invite = await issueSellerInvite(tx, businessId, now);
    await writeAudit(tx, {
      operatorId,
      action: 'sellerInvite.issue',
      targetType: 'business',
      targetId: businessId,
      before: null,
      after: { expiresAt: invite.expiresAt.toISOString() },
      at: now,
    });
    return invite;
  });
}

/** Revokes an unused code by ending its life now; a used or expired one (or another business's) is NOT_FOUND. */
export async function revokeAdminInvite(
  db: Db,
  operatorId: number,
  inviteId: number,
  now: Date = new Date()
): Promise<{ businessId: number }> {
  return retryTransaction(db, async (tx) => {
    const [revoked] = await tx
      .update(sellerInvites)
      .set({ expiresAt: now })
      .where(and(eq(sellerInvites.id, inviteId), isNull(sellerInvites.redeemedAt), gt(sellerInvites.expiresAt, now)))
      .returning({ businessId: sellerInvites.businessId, createdAt: sellerInvites.createdAt });
    if (!revoked) throw new DomainError('NOT_FOUND', '쓸 수 있는 초대 코드가 아니에요.');
    await writeAudit(tx, {
      operatorId,
      action: 'sellerInvite.revoke',
      targetType: 'sellerInvite',
      targetId: inviteId,
      before: { active: true },
      after: { active: false, businessId: revoked.businessId },
      at: now,
    });
    return { businessId: revoked.businessId };
  });
}
