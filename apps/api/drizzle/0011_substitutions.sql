DROP INDEX "refunds_order";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refund_wallet_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "purpose" text DEFAULT 'order' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_order_purpose" ON "refunds" USING btree ("order_id","purpose");--> statement-breakpoint
-- Real-time (ARCHITECTURE §7): a change to an order that is not a status change (a grocery line
-- picked or short, a substitute proposed, approved, declined or settled) is announced on its own
-- channel, at commit, so the customer's running order and the store's board refresh at once.
CREATE OR REPLACE FUNCTION order_changes_notify() RETURNS trigger LANGUAGE plpgsql AS $$
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
    'row_id', NEW.id
  )::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_substitutions_after_change AFTER INSERT OR UPDATE ON order_substitutions
  FOR EACH ROW EXECUTE FUNCTION order_changes_notify();--> statement-breakpoint
CREATE TRIGGER order_items_after_pick AFTER UPDATE OF pick_status, settled_at ON order_items
  FOR EACH ROW EXECUTE FUNCTION order_changes_notify();
