CREATE TABLE "deposit_claim_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"side" text NOT NULL,
	"image_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "deposit_claim_images_side_valid" CHECK ("deposit_claim_images"."side" IN ('BUSINESS', 'CUSTOMER')),
	CONSTRAINT "deposit_claim_images_sort_range" CHECK ("deposit_claim_images"."sort_order" BETWEEN 0 AND 9)
);
--> statement-breakpoint
CREATE TABLE "rental_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"amount" integer NOT NULL,
	"provider" "pay_provider" NOT NULL,
	"provider_key" text NOT NULL,
	"authorised_at" timestamp with time zone,
	"failure_code" text,
	"claim_amount" integer,
	"claim_description" text,
	"claimed_at" timestamp with time zone,
	"customer_note" text,
	"answered_at" timestamp with time zone,
	"decided_amount" integer,
	"decision_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"settle" text,
	"capture_amount" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"provider_claimed_at" timestamp with time zone,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_deposits_state_valid" CHECK ("rental_deposits"."state" IN ('HELD', 'NOT_HELD', 'RELEASED', 'CLAIMED', 'ACCEPTED', 'DISPUTED', 'CAPTURED', 'DECIDED')),
	CONSTRAINT "rental_deposits_settle_valid" CHECK ("rental_deposits"."settle" IS NULL OR "rental_deposits"."settle" IN ('CAPTURE', 'RELEASE')),
	CONSTRAINT "rental_deposits_amount_range" CHECK ("rental_deposits"."amount" > 0 AND "rental_deposits"."amount" <= 3000000),
	CONSTRAINT "rental_deposits_claim_range" CHECK ("rental_deposits"."claim_amount" IS NULL OR ("rental_deposits"."claim_amount" > 0 AND "rental_deposits"."claim_amount" <= "rental_deposits"."amount")),
	CONSTRAINT "rental_deposits_capture_range" CHECK ("rental_deposits"."capture_amount" >= 0 AND "rental_deposits"."capture_amount" <= "rental_deposits"."amount" AND "rental_deposits"."captured_amount" <= "rental_deposits"."amount")
);
--> statement-breakpoint
CREATE TABLE "sandbox_deposits" (
	"deposit_key" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'AUTHORISED' NOT NULL,
	"captured_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sandbox_deposits_status_valid" CHECK ("sandbox_deposits"."status" IN ('AUTHORISED', 'CAPTURED', 'RELEASED'))
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "deposit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deposit_claim_images" ADD CONSTRAINT "deposit_claim_images_deposit_id_rental_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."rental_deposits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_claim_images" ADD CONSTRAINT "deposit_claim_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_deposits" ADD CONSTRAINT "rental_deposits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_deposits" ADD CONSTRAINT "rental_deposits_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_claim_images_deposit_idx" ON "deposit_claim_images" USING btree ("deposit_id","side","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_deposits_order_uq" ON "rental_deposits" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_deposits_key_uq" ON "rental_deposits" USING btree ("provider_key");--> statement-breakpoint
CREATE INDEX "rental_deposits_state_idx" ON "rental_deposits" USING btree ("state","state_changed_at");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_deposit_range" CHECK ("items"."deposit_amount" BETWEEN 0 AND 3000000);