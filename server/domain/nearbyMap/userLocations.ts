import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userLocations } from '../../db/schema';
import { DomainError } from '@/lib/errors';
import type { UserLocation } from './mapTypes';

/**
 * A member's saved places (docs/product.md §3 Nearby business map: userLocation). Owner-scoped: every read and write names the
 * member's own user id, so one member never sees or changes another's rows.
 */
const MAX_LOCATIONS = 20;

const columns = {
  id: userLocations.id,
  userId: userLocations.userId,
  name: userLocations.name,
  address1: userLocations.address1,
  lat: userLocations.lat,
  lng: userLocations.lng,
  isSelected: userLocations.isSelected,
};

/** The selected place first, then named places, then the most recent. */
export async function listUserLocations(db: Db, userId: number): Promise<UserLocation[]> {
  return db
    .select(columns)
    .from(userLocations)
    .where(eq(userLocations.userId, userId))
    .orderBy(
      sql`${userLocations.isSelected} DESC`,
      sql`(${userLocations.name} IS NULL)`,
      sql`${userLocations.createdAt} DESC`,
      sql`${userLocations.id} DESC`
    )
    .limit(MAX_LOCATIONS);
}

export const USER_LOCATION_NOT_FOUND = '저장된 위치를 찾을 수 없어요.';

/**
 * Marks one of the member's places as the selected one (and no other). Returns the member's list
 * as it now stands. Another member's place is NOT_FOUND, exactly like an unknown id: every
 * statement names the owner, so the answer can't tell "somebody else's" from "nobody's" (ids are
 * sequential, and telling them apart would let anyone count and probe other members' places).
 */
export async function selectUserLocation(db: Db, userId: number, id: number): Promise<UserLocation[]> {
  await db.transaction(async (tx) => {
    const own = and(eq(userLocations.id, id), eq(userLocations.userId, userId));
    const [row] = await tx.select({ id: userLocations.id }).from(userLocations).where(own).limit(1).for('update');
    // Thrown inside the transaction, so nothing below runs and nothing is written.
    if (!row) throw new DomainError('NOT_FOUND', USER_LOCATION_NOT_FOUND);
    await tx
      .update(userLocations)
      .set({ isSelected: false })
      .where(and(eq(userLocations.userId, userId), eq(userLocations.isSelected, true)));
    await tx.update(userLocations).set({ isSelected: true }).where(own);
  });
  return listUserLocations(db, userId);
}
