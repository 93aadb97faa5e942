import { asc } from 'drizzle-orm';
import type { Db } from '../../client';
import { userLocations, users } from '../../schema';
import { homePlaces, recentPlaces, schoolPlaces, workPlaces, type Place } from '../data/nearbyMap/places';
import { Rng } from '../random';
import { addDays, between } from '../time';
import { insertMany } from './batch';

type LocationRow = typeof userLocations.$inferInsert;

/**
 * Saved places of the seeded members (docs/product.md §3 Nearby business map: userLocation): about half of them saved "집",
 * many also "회사" (or "학교"), and most of those have one unnamed recent place. At most one place
 * per member is the selected one. Deterministic: one seeded stream over the members in id order.
 */
function placesOf(rng: Rng, userId: number, since: Date): LocationRow[] {
  const rows: LocationRow[] = [];
  const add = (name: string | null, place: Place, daysAfter: number) => {
    rows.push({
      userId,
      name,
      address1: place.address1,
      lat: place.lat,
      lng: place.lng,
      isSelected: false,
      createdAt: addDays(since, daysAfter),
    });
  };
  add('집', rng.pick(homePlaces), rng.int(1, 30));
  if (rng.chance(0.6)) {
    const student = rng.chance(0.2);
    add(student ? '학교' : '회사', rng.pick(student ? schoolPlaces : workPlaces), rng.int(31, 90));
  }
  if (rng.chance(0.15)) add(rng.pick(['본가', '헬스장', '자주 가는 곳']), rng.pick(homePlaces), rng.int(91, 120));
  if (rng.chance(0.7)) add(null, rng.pick(recentPlaces), rng.int(121, 200));
  // A few members chose a place on the map last time; it opens selected.
  if (rng.chance(0.3)) rows[rng.int(0, rows.length - 1)].isSelected = true;
  return rows;
}

export async function writeUserLocations(db: Db): Promise<void> {
  const rng = new Rng('user-locations');
  const members = await db.select({ id: users.id, createdAt: users.createdAt }).from(users).orderBy(asc(users.id));
  const rows: LocationRow[] = [];
  for (const member of members) {
    if (!rng.chance(0.5)) continue;
    rows.push(...placesOf(rng, member.id, between(member.createdAt, addDays(member.createdAt, 30), rng.next())));
  }
  await insertMany(db, userLocations, rows);
}
