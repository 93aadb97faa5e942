CREATE TYPE "public"."category_code" AS ENUM('BIKE', 'SKI');--> statement-breakpoint
CREATE TYPE "public"."content_category" AS ENUM('MAGAZINE', 'GUIDE', 'EVENT');--> statement-breakpoint
CREATE TYPE "public"."deal_type" AS ENUM('RENTAL', 'SELL');--> statement-breakpoint
CREATE TYPE "public"."delivery_type" AS ENUM('PICKUP', 'DELIVERY', 'PARCEL');--> statement-breakpoint
CREATE TYPE "public"."image_kind" AS ENUM('DRAWN', 'UPLOAD');--> statement-breakpoint
CREATE TYPE "public"."item_condition" AS ENUM('NEW', 'USED');--> statement-breakpoint
CREATE TYPE "public"."item_status" AS ENUM('AVAILABLE', 'SOLD_OUT', 'HIDDEN');--> statement-breakpoint
CREATE TYPE "public"."option_kind" AS ENUM('REQUIRED', 'ADDITIONAL');--> statement-breakpoint
CREATE TYPE "public"."provision_category" AS ENUM('SERVICE', 'PRIVACY', 'MARKETING', 'LOCATION');--> statement-breakpoint
CREATE TYPE "public"."regist_key_type" AS ENUM('EMAIL', 'KAKAO', 'NAVER');--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "image_kind" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text NOT NULL,
	"drawn" jsonb,
	"mime_type" text,
	"bytes" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"phone" text NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"closed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice" text,
	"introduction" text,
	"maintenance" text,
	"is_official" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"refresh_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text,
	"password_hash" text,
	"name" text,
	"nickname" text NOT NULL,
	"phone" text,
	"img" text,
	"point" integer DEFAULT 0 NOT NULL,
	"regist_key_type" "regist_key_type" DEFAULT 'EMAIL' NOT NULL,
	"business_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"code" "category_code" NOT NULL,
	"country" text NOT NULL,
	"color" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" "category_code" NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"group_name" text NOT NULL,
	"is_elect" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"kind" "option_kind" NOT NULL,
	"name" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "items" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"deal_type" "deal_type" NOT NULL,
	"condition" "item_condition" DEFAULT 'NEW' NOT NULL,
	"status" "item_status" DEFAULT 'AVAILABLE' NOT NULL,
	"name" text NOT NULL,
	"origin_price" integer NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	"delivery_types" "delivery_type"[] NOT NULL,
	"shipping_fee" integer DEFAULT 0 NOT NULL,
	"is_lease_available" boolean DEFAULT false NOT NULL,
	"used_grade" text,
	"used_description" text,
	"tag1" text,
	"tag2" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"model_year" smallint NOT NULL,
	"summary_info" text NOT NULL,
	"spec_info" jsonb NOT NULL,
	"geometry" jsonb,
	"detail_html" text NOT NULL,
	"release_price" integer NOT NULL,
	"image_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" "content_category" NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"img1_id" integer NOT NULL,
	"img2_id" integer,
	"link1" text,
	"link2" text,
	"html_content" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"description" text NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	"variants" jsonb NOT NULL,
	"excluded_anon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"link_url" text NOT NULL,
	"tone" text DEFAULT 'brand' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"html_content" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" "provision_category" NOT NULL,
	"title" text NOT NULL,
	"version" text NOT NULL,
	"is_required" boolean NOT NULL,
	"html_provision" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capture_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anony_id" text NOT NULL,
	"action" text NOT NULL,
	"value1" text,
	"url" text,
	"external_visit_referrer" jsonb,
	"internal_visit_referrer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capture_naver_ep_visits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anony_id" text NOT NULL,
	"item_id" integer,
	"referrer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capture_surveys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anony_id" text NOT NULL,
	"survey_name" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "capture_visit_pages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anony_id" text,
	"user_id" integer,
	"item_id" integer,
	"model_id" integer,
	"url" text NOT NULL,
	"page_name" text NOT NULL,
	"prev_url" text,
	"is_conversion" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anony_id" text NOT NULL,
	"model_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"event_value" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_business_id_stores_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_options" ADD CONSTRAINT "item_options_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_img1_id_images_id_fk" FOREIGN KEY ("img1_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_img2_id_images_id_fk" FOREIGN KEY ("img2_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stores_region_idx" ON "stores" USING btree ("region");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_refresh_uq" ON "sessions" USING btree ("refresh_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_uq" ON "users" USING btree ("nickname");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_key_uq" ON "brands" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_key_uq" ON "categories" USING btree ("key");--> statement-breakpoint
CREATE INDEX "categories_code_idx" ON "categories" USING btree ("code","sort_order");--> statement-breakpoint
CREATE INDEX "item_options_item_idx" ON "item_options" USING btree ("item_id","sort_order");--> statement-breakpoint
CREATE INDEX "items_model_idx" ON "items" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "items_store_idx" ON "items" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "items_listing_idx" ON "items" USING btree ("deal_type","status","category_id");--> statement-breakpoint
CREATE INDEX "items_created_idx" ON "items" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "models_brand_idx" ON "models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "models_category_idx" ON "models" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contents_published_idx" ON "contents" USING btree ("category","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feature_flags_key_uq" ON "feature_flags" USING btree ("key");--> statement-breakpoint
CREATE INDEX "notices_published_idx" ON "notices" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "provisions_category_version_uq" ON "provisions" USING btree ("category","version");--> statement-breakpoint
CREATE INDEX "capture_events_anony_idx" ON "capture_events" USING btree ("anony_id","created_at");--> statement-breakpoint
CREATE INDEX "capture_events_action_idx" ON "capture_events" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "capture_naver_ep_visits_anony_idx" ON "capture_naver_ep_visits" USING btree ("anony_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "capture_surveys_name_anony_uq" ON "capture_surveys" USING btree ("survey_name","anony_id");--> statement-breakpoint
CREATE INDEX "capture_visit_pages_anony_idx" ON "capture_visit_pages" USING btree ("anony_id","created_at");--> statement-breakpoint
CREATE INDEX "capture_visit_pages_user_idx" ON "capture_visit_pages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "capture_visit_pages_model_idx" ON "capture_visit_pages" USING btree ("model_id","created_at");--> statement-breakpoint
CREATE INDEX "interaction_events_anony_idx" ON "interaction_events" USING btree ("anony_id","created_at");--> statement-breakpoint
CREATE INDEX "interaction_events_model_idx" ON "interaction_events" USING btree ("model_id","created_at");