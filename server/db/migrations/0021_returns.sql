-- Returns and exchanges of delivered sales (docs/product.md §4 Returns and exchanges): the return
-- table and its photos, and 반품 완료 (RETURNED) added to the sale order and payment state CHECKs.
CREATE TABLE "order_return_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_return_images_sort_range" CHECK ("order_return_images"."sort_order" BETWEEN 0 AND 9)
);
--> statement-breakpoint
CREATE TABLE "order_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"state" text NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"pickup_carrier" text,
	"pickup_invoice" text,
	"exchange_carrier" text,
	"exchange_invoice" text,
	"reject_reason" text,
	"fee_amount" integer,
	"refund_amount" integer,
	"state_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_returns_state_valid" CHECK ("order_returns"."state" IN ('REQUESTED', 'COLLECTING', 'INSPECTED', 'REFUNDED', 'EXCHANGED', 'REJECTED', 'DISPUTED', 'WITHDRAWN')),
	CONSTRAINT "order_returns_kind_valid" CHECK ("order_returns"."kind" IN ('RETURN', 'EXCHANGE')),
	CONSTRAINT "order_returns_reason_valid" CHECK ("order_returns"."reason" IN ('CHANGE_OF_MIND', 'SIZE_EXCHANGE', 'DEFECTIVE', 'WRONG_ITEM'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_state_valid";--> statement-breakpoint
ALTER TABLE "order_return_images" ADD CONSTRAINT "order_return_images_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_return_images" ADD CONSTRAINT "order_return_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_return_images_return_idx" ON "order_return_images" USING btree ("return_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_order_uq" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_returns_state_idx" ON "order_returns" USING btree ("state");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state_valid" CHECK ("orders"."state" IS NULL OR ("orders"."process" = 'rentalReservation' AND "orders"."state" IN ('WAITING', 'RESERVED', 'USED', 'CANCELLED', 'REFUSED', 'NO_RESPONSE')) OR ("orders"."process" = 'contract' AND "orders"."state" IN ('CONTRACTED', 'HANDED_OVER', 'CANCELLED')) OR ("orders"."process" = 'saleOrder' AND "orders"."state" IN ('ORDERED', 'SHIPPING', 'DELIVERED', 'AWAITING_PICKUP', 'CONFIRMED', 'CANCELLED', 'RETURNED')));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_state_valid" CHECK ("orders"."payment_state" IN ('PENDING', 'PAID', 'PREPARING', 'SHIPPING', 'AWAITING_PICKUP', 'CONFIRMED', 'CANCELLED', 'RETURNED'));