ALTER TABLE "rental_bookings" ADD COLUMN "option_id" integer;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD COLUMN "option_unit_no" smallint;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_option_id_item_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."item_options"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_bookings_option_idx" ON "rental_bookings" USING btree ("option_id","status");--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_option_unit_positive" CHECK ("rental_bookings"."option_unit_no" >= 1);--> statement-breakpoint
-- Issue 26: a rental books units of its required option (a size, a length), and an option has only
-- its stock of them. Per option, a unit number cannot be held twice for overlapping days, as per
-- item (rental_bookings_no_overlap); rows without an option take an item unit only.
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_option_no_overlap"
  EXCLUDE USING gist ("option_id" WITH =, "option_unit_no" WITH =, "blocked" WITH &&)
  WHERE ("status" <> 'CANCELLED' AND "option_id" IS NOT NULL);--> statement-breakpoint
-- Backfill of the bookings already on the books (maintenance blocks stay item-only). The option of a
-- booking: for an order, its required lines unit by unit (the rows of an order in id order, as
-- checkout inserted them); for a row without an order, the option whose share of the item's unit
-- numbers holds it, shares laid out in the item page's option order (the seed books units that way).
-- Each then gets the lowest option unit number free over its blocked days, earliest booking first,
-- so no two overlap; one beyond the option's stock still counts against it wherever units are counted.
DO $$
DECLARE
  b record;
  n integer;
BEGIN
  FOR b IN
    WITH booked AS (
      SELECT r.id, r.item_id, r.unit_no, r.order_id, r.blocked,
        row_number() OVER (PARTITION BY r.order_id ORDER BY r.id) AS k
      FROM rental_bookings r
      -- As text: MAINTENANCE joined the enum in 0012, and a fresh database migrates in one transaction,
      -- where PostgreSQL refuses a new enum value as a literal.
      WHERE r.status::text NOT IN ('CANCELLED', 'MAINTENANCE')
    ), ordered AS (
      SELECT oo.order_id, oo.option_id, row_number() OVER (PARTITION BY oo.order_id ORDER BY oo.id, g.n) AS k
      FROM order_options oo
      JOIN item_options io ON io.id = oo.option_id AND io.kind = 'REQUIRED'
      CROSS JOIN LATERAL generate_series(1, oo.amount) AS g(n)
    ), laid AS (
      SELECT io.id, io.item_id, io.stock,
        sum(io.stock) OVER (PARTITION BY io.item_id ORDER BY io.sort_order, io.id) - io.stock AS before
      FROM item_options io WHERE io.kind = 'REQUIRED' AND io.stock > 0
    )
    SELECT bk.id, bk.blocked,
      CASE WHEN bk.order_id IS NOT NULL THEN o.option_id ELSE l.id END AS option_id
    FROM booked bk
    LEFT JOIN ordered o ON o.order_id = bk.order_id AND o.k = bk.k
    LEFT JOIN laid l ON bk.order_id IS NULL AND l.item_id = bk.item_id AND bk.unit_no > l.before AND bk.unit_no <= l.before + l.stock
    ORDER BY lower(bk.blocked), bk.id
  LOOP
    CONTINUE WHEN b.option_id IS NULL;
    SELECT min(u.n) INTO n FROM generate_series(1, 1000) AS u(n)
    WHERE NOT EXISTS (
      SELECT 1 FROM rental_bookings o
      WHERE o.option_id = b.option_id AND o.option_unit_no = u.n AND o.status <> 'CANCELLED' AND o.blocked && b.blocked);
    UPDATE rental_bookings SET option_id = b.option_id, option_unit_no = n WHERE id = b.id;
  END LOOP;
END $$;
