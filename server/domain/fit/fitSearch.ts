import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fitProfileOf } from './fitProfile';
import { skiFit, SKI_LENGTH_CATEGORY_KEYS } from '@/lib/fit/recommendation';
import { todayInSeoul } from '@/lib/dates';

/**
 * Search's 내 사이즈 filter (docs/product.md §3 Fit profile). APPLIED: only items with a size that
 * fits the member's profile, in stock; SIGN_IN and NO_PROFILE: the filter cannot apply (a visitor, or
 * a member with no height), the results are every size and the screen says how to turn it on.
 */
export type FitFilterState = 'APPLIED' | 'SIGN_IN' | 'NO_PROFILE';

export type FitFilterAnswer = {
  state: FitFilterState;
  /** APPLIED: what the results were chosen for, "키 175cm 기준 · 스키 160–175cm". */
  summary: string | null;
};

export type FitSearch = {
  answer: FitFilterAnswer;
  /** The condition over the listing aliases (`i` items or item_search_rows); null when not APPLIED. */
  condition: SQL | null;
  /** What the cursor is bound to: a page of one body's results is no page of another's. */
  fingerprint: string | null;
};

/**
 * The SQL spelling of optionSize (lib/fit/frameSize.ts: the label before " (" or " /") and of
 * lengthFromOption (lib/fit/skiLength.ts: a leading three-digit length, "163cm"). Bound as
 * parameters; tests/integration/fit/fitSearch.test.ts holds them to the TypeScript answers.
 */
export const OPTION_SIZE_TAIL = '\\s*[(/].*$';
export const OPTION_LENGTH = '^\\s*(\\d{3})\\s*(cm)?(\\s|$|/|\\()';

/** Bikes: a required option, in stock, labelled with the size model_fit_sizes gives this height. */
function bikeCondition(heightCm: number): SQL {
  return sql`EXISTS (SELECT 1 FROM model_fit_sizes f JOIN item_options o ON o.item_id = i.id
    WHERE f.model_id = i.model_id AND ${heightCm} BETWEEN f.min_height_cm AND f.max_height_cm
      AND o.kind = 'REQUIRED' AND o.stock > 0
      AND btrim(regexp_replace(o.name, ${OPTION_SIZE_TAIL}, '')) = f.size)`;
}

/** Skis: the model is a ski (as the item page's fit line reads it) with a required length option in range. */
function skiCondition(minCm: number, maxCm: number): SQL {
  const keys = sql.join(
    SKI_LENGTH_CATEGORY_KEYS.map((key) => sql`${key}`),
    sql`, `
  );
  return sql`i.model_id IN (SELECT m2.id FROM models m2 JOIN categories c2 ON c2.id = m2.category_id WHERE c2.key IN (${keys}))
    AND EXISTS (SELECT 1 FROM item_options o WHERE o.item_id = i.id AND o.kind = 'REQUIRED' AND o.stock > 0
      AND substring(o.name from ${OPTION_LENGTH})::int BETWEEN ${minCm} AND ${maxCm})`;
}

/** The filter for this viewer, from their own profile only: nobody else's measures are ever read. */
export async function fitSearch(db: Db, viewerUserId: number | null, now: Date): Promise<FitSearch> {
  if (viewerUserId == null) return { answer: { state: 'SIGN_IN', summary: null }, condition: null, fingerprint: null };
  const profile = await fitProfileOf(db, viewerUserId);
  if (!profile || profile.heightCm == null)
    return { answer: { state: 'NO_PROFILE', summary: null }, condition: null, fingerprint: null };
  // Any ski category gives the same length range: the chart reads only the body and the ability.
  const ski = skiFit(profile, SKI_LENGTH_CATEGORY_KEYS[0], Number(todayInSeoul(now).slice(0, 4)));
  const length = ski?.length ?? null;
  const summary = `키 ${profile.heightCm}cm 기준${length ? ` · 스키 ${length.minCm}–${length.maxCm}cm` : ''}`;
  const condition = length
    ? sql`(${bikeCondition(profile.heightCm)} OR (${skiCondition(length.minCm, length.maxCm)}))`
    : bikeCondition(profile.heightCm);
  return {
    answer: { state: 'APPLIED', summary },
    condition,
    fingerprint: `${profile.heightCm}:${length ? `${length.minCm}-${length.maxCm}` : ''}`,
  };
}
