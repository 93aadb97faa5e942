ALTER TYPE "public"."alarm_kind" ADD VALUE 'INQUIRY';--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"order_id" integer,
	"title" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"waiting_since" timestamp with time zone,
	"last_reply_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_type_ck" CHECK ("inquiries"."type" IN ('RENTAL', 'PURCHASE', 'PAYMENT', 'ACCOUNT')),
	CONSTRAINT "inquiries_status_ck" CHECK ("inquiries"."status" IN ('OPEN', 'ANSWERED', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "inquiry_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"image_id" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "inquiry_images_sort_range" CHECK ("inquiry_images"."sort_order" BETWEEN 0 AND 4)
);
--> statement-breakpoint
CREATE TABLE "inquiry_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_replies_side_ck" CHECK ("inquiry_replies"."side" IN ('MEMBER', 'OPERATOR'))
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_event_ck";--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_group_ck";--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_images" ADD CONSTRAINT "inquiry_images_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_images" ADD CONSTRAINT "inquiry_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_replies" ADD CONSTRAINT "inquiry_replies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inquiries_queue_idx" ON "inquiries" USING btree ("status","waiting_since");--> statement-breakpoint
CREATE INDEX "inquiry_images_inquiry_idx" ON "inquiry_images" USING btree ("inquiry_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_images_image_uq" ON "inquiry_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "inquiry_replies_inquiry_idx" ON "inquiry_replies" USING btree ("inquiry_id","id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_event_ck" CHECK ("notification_outbox"."event" IN ('reservationRequested', 'reservationExpiring', 'sellerOrderChanged', 'reservationAccepted', 'reservationRefused', 'paymentDone', 'shipped', 'readyForPickup', 'returnDueTomorrow', 'orderChanged', 'messageReceived', 'inquiryAnswered', 'reviewReplied', 'priceDrop', 'availability'));--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_group_ck" CHECK ("notification_preferences"."event_group" IN ('order', 'sellerOrder', 'message', 'inquiry', 'review', 'interest'));