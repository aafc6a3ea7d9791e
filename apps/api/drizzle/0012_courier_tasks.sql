CREATE TABLE "courier_tasks" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"task_type" text NOT NULL,
	"description" text NOT NULL,
	"weight_kg" double precision NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"payer" text NOT NULL,
	"pickup" jsonb NOT NULL,
	"drop" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"eta_minutes" integer NOT NULL,
	"pickup_pin" text,
	"track_token" text NOT NULL,
	"arrived_pickup_at" timestamp with time zone,
	"arrived_drop_at" timestamp with time zone,
	"proof_photo" text,
	CONSTRAINT "courier_tasks_payer" CHECK ("courier_tasks"."payer" in ('sender', 'recipient'))
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "courier_tasks" ADD CONSTRAINT "courier_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_tasks_track_token" ON "courier_tasks" USING btree ("track_token");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_kind" CHECK (("orders"."store_id" is null) = ("orders"."kind" = 'courier'));--> statement-breakpoint
-- Real-time: a rider reaching a stop (or leaving a photo) is announced on the order's changes
-- channel at commit, like a grocery line picked, so the sender's page shows "at pickup" at once.
CREATE OR REPLACE FUNCTION courier_task_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o record;
BEGIN
  SELECT id, unique_order_id, user_id, store_id, rider_id INTO o FROM orders WHERE id = NEW.order_id;
  PERFORM pg_notify('order_changes', json_build_object(
    'order_id', o.id,
    'unique_order_id', o.unique_order_id,
    'user_id', o.user_id,
    'store_id', o.store_id,
    'rider_id', o.rider_id,
    'what', TG_TABLE_NAME,
    'op', TG_OP,
    'row_id', NEW.order_id
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER courier_tasks_after_arrival AFTER UPDATE OF arrived_pickup_at, arrived_drop_at, proof_photo ON courier_tasks
  FOR EACH ROW EXECUTE FUNCTION courier_task_changes_notify();
