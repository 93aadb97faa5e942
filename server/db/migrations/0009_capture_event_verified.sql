-- 인기 검색어 counts only visitors the server can vouch for (issue 14): capture_events.verified.
-- Rows written before this migration (the seed, real traffic) keep counting: the column is added
-- with DEFAULT true, which PostgreSQL 11+ records in the catalogue without rewriting the table (a
-- million scale rows stay put), and only then does the default become false, so that every new
-- row is unverified unless the capture service says otherwise.
ALTER TABLE "capture_events" ADD COLUMN "verified" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "capture_events" ALTER COLUMN "verified" SET DEFAULT false;--> statement-breakpoint
-- The signed-in member who sent the event: one member is one vote, whatever anonymous ids they send.
ALTER TABLE "capture_events" ADD COLUMN "user_id" integer;
