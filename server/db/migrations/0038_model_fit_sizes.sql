CREATE TABLE "model_fit_sizes" (
	"model_id" integer NOT NULL,
	"size" text NOT NULL,
	"min_height_cm" smallint NOT NULL,
	"max_height_cm" smallint NOT NULL,
	CONSTRAINT "model_fit_sizes_model_id_min_height_cm_pk" PRIMARY KEY("model_id","min_height_cm")
);
--> statement-breakpoint
ALTER TABLE "model_fit_sizes" ADD CONSTRAINT "model_fit_sizes_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;