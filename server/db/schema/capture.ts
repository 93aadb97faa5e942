import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type VisitReferrer = {
  referrer: string | null;
  referrerHost: string | null;
  url: string | null;
  info: { itemId: number | null } | null;
};

// Capture tables are append-only, stamped with server time. They feed reporting and the
// recommender, so each is indexed for "events of an anonymous id" (anony_id, created_at).

export const captureVisitPages = pgTable(
  'capture_visit_pages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    anonyId: text(),
    /** Filled when a signed-in viewer claims the anonymous visits (us_updateCaptureVisitPage). */
    userId: integer(),
    itemId: integer(),
    modelId: integer(),
    url: text().notNull(),
    pageName: text().notNull(),
    prevUrl: text(),
    isConversion: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('capture_visit_pages_anony_idx').on(t.anonyId, t.createdAt),
    index('capture_visit_pages_user_idx').on(t.userId, t.createdAt),
    index('capture_visit_pages_model_idx').on(t.modelId, t.createdAt),
  ]
);

export const captureEvents = pgTable(
  'capture_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    anonyId: text().notNull(),
    action: text().notNull(),
    value1: text(),
    url: text(),
    externalVisitReferrer: jsonb().$type<VisitReferrer>(),
    internalVisitReferrer: jsonb().$type<VisitReferrer>(),
    /**
     * The server can vouch for the requester: its anonymous id came in the sealed aid cookie the server
     * minted (or from SSR's in-process transport), or it is a signed-in member. An id minted on the
     * request itself costs nothing to get again: such rows are kept but do not vote in 인기 검색어.
     * False unless the capture service says so (fail closed).
     */
    verified: boolean().notNull().default(false),
    /** The signed-in member who sent it: a member votes once in 인기 검색어, whatever ids they send. */
    userId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('capture_events_anony_idx').on(t.anonyId, t.createdAt),
    index('capture_events_action_idx').on(t.action, t.createdAt),
  ]
);

export const captureNaverEpVisits = pgTable(
  'capture_naver_ep_visits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    anonyId: text().notNull(),
    itemId: integer(),
    referrer: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('capture_naver_ep_visits_anony_idx').on(t.anonyId, t.createdAt)]
);

export const interactionEvents = pgTable(
  'interaction_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    anonyId: text().notNull(),
    modelId: integer().notNull(),
    eventType: text().notNull(),
    eventValue: doublePrecision().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interaction_events_anony_idx').on(t.anonyId, t.createdAt),
    index('interaction_events_model_idx').on(t.modelId, t.createdAt),
  ]
);

export const captureSurveys = pgTable(
  'capture_surveys',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    anonyId: text().notNull(),
    surveyName: text().notNull(),
    value: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One answer per anonymous id and survey: the second is a CONFLICT.
    uniqueIndex('capture_surveys_name_anony_uq').on(t.surveyName, t.anonyId),
  ]
);
