CREATE TABLE "rider_locations" (
	"rider_id" integer PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"heading" real,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"is_online" boolean DEFAULT false NOT NULL,
	"max_orders" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rider_stores" (
	"rider_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "rider_stores_rider_id_store_id_pk" PRIMARY KEY("rider_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "rider_locations" ADD CONSTRAINT "rider_locations_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_profiles" ADD CONSTRAINT "rider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_stores" ADD CONSTRAINT "rider_stores_rider_id_users_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_stores" ADD CONSTRAINT "rider_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rider_stores_store" ON "rider_stores" USING btree ("store_id");--> statement-breakpoint
-- A rider's own orders (get-delivery-orders, get-completed-orders, accept's count of held orders).
-- Hand-added: orders.table.ts belongs to the orders module.
CREATE INDEX IF NOT EXISTS "orders_rider_status" ON "orders" USING btree ("rider_id", "status", "updated_at") WHERE "rider_id" IS NOT NULL;--> statement-breakpoint
-- Real-time fan-out (ARCHITECTURE §7): every order event and every rider position is announced on
-- a NOTIFY channel, delivered at commit and dropped on rollback, for the realtime module's LISTEN.
CREATE OR REPLACE FUNCTION order_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o record;
BEGIN
  SELECT unique_order_id, user_id, store_id, rider_id, status INTO o FROM orders WHERE id = NEW.order_id;
  PERFORM pg_notify('order_events', json_build_object(
    'order_id', NEW.order_id,
    'unique_order_id', o.unique_order_id,
    'user_id', o.user_id,
    'store_id', o.store_id,
    'rider_id', o.rider_id,
    'status', o.status,
    'from_status', NEW.from_status,
    'to_status', NEW.to_status,
    'actor', NEW.actor,
    'reason', NEW.reason,
    'at', NEW.at
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_events_after_insert AFTER INSERT ON order_events
  FOR EACH ROW EXECUTE FUNCTION order_events_notify();--> statement-breakpoint
CREATE OR REPLACE FUNCTION rider_locations_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rider_locations', json_build_object(
    'rider_id', NEW.rider_id,
    'latitude', NEW.latitude,
    'longitude', NEW.longitude,
    'heading', NEW.heading,
    'at', NEW.at
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER rider_locations_after_write AFTER INSERT OR UPDATE ON rider_locations
  FOR EACH ROW EXECUTE FUNCTION rider_locations_notify();
