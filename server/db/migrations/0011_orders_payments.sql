CREATE TYPE "public"."ledger_kind" AS ENUM('CHARGE', 'REFUND');--> statement-breakpoint
CREATE TYPE "public"."order_process" AS ENUM('rentalReservation', 'contract', 'saleOrder');--> statement-breakpoint
CREATE TYPE "public"."pay_method" AS ENUM('CARD', 'EASY_PAY', 'RENTAL_PAY');--> statement-breakpoint
CREATE TYPE "public"."pay_provider" AS ENUM('SANDBOX', 'PORTONE');--> statement-breakpoint
CREATE TYPE "public"."payment_record_status" AS ENUM('READY', 'PENDING', 'PAID', 'FAILED', 'CANCELLED', 'PARTIAL_CANCELLED');--> statement-breakpoint
ALTER TYPE "public"."alarm_kind" ADD VALUE 'AVAILABILITY';--> statement-breakpoint
ALTER TYPE "public"."point_reason" ADD VALUE 'ORDER_RESTORE';--> statement-breakpoint
ALTER TYPE "public"."point_reason" ADD VALUE 'ORDER_REWARD_REVERSAL';--> statement-breakpoint
CREATE TABLE "availability_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "availability_alerts_range" CHECK ("availability_alerts"."start_date" < "availability_alerts"."end_date")
);
--> statement-breakpoint
CREATE TABLE "billing_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" "pay_provider" NOT NULL,
	"billing_key" text NOT NULL,
	"card_company" text NOT NULL,
	"masked_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "money_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" "ledger_kind" NOT NULL,
	"amount" integer NOT NULL,
	"ref_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_ledger_amount_positive" CHECK ("money_ledger"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"process" text NOT NULL,
	"action" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"name" text NOT NULL,
	"option_type" smallint NOT NULL,
	"unit_price" integer NOT NULL,
	"unit_origin_price" integer NOT NULL,
	"amount" smallint NOT NULL,
	CONSTRAINT "order_options_amount_range" CHECK ("order_options"."amount" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"process" "order_process" NOT NULL,
	"state" text,
	"payment_state" text DEFAULT 'PENDING' NOT NULL,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivery_type" text NOT NULL,
	"rental_period" daterange,
	"item_name" text NOT NULL,
	"price" jsonb NOT NULL,
	"total_price" integer NOT NULL,
	"user_coupon_id" integer,
	"points_used" integer DEFAULT 0 NOT NULL,
	"with_insurance" boolean DEFAULT false NOT NULL,
	"pay_method" "pay_method" NOT NULL,
	"provider" "pay_provider" NOT NULL,
	"instalment_months" smallint DEFAULT 0 NOT NULL,
	"easy_pay_provider" text,
	"lease_months" smallint,
	"lease_monthly_price" integer,
	"billing_key_id" integer,
	"orderer_name" text NOT NULL,
	"orderer_phone" text NOT NULL,
	"shipping" jsonb,
	"carrier" text,
	"invoice_number" text,
	"cancel_reason" text,
	"refund_due" integer DEFAULT 0 NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refund_claimed_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"paid_at" timestamp with time zone,
	"hold_expires_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_total_nonnegative" CHECK ("orders"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sequence" smallint DEFAULT 1 NOT NULL,
	"provider" "pay_provider" NOT NULL,
	"provider_payment_id" text NOT NULL,
	"provider_tx_id" text,
	"amount" integer NOT NULL,
	"status" "payment_record_status" DEFAULT 'READY' NOT NULL,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"method" text,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_billing_keys" (
	"billing_key" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"card_company" text NOT NULL,
	"masked_number" text NOT NULL,
	"declines" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"order_name" text NOT NULL,
	"method" text NOT NULL,
	"outcome" text,
	"status" "payment_record_status" DEFAULT 'READY' NOT NULL,
	"approved_amount" integer DEFAULT 0 NOT NULL,
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"transaction_id" text,
	"settles_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"label" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"post_num" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "turnaround_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "used_order_id" integer;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "buffer_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "blocked" daterange GENERATED ALWAYS AS (daterange(lower(period), upper(period) + buffer_days, '[)')) STORED;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_keys" ADD CONSTRAINT "billing_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_ledger" ADD CONSTRAINT "money_ledger_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_options" ADD CONSTRAINT "order_options_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_options" ADD CONSTRAINT "order_options_option_id_item_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_coupon_id_user_coupons_id_fk" FOREIGN KEY ("user_coupon_id") REFERENCES "public"."user_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_addresses" ADD CONSTRAINT "shipping_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "availability_alerts_uq" ON "availability_alerts" USING btree ("user_id","item_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "availability_alerts_item_idx" ON "availability_alerts" USING btree ("item_id","notified_at");--> statement-breakpoint
CREATE INDEX "billing_keys_user_idx" ON "billing_keys" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_keys_key_uq" ON "billing_keys" USING btree ("provider","billing_key");--> statement-breakpoint
CREATE UNIQUE INDEX "money_ledger_ref_uq" ON "money_ledger" USING btree ("ref_key");--> statement-breakpoint
CREATE INDEX "money_ledger_order_idx" ON "money_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_options_order_idx" ON "order_options" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_key_uq" ON "orders" USING btree ("payment_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_due_idx" ON "orders" USING btree ("process","state","state_changed_at");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("payment_state","hold_expires_at");--> statement-breakpoint
CREATE INDEX "orders_refund_idx" ON "orders" USING btree ("id") WHERE "orders"."refund_due" > "orders"."refunded_amount";--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_uq" ON "payments" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_sequence_uq" ON "payments" USING btree ("order_id","sequence");--> statement-breakpoint
CREATE INDEX "shipping_addresses_user_idx" ON "shipping_addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_addresses_default_uq" ON "shipping_addresses" USING btree ("user_id") WHERE "shipping_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_user_coupon_uq" ON "user_coupons" USING btree ("user_id","coupon_id");--> statement-breakpoint
CREATE INDEX "rental_bookings_order_idx" ON "rental_bookings" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_buffer_range" CHECK ("rental_bookings"."buffer_days" BETWEEN 0 AND 14);--> statement-breakpoint
-- Issue 16 ★ turnaround buffer: the no-overlap exclusion compares the blocked range (the period
-- stretched by the store's buffer days), so a unit cannot be booked again before it is ready.
ALTER TABLE "rental_bookings" DROP CONSTRAINT "rental_bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, "unit_no" WITH =, "blocked" WITH &&)
  WHERE ("status" <> 'CANCELLED');
