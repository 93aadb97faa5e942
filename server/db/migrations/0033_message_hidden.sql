-- A message an operator hid after a report (docs/product.md §10 Message reports): both sides see a notice instead.
ALTER TABLE "messages" ADD COLUMN "hidden_at" timestamp with time zone;
