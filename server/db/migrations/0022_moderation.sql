-- The moderation queue (docs/product.md §10 Moderation): reviews can be reported, hidden and deleted
-- (soft), a report is handled by an operator's decision, and a suspension may end by itself.
ALTER TABLE "community_reports" DROP CONSTRAINT "community_reports_kind";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_reports" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "community_reports_open_idx" ON "community_reports" USING btree ("created_at") WHERE "community_reports"."handled_at" IS NULL;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_kind" CHECK ("community_reports"."target_kind" IN ('POST', 'COMMENT', 'REVIEW'));
