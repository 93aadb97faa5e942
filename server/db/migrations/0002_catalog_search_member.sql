CREATE TYPE "public"."coupon_discount_kind" AS ENUM('AMOUNT', 'RATE');--> statement-breakpoint
CREATE TYPE "public"."rental_booking_status" AS ENUM('HELD', 'CONFIRMED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "item_bookmarks" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"is_lowest_price_alarm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_bookmarks_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "model_bookmarks" (
	"user_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"is_lowest_price_alarm" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_bookmarks_user_id_model_id_pk" PRIMARY KEY("user_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "review_helpfuls" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpfuls_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_post_models" (
	"post_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	CONSTRAINT "community_post_models_post_id_model_id_pk" PRIMARY KEY("post_id","model_id")
);
--> statement-breakpoint
CREATE TABLE "community_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_code" text NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_kind" "coupon_discount_kind" NOT NULL,
	"discount_value" integer NOT NULL,
	"max_discount" integer,
	"min_order_price" integer DEFAULT 0 NOT NULL,
	"category_code" "category_code",
	"deal_type" "deal_type",
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coupons_value_positive" CHECK ("coupons"."discount_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "keyword_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"keyword" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coupon_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rental_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"unit_no" smallint NOT NULL,
	"period" daterange NOT NULL,
	"status" "rental_booking_status" DEFAULT 'HELD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_bookings_unit_positive" CHECK ("rental_bookings"."unit_no" >= 1)
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "active_image_id" integer;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "inactive_image_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "detail_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "gift_html" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "critical_notice" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_chosung" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "search_chosung" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "item_bookmarks" ADD CONSTRAINT "item_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_bookmarks" ADD CONSTRAINT "item_bookmarks_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_bookmarks" ADD CONSTRAINT "model_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_bookmarks" ADD CONSTRAINT "model_bookmarks_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfuls" ADD CONSTRAINT "review_helpfuls_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpfuls" ADD CONSTRAINT "review_helpfuls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_models" ADD CONSTRAINT "community_post_models_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_models" ADD CONSTRAINT "community_post_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_bookmarks_item_idx" ON "item_bookmarks" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "model_bookmarks_model_idx" ON "model_bookmarks" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "review_helpfuls_user_idx" ON "review_helpfuls" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "community_post_models_model_idx" ON "community_post_models" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "community_posts_board_idx" ON "community_posts" USING btree ("board_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_pages_slug_uq" ON "keyword_pages" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_pages_keyword_uq" ON "keyword_pages" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE INDEX "rental_bookings_item_idx" ON "rental_bookings" USING btree ("item_id","status");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_active_image_id_images_id_fk" FOREIGN KEY ("active_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_inactive_image_id_images_id_fk" FOREIGN KEY ("inactive_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_model_price_idx" ON "items" USING btree ("model_id","deal_type","price");--> statement-breakpoint
CREATE INDEX "items_search_trgm_idx" ON "items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_chosung_trgm_idx" ON "items" USING gin ("search_chosung" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_search_trgm_idx" ON "models" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "models_chosung_trgm_idx" ON "models" USING gin ("search_chosung" gin_trgm_ops);