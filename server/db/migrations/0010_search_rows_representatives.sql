-- Issue 15 §8, search tail: item_search_rows (a narrow copy of what a broad search reads, kept by
-- triggers) and category_representatives (the recommender's popularity ranking per category, refreshed by a job).
CREATE TABLE "category_representatives" (
	"category_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_id" integer NOT NULL,
	"model_id" integer,
	"review_count" integer NOT NULL,
	"rating_avg" double precision,
	"price" integer NOT NULL,
	"views" integer NOT NULL,
	"score" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_representatives_category_id_position_pk" PRIMARY KEY("category_id","position")
);
--> statement-breakpoint
CREATE TABLE "item_search_rows" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" "item_status" NOT NULL,
	"deal_type" "deal_type" NOT NULL,
	"category_id" integer NOT NULL,
	"model_id" integer,
	"store_id" integer NOT NULL,
	"condition" "item_condition" NOT NULL,
	"price" integer NOT NULL,
	"delivery_types" "delivery_type"[] NOT NULL,
	"is_lease_available" boolean NOT NULL,
	"used_grade" text,
	"review_count" integer NOT NULL,
	"rating_avg" double precision,
	"created_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	"search_chosung" text NOT NULL,
	"search_rank" double precision GENERATED ALWAYS AS (0.6 * least(ln(1 + review_count) / ln(101), 1) + 0.4 * coalesce(rating_avg, 0) / 5) STORED
);
--> statement-breakpoint
ALTER TABLE "category_representatives" ADD CONSTRAINT "category_representatives_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_representatives" ADD CONSTRAINT "category_representatives_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_representatives" ADD CONSTRAINT "category_representatives_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_search_rows" ADD CONSTRAINT "item_search_rows_id_items_id_fk" FOREIGN KEY ("id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_search_rows_listing_idx" ON "item_search_rows" USING btree ("deal_type","category_id","search_rank" DESC NULLS LAST,"id") WHERE "item_search_rows"."status" = 'AVAILABLE';--> statement-breakpoint
CREATE INDEX "item_search_rows_model_idx" ON "item_search_rows" USING btree ("model_id","deal_type");--> statement-breakpoint
-- item_search_rows follows items whoever writes them (the seller service, the seed, an operator's SQL):
-- one set-based upsert per statement from its transition tables, so a bulk import of thousands of
-- items costs one statement here, not one per row. An update that changes none of the columns kept
-- here (a description, a picture, the stock) writes nothing. Deleted items go by the cascading key.
CREATE FUNCTION upsert_item_search_rows(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO item_search_rows (id, status, deal_type, category_id, model_id, store_id, condition, price, delivery_types,
    is_lease_available, used_grade, review_count, rating_avg, created_at, search_text, search_chosung)
  SELECT i.id, i.status, i.deal_type, i.category_id, i.model_id, i.store_id, i.condition, i.price, i.delivery_types,
    i.is_lease_available, i.used_grade, i.review_count, i.rating_avg, i.created_at,
    -- Only services are found by their own text in a broad search; other items by their model.
    CASE WHEN i.model_id IS NULL THEN i.search_text ELSE '' END, CASE WHEN i.model_id IS NULL THEN i.search_chosung ELSE '' END
  FROM items i WHERE i.id = ANY(ids)
  ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, deal_type = EXCLUDED.deal_type, category_id = EXCLUDED.category_id,
    model_id = EXCLUDED.model_id, store_id = EXCLUDED.store_id, condition = EXCLUDED.condition, price = EXCLUDED.price,
    delivery_types = EXCLUDED.delivery_types, is_lease_available = EXCLUDED.is_lease_available, used_grade = EXCLUDED.used_grade,
    review_count = EXCLUDED.review_count, rating_avg = EXCLUDED.rating_avg, created_at = EXCLUDED.created_at,
    search_text = EXCLUDED.search_text, search_chosung = EXCLUDED.search_chosung;
$$;
--> statement-breakpoint
CREATE FUNCTION items_inserted_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upsert_item_search_rows(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION items_updated_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upsert_item_search_rows(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status, n.deal_type, n.category_id, n.model_id, n.store_id, n.condition, n.price, n.delivery_types,
           n.is_lease_available, n.used_grade, n.review_count, n.rating_avg, n.created_at, n.search_text, n.search_chosung)
      IS DISTINCT FROM (o.status, o.deal_type, o.category_id, o.model_id, o.store_id, o.condition, o.price, o.delivery_types,
           o.is_lease_available, o.used_grade, o.review_count, o.rating_avg, o.created_at, o.search_text, o.search_chosung)));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_rows_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION items_inserted_search_rows();
--> statement-breakpoint
CREATE TRIGGER items_search_rows_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION items_updated_search_rows();
--> statement-breakpoint
-- Items that exist before this migration.
SELECT upsert_item_search_rows(ARRAY(SELECT id FROM items));
