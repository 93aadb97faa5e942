-- Settlement (docs/product.md §10, docs/architecture.md §7): a double-entry journal booked with every
-- charge and refund, and the weekly statements that pay each business its share.
CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref_key" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"commission_rate_bp" smallint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"statement_id" integer,
	CONSTRAINT "journal_entries_kind_valid" CHECK ("journal_entries"."kind" IN ('CHARGE', 'REFUND'))
);
--> statement-breakpoint
CREATE TABLE "journal_postings" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"account" text NOT NULL,
	"business_id" integer,
	"amount" integer NOT NULL,
	CONSTRAINT "journal_postings_account_valid" CHECK ("account" IN ('PROVIDER_CLEARING', 'BUSINESS_PAYABLE', 'COMMISSION_REVENUE', 'PROVIDER_FEES')),
	CONSTRAINT "journal_postings_business_payable" CHECK (("journal_postings"."account" = 'BUSINESS_PAYABLE') = ("journal_postings"."business_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"gross" integer NOT NULL,
	"refunds" integer NOT NULL,
	"commission" integer NOT NULL,
	"payout" integer NOT NULL,
	CONSTRAINT "settlement_lines_kind_valid" CHECK ("settlement_lines"."kind" IN ('ORDER', 'ADJUSTMENT')),
	CONSTRAINT "settlement_lines_payout_sum" CHECK ("settlement_lines"."payout" = "settlement_lines"."gross" - "settlement_lines"."refunds" - "settlement_lines"."commission")
);
--> statement-breakpoint
CREATE TABLE "settlement_periods" (
	"period_start" date PRIMARY KEY NOT NULL,
	"period_end" date NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"order_count" integer NOT NULL,
	"gross" integer NOT NULL,
	"refunds" integer NOT NULL,
	"commission" integer NOT NULL,
	"payout" integer NOT NULL,
	"status" text DEFAULT 'CLOSED' NOT NULL,
	"paid_at" timestamp with time zone,
	"transfer_reference" text,
	"paid_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_statements_status_valid" CHECK ("settlement_statements"."status" IN ('CLOSED', 'PAID')),
	CONSTRAINT "settlement_statements_paid_fields" CHECK (("settlement_statements"."status" = 'PAID') = ("settlement_statements"."paid_at" IS NOT NULL AND "settlement_statements"."transfer_reference" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_ledger_id_money_ledger_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."money_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_statement_id_settlement_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_postings" ADD CONSTRAINT "journal_postings_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_postings" ADD CONSTRAINT "journal_postings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_statement_id_settlement_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."settlement_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_lines" ADD CONSTRAINT "settlement_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_statements" ADD CONSTRAINT "settlement_statements_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entries_ref_uq" ON "journal_entries" USING btree ("ref_key");--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "journal_entries_unsettled_idx" ON "journal_entries" USING btree ("business_id","occurred_at") WHERE "journal_entries"."statement_id" IS NULL;--> statement-breakpoint
CREATE INDEX "journal_postings_entry_idx" ON "journal_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_postings_account_idx" ON "journal_postings" USING btree ("account","business_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_statement_order_uq" ON "settlement_lines" USING btree ("statement_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_order_once_uq" ON "settlement_lines" USING btree ("order_id") WHERE "settlement_lines"."kind" = 'ORDER';--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_business_period_uq" ON "settlement_statements" USING btree ("business_id","period_start");--> statement-breakpoint
CREATE INDEX "settlement_statements_period_idx" ON "settlement_statements" USING btree ("period_start");
--> statement-breakpoint
-- Every journal entry balances: checked at commit, once all of the entry's postings are written.
CREATE FUNCTION check_journal_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM journal_postings WHERE entry_id = NEW.entry_id) <> 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance', NEW.entry_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_postings_balanced AFTER INSERT OR UPDATE ON journal_postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_journal_entry_balanced();
