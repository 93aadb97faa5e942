import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { interactionWeight, type Affinity, type HistoryTouch } from './ranking';

/** Who is asking: the anonymous id of the cookie, and the member when signed in. */
export type VisitorIdentity = { anonId: string | null; userId: number | null };

export const HISTORY_WINDOW_DAYS = 30;
/** The latest touches are enough: interest halves every few days, older ones add almost nothing. */
const HISTORY_LIMIT = 60;
/** Neighbours of the visitor's most interesting models only: each brings up to TOP_K rows. */
export const HISTORY_MODELS = 10;

type HistoryRow = {
  modelId: number | null;
  itemId: number | null;
  at: Date | string;
  /** null for a page view. */
  eventType: string | null;
  eventValue: number | string | null;
};

/**
 * The visitor's recent model and item views (capture_visit_pages, by anonymous id and, for a member,
 * the visits they claimed on sign-in) and interactions (interaction_events). Every branch reads an
 * (id, created_at) index and stops at HISTORY_LIMIT rows.
 */
export async function visitorHistory(db: Db, who: VisitorIdentity): Promise<HistoryTouch[]> {
  if (!who.anonId && who.userId === null) return [];
  const since = sql`now() - make_interval(days => ${HISTORY_WINDOW_DAYS})`;
  const visits = (column: ReturnType<typeof sql>) => sql`
    (SELECT id, model_id, item_id, created_at FROM capture_visit_pages
     WHERE ${column} AND created_at >= ${since} AND (model_id IS NOT NULL OR item_id IS NOT NULL)
     ORDER BY created_at DESC LIMIT ${HISTORY_LIMIT})`;
  const branches = [
    ...(who.anonId ? [visits(sql`anony_id = ${who.anonId}`)] : []),
    ...(who.userId !== null ? [visits(sql`user_id = ${who.userId}`)] : []),
  ];
  // Each interaction is weighed by its kind and value (interactionWeight): a long read or an opened
  // spec is interest, a bounce is not. Visits carry no event and weigh 1.
  const interactions = who.anonId
    ? sql`UNION ALL SELECT model_id AS "modelId", NULL::int AS "itemId", created_at AS at, event_type AS "eventType", event_value AS "eventValue"
        FROM (SELECT model_id, created_at, event_type, event_value FROM interaction_events WHERE anony_id = ${who.anonId} AND created_at >= ${since}
              ORDER BY created_at DESC LIMIT ${HISTORY_LIMIT}) e`
    : sql``;
  // UNION (not ALL) between the two visit branches: a claimed visit matches both the anonymous id and the member.
  const rows = await queryRows<HistoryRow>(
    db,
    sql`
    SELECT coalesce(v.model_id, i.model_id) AS "modelId", v.item_id AS "itemId", v.created_at AS at,
      NULL::text AS "eventType", NULL::float8 AS "eventValue"
    FROM (${sql.join(branches, sql` UNION `)}) v
    LEFT JOIN items i ON i.id = v.item_id
    ${interactions}`
  );
  return (
    rows
      .map((r) => ({
        modelId: r.modelId,
        itemId: r.itemId,
        at: new Date(r.at),
        weight: r.eventType === null ? 1 : interactionWeight(r.eventType, Number(r.eventValue)),
      }))
      // A touch that shows no interest must not make the visitor's page personal either.
      .filter((touch) => touch.weight > 0)
  );
}

/** The stored neighbours (model_affinities, by its (model_id, score) index) of the given models. */
export async function affinitiesOf(db: Db, modelIds: readonly number[]): Promise<Affinity[]> {
  if (modelIds.length === 0) return [];
  return queryRows<Affinity>(
    db,
    sql`
    SELECT model_id AS "modelId", related_model_id AS "relatedModelId", score
    FROM model_affinities WHERE model_id IN (${sql.join(
      modelIds.map((id) => sql`${id}`),
      sql`, `
    )})`
  );
}

/**
 * Whether an anonymous visitor has any view or interaction in the window. Without one their ranking
 * is the variant's shared popularity order, so their page can be rendered once for all of them.
 */
export async function hasBrowsingHistory(db: Db, anonId: string): Promise<boolean> {
  const since = sql`now() - make_interval(days => ${HISTORY_WINDOW_DAYS})`;
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`
    SELECT EXISTS (SELECT 1 FROM capture_visit_pages WHERE anony_id = ${anonId} AND created_at >= ${since}
                     AND (model_id IS NOT NULL OR item_id IS NOT NULL))
        OR EXISTS (SELECT 1 FROM interaction_events WHERE anony_id = ${anonId} AND created_at >= ${since}) AS found`
  );
  return Boolean(row?.found);
}
