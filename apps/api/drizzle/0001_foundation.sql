CREATE TYPE "public"."user_role" AS ENUM('customer', 'rider', 'store_owner', 'agent', 'admin');--> statement-breakpoint
CREATE TABLE "app_versions" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"force_new_settings_version" text DEFAULT '1' NOT NULL,
	"force_cache_clear_version" text DEFAULT '1' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"language_name" text NOT NULL,
	"code" text NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"language_id" integer NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "translations_language_id_key_pk" PRIMARY KEY("language_id","key")
);
--> statement-breakpoint
CREATE TABLE "popular_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"formatted_address" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"password_hash" text,
	"avatar" text,
	"tax_number" text,
	"role" "user_role" DEFAULT 'customer' NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"wallet_balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "translations" ADD CONSTRAINT "translations_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "languages_code_unique" ON "languages" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "languages_single_default" ON "languages" USING btree ("is_default") WHERE "languages"."is_default" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone");