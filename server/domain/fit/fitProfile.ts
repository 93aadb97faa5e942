import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitProfiles } from '../../db/schema';
import { askViewerFact, type ViewerFact } from '../../db/viewerFacts';
import { parseInput } from '../parseInput';
import type { AbilityLevel } from '@/lib/fit/din';
import { fitProfileSchema } from '@/lib/fit/profile';
import { todayInSeoul } from '@/lib/dates';

/**
 * The member's own fit profile (docs/product.md §3 Fit profile). Every operation is keyed by the
 * signed-in member's id and takes no other id, so nobody can read or change another member's row.
 */
export type FitProfile = {
  heightCm: number | null;
  inseamCm: number | null;
  weightKg: number | null;
  skiAbility: AbilityLevel | null;
  birthYear: number | null;
  bootSoleMm: number | null;
  updatedAt: string;
};

const columns = {
  heightCm: fitProfiles.heightCm,
  inseamCm: fitProfiles.inseamCm,
  weightKg: fitProfiles.weightKg,
  skiAbility: fitProfiles.skiAbility,
  birthYear: fitProfiles.birthYear,
  bootSoleMm: fitProfiles.bootSoleMm,
  updatedAt: fitProfiles.updatedAt,
};

function toProfile(
  row: { skiAbility: string | null; updatedAt: Date } & Omit<FitProfile, 'skiAbility' | 'updatedAt'>
): FitProfile {
  return { ...row, skiAbility: row.skiAbility as AbilityLevel | null, updatedAt: row.updatedAt.toISOString() };
}

/** The member's profile, or null when they have none. */
export async function fitProfileOf(db: Db, userId: number): Promise<FitProfile | null> {
  const [row] = await db.select(columns).from(fitProfiles).where(eq(fitProfiles.userId, userId)).limit(1);
  return row ? toProfile(row) : null;
}

/** The profile as json: null, or its columns under FitProfile's names. */
const fitProfileFact: ViewerFact<FitProfile | null> = {
  select: (viewerId) =>
    sql`SELECT json_build_object('heightCm', f.height_cm, 'inseamCm', f.inseam_cm, 'weightKg', f.weight_kg,
        'skiAbility', f.ski_ability, 'birthYear', f.birth_year, 'bootSoleMm', f.boot_sole_mm, 'updatedAt', f.updated_at)
      FROM fit_profiles f WHERE f.user_id = ${viewerId}`,
  read: (json) => {
    if (json === null) return null;
    const row = json as Omit<FitProfile, 'updatedAt'> & { updatedAt: string };
    return toProfile({ ...row, updatedAt: new Date(row.updatedAt) });
  },
};

/**
 * The profile a page's fit line reads, asked with the page's other facts of the viewer and read in
 * the same statement (server/db/viewerFacts.ts).
 */
export function viewerFitProfile(db: Db, userId: number): Promise<FitProfile | null> {
  return askViewerFact(db, userId, fitProfileFact, []);
}

/** Saves the whole profile (a field left empty is cleared); a birth year may not be after this Seoul year. */
export async function saveFitProfile(db: Db, userId: number, input: unknown, now: Date): Promise<FitProfile> {
  const seoulYear = Number(todayInSeoul(now).slice(0, 4));
  const values = parseInput(fitProfileSchema(seoulYear), input);
  const [row] = await db
    .insert(fitProfiles)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({ target: fitProfiles.userId, set: { ...values, updatedAt: now } })
    .returning(columns);
  return toProfile(row);
}

/** 삭제: the row is gone, not blanked. Deleting a profile that does not exist is not an error. */
export async function deleteFitProfile(db: Db, userId: number): Promise<void> {
  await db.delete(fitProfiles).where(eq(fitProfiles.userId, userId));
}
