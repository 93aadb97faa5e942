CREATE TYPE "public"."alarm_kind" AS ENUM('LOWEST_PRICE', 'ORDER', 'REVIEW', 'NOTICE', 'POINT', 'ACCOUNT');--> statement-breakpoint
CREATE TYPE "public"."identity_purpose" AS ENUM('SIGNUP', 'FIND_ID');--> statement-breakpoint
CREATE TYPE "public"."identity_status" AS ENUM('PENDING', 'VERIFIED', 'FAILED', 'CONSUMED');--> statement-breakpoint
CREATE TYPE "public"."nick_type" AS ENUM('AUTO', 'CUSTOM');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_purpose" AS ENUM('VERIFY_EMAIL', 'RESET_PASSWORD');--> statement-breakpoint
CREATE TYPE "public"."point_reason" AS ENUM('REFERRAL_INVITER', 'REFERRAL_INVITEE', 'ORDER_USE', 'ORDER_REWARD', 'ADMIN', 'EXPIRE');--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"purpose" "identity_purpose" NOT NULL,
	"provider" text NOT NULL,
	"binding_hash" text NOT NULL,
	"status" "identity_status" DEFAULT 'PENDING' NOT NULL,
	"code_hash" text,
	"code_sent_at" timestamp with time zone,
	"send_count" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"carrier" text,
	"name" text,
	"phone" text,
	"birth_date" date,
	"person_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" "one_time_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer,
	"draft_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "signup_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"kind" "regist_key_type" NOT NULL,
	"service_version" text,
	"privacy_version" text,
	"marketing_version" text,
	"agreed_at" timestamp with time zone,
	"identity_verification_id" text,
	"social_provider_user_id" text,
	"social_email" text,
	"social_nickname" text,
	"friend_code" text,
	"email" text,
	"password_hash" text,
	"nickname" text,
	"email_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider" "regist_key_type" NOT NULL,
	"provider_user_id" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"category" "provision_category" NOT NULL,
	"version" text NOT NULL,
	"agreed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" "alarm_kind" NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link_url" text,
	"is_important" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"dedupe_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"old_price" integer NOT NULL,
	"new_price" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_seen" (
	"user_id" integer NOT NULL,
	"area" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_seen_user_id_area_pk" PRIMARY KEY("user_id","area")
);
--> statement-breakpoint
CREATE TABLE "point_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" "point_reason" NOT NULL,
	"description" text NOT NULL,
	"ref_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_transactions_balance_nonnegative" CHECK ("point_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"inviter_point" integer NOT NULL,
	"invitee_point" integer NOT NULL,
	"join_window_days" smallint DEFAULT 7 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"inviter_id" integer NOT NULL,
	"invitee_id" integer NOT NULL,
	"inviter_point" integer NOT NULL,
	"invitee_point" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nick_type" "nick_type" DEFAULT 'AUTO' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "person_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "item_bookmarks" ADD COLUMN "lowest_seen_price" integer;--> statement-breakpoint
ALTER TABLE "model_bookmarks" ADD COLUMN "lowest_seen_price" integer;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_draft_id_signup_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."signup_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_drafts" ADD CONSTRAINT "signup_drafts_identity_verification_id_identity_verifications_id_fk" FOREIGN KEY ("identity_verification_id") REFERENCES "public"."identity_verifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signup_drafts" ADD CONSTRAINT "signup_drafts_completed_user_id_users_id_fk" FOREIGN KEY ("completed_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_agreements" ADD CONSTRAINT "user_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_price_changes" ADD CONSTRAINT "item_price_changes_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_seen" ADD CONSTRAINT "member_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_transactions" ADD CONSTRAINT "point_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_program_id_referral_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."referral_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_verifications_created_idx" ON "identity_verifications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_pending_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_uq" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "one_time_tokens_draft_idx" ON "one_time_tokens" USING btree ("draft_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "signup_drafts_token_uq" ON "signup_drafts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_drafts_expires_idx" ON "signup_drafts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_uq" ON "social_accounts" USING btree ("provider","provider_user_id");--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_agreements_user_idx" ON "user_agreements" USING btree ("user_id","category","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_dedupe_uq" ON "alarms" USING btree ("user_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "alarms_user_idx" ON "alarms" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "alarms_unread_idx" ON "alarms" USING btree ("user_id","kind") WHERE "alarms"."read_at" IS NULL;--> statement-breakpoint
CREATE INDEX "item_price_changes_pending_idx" ON "item_price_changes" USING btree ("id") WHERE "item_price_changes"."processed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "item_price_changes_item_idx" ON "item_price_changes" USING btree ("item_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_transactions_ref_uq" ON "point_transactions" USING btree ("user_id","ref_key");--> statement-breakpoint
CREATE INDEX "point_transactions_user_idx" ON "point_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_programs_key_uq" ON "referral_programs" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_invitee_uq" ON "referrals" USING btree ("invitee_id");--> statement-breakpoint
CREATE INDEX "referrals_inviter_idx" ON "referrals" USING btree ("inviter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_person_uq" ON "users" USING btree ("person_hash") WHERE "users"."person_hash" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_uq" ON "users" USING btree ("referral_code");