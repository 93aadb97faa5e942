-- Payouts and disputed returns (docs/product.md §10): a statement's negative payout carried into the
-- business's next statement (status CARRIED, a CARRIED line without an order), and the operator's
-- decision on a disputed return (반품 거절 확정, UPHELD).
ALTER TABLE "settlement_lines" DROP CONSTRAINT "settlement_lines_kind_valid";--> statement-breakpoint
ALTER TABLE "settlement_lines" DROP CONSTRAINT "settlement_lines_payout_sum";--> statement-breakpoint
ALTER TABLE "settlement_statements" DROP CONSTRAINT "settlement_statements_status_valid";--> statement-breakpoint
ALTER TABLE "order_returns" DROP CONSTRAINT "order_returns_state_valid";--> statement-breakpoint
ALTER TABLE "settlement_lines" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD COLUMN "carried_from_statement_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD COLUMN "carried_to_statement_id" integer;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_carried_from_statement_id_settlement_statements_id_fk" FOREIGN KEY ("carried_from_statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_carried_to_statement_id_settlement_statements_id_fk" FOREIGN KEY ("carried_to_statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_carried_once_uq" ON "settlement_lines" USING btree ("carried_from_statement_id") WHERE "settlement_lines"."carried_from_statement_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_carried_fields" CHECK (("settlement_lines"."kind" = 'CARRIED') = ("settlement_lines"."order_id" IS NULL) AND ("settlement_lines"."kind" = 'CARRIED') = ("settlement_lines"."carried_from_statement_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_kind_valid" CHECK ("settlement_lines"."kind" IN ('ORDER', 'ADJUSTMENT', 'CARRIED'));--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_payout_sum" CHECK ("settlement_lines"."kind" = 'CARRIED' OR "settlement_lines"."payout" = "settlement_lines"."gross" - "settlement_lines"."refunds" - "settlement_lines"."commission");--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_carried_fields" CHECK (("settlement_statements"."status" = 'CARRIED') = ("settlement_statements"."carried_to_statement_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_status_valid" CHECK ("settlement_statements"."status" IN ('CLOSED', 'PAID', 'CARRIED'));--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_state_valid" CHECK ("order_returns"."state" IN ('REQUESTED', 'COLLECTING', 'INSPECTED', 'REFUNDED', 'EXCHANGED', 'REJECTED', 'DISPUTED', 'UPHELD', 'WITHDRAWN'));