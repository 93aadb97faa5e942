-- A rental unit cannot be held or booked twice for overlapping days; cancelled bookings free it.
-- btree_gist (migration 0000) lets the integer columns join the range in one GiST exclusion.
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap"
  EXCLUDE USING gist ("item_id" WITH =, "unit_no" WITH =, "period" WITH &&)
  WHERE ("status" <> 'CANCELLED');
