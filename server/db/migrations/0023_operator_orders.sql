-- Operator orders (docs/product.md §10 Orders): the minutes an operator added to the current state's
-- timed deadline (무응답, automatic 구매 확정), at most 30 days; the jobs add them to the delay.
ALTER TABLE "orders" ADD COLUMN "deadline_extension_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deadline_extension_range" CHECK ("orders"."deadline_extension_minutes" BETWEEN 0 AND 43200);