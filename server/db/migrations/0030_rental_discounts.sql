ALTER TABLE "items" ADD COLUMN "three_day_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "seven_day_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_rental_discount" CHECK ("items"."three_day_discount_percent" BETWEEN 0 AND 90 AND "items"."seven_day_discount_percent" BETWEEN 0 AND 90
        AND ("items"."seven_day_discount_percent" = 0 OR "items"."seven_day_discount_percent" >= "items"."three_day_discount_percent")
        AND ("items"."deal_type" = 'RENTAL' OR "items"."three_day_discount_percent" + "items"."seven_day_discount_percent" = 0));