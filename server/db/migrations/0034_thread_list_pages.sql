DROP INDEX "message_threads_customer_idx";--> statement-breakpoint
DROP INDEX "message_threads_business_idx";--> statement-breakpoint
CREATE INDEX "message_threads_customer_page_idx" ON "message_threads" USING btree ("customer_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "message_threads_business_waiting_idx" ON "message_threads" USING btree ("business_id","unanswered_since","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "message_threads"."unanswered_since" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "message_threads_business_answered_idx" ON "message_threads" USING btree ("business_id","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "message_threads"."unanswered_since" IS NULL;