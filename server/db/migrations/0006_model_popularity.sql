CREATE TABLE "model_popularity" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_popularity" ADD CONSTRAINT "model_popularity_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;