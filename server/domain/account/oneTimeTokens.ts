import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import { hashToken, isTokenShape, newToken } from '../../auth/tokens';

/** Links sent by mail work for 30 minutes, once (the issue's rule for both kinds). */
export const LINK_MINUTES = 30;

type Purpose = (typeof oneTimeTokens.$inferSelect)['purpose'];
type Owner = { userId: number; draftId?: never } | { draftId: number; userId?: never };

/**
 * Issues a link token for a user or a draft, retiring the ones issued before for the same purpose:
 * only the newest mail's link works, so an older mail lying in an inbox can't be used.
 */
export async function issueLinkToken(db: Db, purpose: Purpose, owner: Owner, now: Date): Promise<string> {
  const token = newToken();
  const ownerMatch =
    owner.userId !== undefined ? eq(oneTimeTokens.userId, owner.userId) : eq(oneTimeTokens.draftId, owner.draftId);
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.purpose, purpose), ownerMatch, isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values({
    purpose,
    tokenHash: hashToken(token),
    userId: owner.userId ?? null,
    draftId: owner.draftId ?? null,
    expiresAt: new Date(now.getTime() + LINK_MINUTES * 60_000),
    createdAt: now,
  });
  return token;
}

export type LinkToken = typeof oneTimeTokens.$inferSelect;

/** The live token row (unused, unexpired), locked when `lock` so that two clicks can't both use it. */
export async function findLinkToken(
  db: Db,
  purpose: Purpose,
  token: unknown,
  now: Date,
  lock = false
): Promise<LinkToken | null> {
  if (!isTokenShape(token)) return null;
  const query = db
    .select()
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now)
      )
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function useLinkToken(db: Db, id: number, now: Date): Promise<void> {
  await db.update(oneTimeTokens).set({ usedAt: now }).where(eq(oneTimeTokens.id, id));
}
