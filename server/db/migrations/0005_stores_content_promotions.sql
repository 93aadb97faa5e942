CREATE TABLE "review_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer_html" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "info_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"html_content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_section_contents" (
	"section_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "magazine_section_contents_section_id_content_id_pk" PRIMARY KEY("section_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "magazine_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_bookmarks" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_bookmarks_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text,
	"address1" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_instalment_benefits" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_code" text NOT NULL,
	"card_company" text NOT NULL,
	"free_months" smallint[] NOT NULL,
	"partial_free_months" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_amount" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"group_name" text NOT NULL,
	"sale_price" integer NOT NULL,
	"is_famous" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "promotion_models_price_positive" CHECK ("promotion_models"."sale_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"is_deployable" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_affinities" (
	"model_id" integer NOT NULL,
	"related_model_id" integer NOT NULL,
	"score" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_affinities_model_id_related_model_id_pk" PRIMARY KEY("model_id","related_model_id")
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "location" "point" GENERATED ALWAYS AS (point(lng, lat)) STORED;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "intro_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_images" ADD CONSTRAINT "review_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_section_contents" ADD CONSTRAINT "magazine_section_contents_section_id_magazine_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."magazine_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_section_contents" ADD CONSTRAINT "magazine_section_contents_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookmarks" ADD CONSTRAINT "store_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_bookmarks" ADD CONSTRAINT "store_bookmarks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_models" ADD CONSTRAINT "promotion_models_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_models" ADD CONSTRAINT "promotion_models_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_affinities" ADD CONSTRAINT "model_affinities_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_affinities" ADD CONSTRAINT "model_affinities_related_model_id_models_id_fk" FOREIGN KEY ("related_model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_images_review_idx" ON "review_images" USING btree ("review_id","sort_order");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category","sort_order");--> statement-breakpoint
CREATE INDEX "faqs_search_trgm_idx" ON "faqs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "info_pages_key_uq" ON "info_pages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "store_bookmarks_store_idx" ON "store_bookmarks" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "user_locations_user_idx" ON "user_locations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "card_instalment_benefits_period_idx" ON "card_instalment_benefits" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_models_uq" ON "promotion_models" USING btree ("promotion_id","model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_key_uq" ON "promotions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "model_affinities_rank_idx" ON "model_affinities" USING btree ("model_id","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stores_location_gist_idx" ON "stores" USING gist ("location");