-- A shop is a "business" everywhere (docs/decisions/0010-business-and-store-names.md): tables,
-- columns, keys and indexes that said "store" are renamed. Renames change only the catalog, so
-- this is instant on a large database and keeps every row, index and foreign key as it is.
ALTER TABLE "stores" RENAME TO "businesses";--> statement-breakpoint
ALTER SEQUENCE "stores_id_seq" RENAME TO "businesses_id_seq";--> statement-breakpoint
ALTER TABLE "businesses" RENAME CONSTRAINT "stores_pkey" TO "businesses_pkey";--> statement-breakpoint
ALTER INDEX "stores_region_idx" RENAME TO "businesses_region_idx";--> statement-breakpoint
ALTER INDEX "stores_location_gist_idx" RENAME TO "businesses_location_gist_idx";--> statement-breakpoint
ALTER TABLE "users" RENAME CONSTRAINT "users_business_id_stores_id_fk" TO "users_business_id_businesses_id_fk";--> statement-breakpoint
ALTER TABLE "items" RENAME COLUMN "store_id" TO "business_id";--> statement-breakpoint
ALTER INDEX "items_store_idx" RENAME TO "items_business_idx";--> statement-breakpoint
ALTER TABLE "items" RENAME CONSTRAINT "items_store_id_stores_id_fk" TO "items_business_id_businesses_id_fk";--> statement-breakpoint
ALTER TABLE "store_bookmarks" RENAME TO "business_bookmarks";--> statement-breakpoint
ALTER TABLE "business_bookmarks" RENAME COLUMN "store_id" TO "business_id";--> statement-breakpoint
ALTER INDEX "store_bookmarks_store_idx" RENAME TO "business_bookmarks_business_idx";--> statement-breakpoint
ALTER TABLE "business_bookmarks" RENAME CONSTRAINT "store_bookmarks_user_id_users_id_fk" TO "business_bookmarks_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "business_bookmarks" RENAME CONSTRAINT "store_bookmarks_store_id_stores_id_fk" TO "business_bookmarks_business_id_businesses_id_fk";--> statement-breakpoint
ALTER TABLE "business_bookmarks" RENAME CONSTRAINT "store_bookmarks_user_id_store_id_pk" TO "business_bookmarks_user_id_business_id_pk";--> statement-breakpoint
ALTER TABLE "item_search_rows" RENAME COLUMN "store_id" TO "business_id";--> statement-breakpoint
ALTER TABLE "orders" RENAME COLUMN "store_id" TO "business_id";--> statement-breakpoint
ALTER INDEX "orders_store_idx" RENAME TO "orders_business_idx";--> statement-breakpoint
ALTER TABLE "orders" RENAME CONSTRAINT "orders_store_id_stores_id_fk" TO "orders_business_id_businesses_id_fk";--> statement-breakpoint
ALTER TABLE "seller_invites" RENAME COLUMN "store_id" TO "business_id";--> statement-breakpoint
ALTER INDEX "seller_invites_store_idx" RENAME TO "seller_invites_business_idx";--> statement-breakpoint
ALTER TABLE "seller_invites" RENAME CONSTRAINT "seller_invites_store_id_stores_id_fk" TO "seller_invites_business_id_businesses_id_fk";--> statement-breakpoint
-- Function bodies are text, not catalog references: the two that name the column are replaced.
CREATE OR REPLACE FUNCTION upsert_item_search_rows(ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO item_search_rows (id, status, deal_type, category_id, model_id, business_id, condition, price, delivery_types,
    is_lease_available, used_grade, review_count, rating_avg, created_at, search_text, search_chosung)
  SELECT i.id, i.status, i.deal_type, i.category_id, i.model_id, i.business_id, i.condition, i.price, i.delivery_types,
    i.is_lease_available, i.used_grade, i.review_count, i.rating_avg, i.created_at,
    -- Only services are found by their own text in a broad search; other items by their model.
    CASE WHEN i.model_id IS NULL THEN i.search_text ELSE '' END, CASE WHEN i.model_id IS NULL THEN i.search_chosung ELSE '' END
  FROM items i WHERE i.id = ANY(ids)
  ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, deal_type = EXCLUDED.deal_type, category_id = EXCLUDED.category_id,
    model_id = EXCLUDED.model_id, business_id = EXCLUDED.business_id, condition = EXCLUDED.condition, price = EXCLUDED.price,
    delivery_types = EXCLUDED.delivery_types, is_lease_available = EXCLUDED.is_lease_available, used_grade = EXCLUDED.used_grade,
    review_count = EXCLUDED.review_count, rating_avg = EXCLUDED.rating_avg, created_at = EXCLUDED.created_at,
    search_text = EXCLUDED.search_text, search_chosung = EXCLUDED.search_chosung;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_updated_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM upsert_item_search_rows(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status, n.deal_type, n.category_id, n.model_id, n.business_id, n.condition, n.price, n.delivery_types,
           n.is_lease_available, n.used_grade, n.review_count, n.rating_avg, n.created_at, n.search_text, n.search_chosung)
      IS DISTINCT FROM (o.status, o.deal_type, o.category_id, o.model_id, o.business_id, o.condition, o.price, o.delivery_types,
           o.is_lease_available, o.used_grade, o.review_count, o.rating_avg, o.created_at, o.search_text, o.search_chosung)));
  RETURN NULL;
END;
$$;
