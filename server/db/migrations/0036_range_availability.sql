CREATE TABLE "item_range_availability" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"base" date NOT NULL,
	"runs" "bytea" NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_range_availability" ADD CONSTRAINT "item_range_availability_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_range_availability_base_idx" ON "item_range_availability" USING btree ("base");--> statement-breakpoint
-- docs/architecture.md §19 Availability by range: byte k of runs = the longest rental that may start on base + k.
-- The best free run of one kind of unit (item units when p_option is null, else that option's units) per day
-- from p_base over p_days days: the largest number of consecutive days from that day on which one unit is free
-- (no booking but a CANCELLED one blocks it), as checkout's freeUnitsForRange counts units.
CREATE FUNCTION item_range_unit_runs(p_item integer, p_option integer, p_stock integer, p_base date, p_days integer)
RETURNS integer[] LANGUAGE plpgsql STABLE AS $$
DECLARE
  reach integer[] := array_fill(0, ARRAY[p_days]);
  best integer[] := array_fill(0, ARRAY[p_days]);
  gap record;
  k integer;
BEGIN
  IF p_stock <= 0 THEN RETURN best; END IF;
  -- A unit with no booking in the horizon is free all along: nothing can do better.
  IF (SELECT count(DISTINCT CASE WHEN p_option IS NULL THEN r.unit_no ELSE r.option_unit_no END)
      FROM rental_bookings r
      WHERE (CASE WHEN p_option IS NULL THEN r.item_id = p_item AND r.unit_no <= p_stock
                  ELSE r.option_id = p_option AND r.option_unit_no <= p_stock END)
        AND r.status <> 'CANCELLED' AND r.blocked && daterange(p_base, p_base + p_days, '[)')) < p_stock THEN
    FOR k IN 0 .. p_days - 1 LOOP best[k + 1] := p_days - k; END LOOP;
    RETURN best;
  END IF;
  -- Every unit has bookings: its free gaps [gs, ge) lie before each booking and after the last; on a day
  -- in a gap the unit stays free until ge, so the best run of the day is the furthest ge of the gaps holding it.
  FOR gap IN
    WITH b AS (
      SELECT CASE WHEN p_option IS NULL THEN r.unit_no ELSE r.option_unit_no END AS u,
        greatest(lower(r.blocked) - p_base, 0) AS lo, least(upper(r.blocked) - p_base, p_days) AS hi
      FROM rental_bookings r
      WHERE (CASE WHEN p_option IS NULL THEN r.item_id = p_item AND r.unit_no <= p_stock
                  ELSE r.option_id = p_option AND r.option_unit_no <= p_stock END)
        AND r.status <> 'CANCELLED' AND r.blocked && daterange(p_base, p_base + p_days, '[)')
    ), edges AS (
      SELECT coalesce(max(hi) OVER (PARTITION BY u ORDER BY lo, hi ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS gs, lo AS ge FROM b
      UNION ALL
      SELECT max(hi), p_days FROM b GROUP BY u
    )
    SELECT gs, ge FROM edges WHERE gs < ge
  LOOP
    FOR k IN gap.gs .. gap.ge - 1 LOOP
      IF reach[k + 1] < gap.ge THEN reach[k + 1] := gap.ge; END IF;
    END LOOP;
  END LOOP;
  FOR k IN 0 .. p_days - 1 LOOP
    IF reach[k + 1] > k THEN best[k + 1] := reach[k + 1] - k; END IF;
  END LOOP;
  RETURN best;
END $$;
--> statement-breakpoint
-- Recomputes one item's row from the tables as they are now. Locks the row first, so the reads below
-- (each statement a new snapshot under READ COMMITTED) see every write committed before the lock was
-- granted, and two writers cannot store a stale answer. Stores 150 start days (the 91-day booking
-- window plus 59 days for the rebase job to come round) from a run horizon long enough for a 60-day
-- rental and a 14-day buffer from the last of them.
CREATE FUNCTION item_range_availability_refresh(p_item integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  starts constant integer := 150;
  horizon constant integer := 150 + 75;
  today date := (now() AT TIME ZONE 'Asia/Seoul')::date;
  it record;
  unit_runs integer[];
  option_runs integer[];
  one integer[];
  opt record;
  has_required boolean := false;
  open_flags boolean[];
  open_run integer := 0;
  out_runs bytea := decode(repeat('00', 150), 'hex');
  v integer;
  k integer;
BEGIN
  SELECT i.stock, i.status, i.deal_type, s.turnaround_days, s.opening_hours, s.closed_dates, s.suspended_at
    INTO it FROM items i JOIN businesses s ON s.id = i.business_id WHERE i.id = p_item;
  IF NOT FOUND THEN RETURN; END IF;
  -- A sale item has no row: no row reads as not free.
  IF it.deal_type <> 'RENTAL' THEN
    DELETE FROM item_range_availability WHERE item_id = p_item;
    RETURN;
  END IF;
  INSERT INTO item_range_availability (item_id, base, runs) VALUES (p_item, today, out_runs) ON CONFLICT (item_id) DO NOTHING;
  PERFORM 1 FROM item_range_availability WHERE item_id = p_item FOR UPDATE;
  -- Read again under the lock: what a concurrent writer committed meanwhile counts.
  SELECT i.stock, i.status, i.deal_type, s.turnaround_days, s.opening_hours, s.closed_dates, s.suspended_at
    INTO it FROM items i JOIN businesses s ON s.id = i.business_id WHERE i.id = p_item;
  IF it.deal_type = 'RENTAL' AND it.status = 'AVAILABLE' AND it.suspended_at IS NULL AND it.stock > 0 THEN
    unit_runs := item_range_unit_runs(p_item, NULL, it.stock, today, horizon);
    FOR opt IN SELECT o.id, o.stock FROM item_options o WHERE o.item_id = p_item AND o.kind = 'REQUIRED' LOOP
      has_required := true;
      one := item_range_unit_runs(p_item, opt.id, opt.stock, today, horizon);
      IF option_runs IS NULL THEN option_runs := one;
      ELSE
        FOR k IN 1 .. horizon LOOP
          IF one[k] > option_runs[k] THEN option_runs[k] := one[k]; END IF;
        END LOOP;
      END IF;
    END LOOP;
    -- lib/calendar/bookingRules.ts disableReasonOf: open that weekday (0 = Sunday) and not a listed closed date.
    SELECT array_agg(it.opening_hours @> jsonb_build_array(jsonb_build_object('weekday', extract(dow FROM d.day)::int))
        AND NOT it.closed_dates @> to_jsonb(to_char(d.day, 'YYYY-MM-DD')) ORDER BY d.day)
      INTO open_flags
      FROM generate_series(today, today + (horizon - 1), interval '1 day') AS d(day);
    FOR k IN REVERSE horizon - 1 .. 0 LOOP
      IF open_flags[k + 1] THEN open_run := open_run + 1; ELSE open_run := 0; END IF;
      IF k < starts THEN
        v := least(unit_runs[k + 1] - it.turnaround_days, open_run, 255);
        IF has_required THEN v := least(v, option_runs[k + 1] - it.turnaround_days); END IF;
        IF v > 0 THEN out_runs := set_byte(out_runs, k, v); END IF;
      END IF;
    END LOOP;
  END IF;
  UPDATE item_range_availability SET base = today, runs = out_runs, refreshed_at = now()
    WHERE item_id = p_item;
END $$;
--> statement-breakpoint
-- Refreshes a set of items in id order, so two writers touching the same items lock their rows in one order.
CREATE FUNCTION item_range_availability_refresh_all(p_items integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  id integer;
BEGIN
  FOR id IN SELECT DISTINCT x FROM unnest(p_items) AS x WHERE x IS NOT NULL ORDER BY x LOOP
    PERFORM item_range_availability_refresh(id);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION item_range_availability_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM item_range_availability_refresh_all(ARRAY(SELECT item_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM item_range_availability_refresh_all(ARRAY(SELECT item_id FROM old_rows));
  ELSE
    PERFORM item_range_availability_refresh_all(ARRAY(
      SELECT n.item_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status, n.period, n.buffer_days, n.unit_no, n.option_id, n.option_unit_no, n.item_id)
        IS DISTINCT FROM (o.status, o.period, o.buffer_days, o.unit_no, o.option_id, o.option_unit_no, o.item_id)
      UNION ALL
      SELECT o.item_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.item_id <> o.item_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_range_availability_bookings_insert AFTER INSERT ON rental_bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_bookings();
--> statement-breakpoint
CREATE TRIGGER item_range_availability_bookings_update AFTER UPDATE ON rental_bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_bookings();
--> statement-breakpoint
CREATE TRIGGER item_range_availability_bookings_delete AFTER DELETE ON rental_bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_bookings();
--> statement-breakpoint
CREATE FUNCTION item_range_availability_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM item_range_availability_refresh_all(ARRAY(SELECT id FROM new_rows WHERE deal_type = 'RENTAL'));
  ELSE
    PERFORM item_range_availability_refresh_all(ARRAY(
      SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.deal_type = 'RENTAL' OR o.deal_type = 'RENTAL')
        AND (n.stock, n.status, n.deal_type, n.business_id) IS DISTINCT FROM (o.stock, o.status, o.deal_type, o.business_id)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_range_availability_items_insert AFTER INSERT ON items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_items();
--> statement-breakpoint
CREATE TRIGGER item_range_availability_items_update AFTER UPDATE ON items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_items();
--> statement-breakpoint
CREATE FUNCTION item_range_availability_options() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM item_range_availability_refresh_all(ARRAY(SELECT item_id FROM new_rows WHERE kind = 'REQUIRED'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM item_range_availability_refresh_all(ARRAY(SELECT item_id FROM old_rows WHERE kind = 'REQUIRED'));
  ELSE
    PERFORM item_range_availability_refresh_all(ARRAY(
      SELECT n.item_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.stock, n.kind, n.item_id) IS DISTINCT FROM (o.stock, o.kind, o.item_id)
      UNION ALL
      SELECT o.item_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.item_id <> o.item_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_range_availability_options_insert AFTER INSERT ON item_options
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_options();
--> statement-breakpoint
CREATE TRIGGER item_range_availability_options_update AFTER UPDATE ON item_options
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_options();
--> statement-breakpoint
CREATE TRIGGER item_range_availability_options_delete AFTER DELETE ON item_options
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_options();
--> statement-breakpoint
CREATE FUNCTION item_range_availability_businesses() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM item_range_availability_refresh_all(ARRAY(
    SELECT i.id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN items i ON i.business_id = n.id
    WHERE i.deal_type = 'RENTAL'
      AND (n.opening_hours, n.closed_dates, n.turnaround_days, n.suspended_at)
        IS DISTINCT FROM (o.opening_hours, o.closed_dates, o.turnaround_days, o.suspended_at)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER item_range_availability_businesses_update AFTER UPDATE ON businesses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION item_range_availability_businesses();
--> statement-breakpoint
-- The backfill: every rental item as it stands when the migration runs.
SELECT item_range_availability_refresh_all(ARRAY(SELECT id FROM items WHERE deal_type = 'RENTAL'));
