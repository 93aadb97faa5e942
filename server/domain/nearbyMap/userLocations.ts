import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userLocations } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { UserLocation } from './mapTypes';

/**
 * A member's saved places (SPEC.md §3 userLocation). Owner-scoped: every read and write names the
 * member's own user id, so one member never sees or changes another's rows.
 */
const MAX_LOCATIONS = 20;

const columns = {
  id: userLocations.id, userId: userLocations.userId, name: userLocations.name, address1: userLocations.address1,
  lat: userLocations.lat, lng: userLocations.lng, isSelected: userLocations.isSelected,
};

/** The selected place first, then named places, then the most recent. */
export async function listUserLocations(db: Db, userId: number): Promise<UserLocation[]> {
  return db.select(columns).from(userLocations)
    .where(eq(userLocations.userId, userId))
    .orderBy(sql`${userLocations.isSelected} DESC`, sql`(${userLocations.name} IS NULL)`, sql`${userLocations.createdAt} DESC`, sql`${userLocations.id} DESC`)
    .limit(MAX_LOCATIONS);
}

/**
 * Marks one of the member's places as the selected one (and no other). Another member's place is
 * FORBIDDEN, an unknown id NOT_FOUND. Returns the member's list as it now stands.
 */
export async function selectUserLocation(db: Db, userId: number, id: number): Promise<UserLocation[]> {
  const [row] = await db.select({ userId: userLocations.userId }).from(userLocations).where(eq(userLocations.id, id)).limit(1);
  if (!row) throw new DomainError('NOT_FOUND', '저장된 위치를 찾을 수 없어요.');
  if (row.userId !== userId) throw new DomainError('FORBIDDEN');
  await db.transaction(async (tx) => {
    await tx.update(userLocations).set({ isSelected: false })
      .where(and(eq(userLocations.userId, userId), eq(userLocations.isSelected, true)));
    await tx.update(userLocations).set({ isSelected: true }).where(and(eq(userLocations.id, id), eq(userLocations.userId, userId)));
  });
  return listUserLocations(db, userId);
}
