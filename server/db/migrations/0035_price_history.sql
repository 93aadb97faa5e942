CREATE TABLE "model_price_history" (
	"model_id" integer NOT NULL,
	"day" date NOT NULL,
	"sale_lowest" integer,
	"rental_lowest" integer,
	CONSTRAINT "model_price_history_model_id_day_pk" PRIMARY KEY("model_id","day"),
	CONSTRAINT "model_price_history_not_negative" CHECK ("model_price_history"."sale_lowest" >= 0 AND "model_price_history"."rental_lowest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_history_snapshots" (
	"day" date PRIMARY KEY NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_bookmarks" ADD COLUMN "alarm_mode" text DEFAULT 'EVERY_DROP' NOT NULL;--> statement-breakpoint
ALTER TABLE "model_price_history" ADD CONSTRAINT "model_price_history_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_bookmarks" ADD CONSTRAINT "model_bookmarks_alarm_mode" CHECK ("model_bookmarks"."alarm_mode" IN ('EVERY_DROP', 'ALL_TIME_LOW'));