CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rider_id" integer,
	"store_id" integer,
	"amount_minor" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_payee" CHECK (("payouts"."kind" = 'store_payout' and "payouts"."store_id" is not null and "payouts"."rider_id" is null)
        or ("payouts"."kind" <> 'store_payout' and "payouts"."rider_id" is not null and "payouts"."store_id" is null))
);
--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "is_rtl" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_permissions" text[];--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "busy_extra_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "orders_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rider_profiles" ADD COLUMN "approval" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_rider" ON "payouts" USING btree ("rider_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_store" ON "payouts" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor" ON "audit_log" USING btree ("actor_user_id","created_at");--> statement-breakpoint
ALTER TABLE "rider_profiles" ADD CONSTRAINT "rider_profiles_approval" CHECK ("rider_profiles"."approval" in ('pending', 'approved', 'suspended'));