CREATE TABLE "grocery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_substitutions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" smallint NOT NULL,
	"price_minor" bigint NOT NULL,
	"line_total_minor" bigint NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"decided_by" text,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "order_substitutions_status" CHECK ("order_substitutions"."status" in ('proposed', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_adds_up";--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "grocery_category_id" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "pack_quantity" real;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "pack_unit" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "stock_count" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "max_per_order" smallint;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "module" text DEFAULT 'food' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitution_preference" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_item_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pick_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "small_cart_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "grocery_categories" ADD CONSTRAINT "grocery_categories_parent_id_grocery_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."grocery_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_substitutions" ADD CONSTRAINT "order_substitutions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_categories_parent" ON "grocery_categories" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE INDEX "order_substitutions_order" ON "order_substitutions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_substitutions_open" ON "order_substitutions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_substitutions_one_per_line" ON "order_substitutions" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_grocery_category_id_grocery_categories_id_fk" FOREIGN KEY ("grocery_category_id") REFERENCES "public"."grocery_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "items_grocery_category" ON "items" USING btree ("grocery_category_id");--> statement-breakpoint
CREATE INDEX "stores_module" ON "stores" USING btree ("module");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_stock_not_negative" CHECK ("items"."stock_count" >= 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_max_per_order_positive" CHECK ("items"."max_per_order" > 0);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_pack_unit" CHECK ("items"."pack_unit" in ('g', 'kg', 'ml', 'l', 'pcs'));--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_module" CHECK ("stores"."module" in ('food', 'grocery'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitution_preference" CHECK ("order_items"."substitution_preference" in ('similar', 'specific', 'remove'));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_pick_status" CHECK ("order_items"."pick_status" in ('picked', 'short'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_adds_up" CHECK ("orders"."total_minor" = "orders"."subtotal_minor" - "orders"."coupon_discount_minor" + "orders"."store_charge_minor" + "orders"."small_cart_fee_minor" + "orders"."delivery_fee_minor" + "orders"."tax_minor" + "orders"."tip_minor"
        and "orders"."payable_minor" = "orders"."total_minor" - "orders"."wallet_used_minor"
        and "orders"."total_minor" >= 0 and "orders"."payable_minor" >= 0 and "orders"."wallet_used_minor" >= 0);