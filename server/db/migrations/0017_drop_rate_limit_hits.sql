-- Every rate limit now counts through rate-limiter-flexible (server/security/sharedRateLimit.ts,
-- docs/operations.md §10): its table replaces our own sliding-window counters. IF NOT EXISTS because
-- the library made this table itself at the first request-budget check on PostgreSQL before.
CREATE TABLE IF NOT EXISTS "rate_limiter_flexible" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limiter_flexible_expire_idx" ON "rate_limiter_flexible" USING btree ("expire");--> statement-breakpoint
DROP TABLE "rate_limit_hits";
