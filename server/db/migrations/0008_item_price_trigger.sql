-- Every change of an item's price or availability is logged for the lowest-price alarms, whoever
-- makes it (the seller service, an operator's SQL, a bulk import): a trigger cannot be bypassed.
CREATE FUNCTION record_item_price_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.price IS DISTINCT FROM OLD.price OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO item_price_changes (item_id, old_price, new_price) VALUES (NEW.id, OLD.price, NEW.price);
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_price_change AFTER UPDATE OF price, status ON items
  FOR EACH ROW EXECUTE FUNCTION record_item_price_change();
