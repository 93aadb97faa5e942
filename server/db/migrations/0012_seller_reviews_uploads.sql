CREATE TYPE "public"."condition_stage" AS ENUM('CHECK_OUT', 'CHECK_IN');--> statement-breakpoint
ALTER TYPE "public"."point_reason" ADD VALUE 'REVIEW_PHOTO';--> statement-breakpoint
ALTER TYPE "public"."rental_booking_status" ADD VALUE 'MAINTENANCE';--> statement-breakpoint
CREATE TABLE "condition_report_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "condition_report_images_sort_range" CHECK ("condition_report_images"."sort_order" BETWEEN 0 AND 9)
);
--> statement-breakpoint
CREATE TABLE "condition_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"stage" "condition_stage" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"damage_note" text,
	"author_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "thumb_bytes" "bytea";--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "thumb_width" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "thumb_height" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "byte_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_content" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_user_id" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "condition_report_images" ADD CONSTRAINT "condition_report_images_report_id_condition_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."condition_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_report_images" ADD CONSTRAINT "condition_report_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_reports" ADD CONSTRAINT "condition_reports_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invites" ADD CONSTRAINT "seller_invites_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_invites" ADD CONSTRAINT "seller_invites_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condition_report_images_report_idx" ON "condition_report_images" USING btree ("report_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_reports_order_stage_uq" ON "condition_reports" USING btree ("order_id","stage");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_invites_code_uq" ON "seller_invites" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "seller_invites_store_idx" ON "seller_invites" USING btree ("store_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_user_id_users_id_fk" FOREIGN KEY ("reply_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "images_unattached_idx" ON "images" USING btree ("created_at") WHERE "images"."kind" = 'UPLOAD' AND "images"."attached_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_uq" ON "reviews" USING btree ("order_id") WHERE "reviews"."order_id" IS NOT NULL;--> statement-breakpoint
-- orders.ts and users.ts import the files these columns live in, so their references are written here.
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every picture that exists before uploads is in use: the cleanup job must never see it as abandoned.
UPDATE "images" SET "attached_at" = "created_at" WHERE "attached_at" IS NULL;--> statement-breakpoint
UPDATE "reviews" SET "updated_at" = "created_at";
