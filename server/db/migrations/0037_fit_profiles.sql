CREATE TABLE "fit_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"height_cm" integer,
	"inseam_cm" integer,
	"weight_kg" integer,
	"ski_ability" text,
	"birth_year" integer,
	"boot_sole_mm" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fit_profiles_ski_ability" CHECK ("fit_profiles"."ski_ability" IS NULL OR "fit_profiles"."ski_ability" IN ('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT'))
);
--> statement-breakpoint
ALTER TABLE "fit_profiles" ADD CONSTRAINT "fit_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;