-- What an operator sets on a business (docs/product.md §10 Commission and settlement): the
-- commission rate in basis points, the payout account, and a suspension with its reason.
ALTER TABLE "businesses" ADD COLUMN "commission_rate_bp" smallint DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "settlement_bank" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "settlement_account_number" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "settlement_account_holder" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_commission_rate_bp_range" CHECK ("businesses"."commission_rate_bp" BETWEEN 0 AND 10000);