ALTER TABLE "stores" ADD COLUMN "cuisine_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "stores_delivery_radius" ON "stores" USING btree ("delivery_radius_km");--> statement-breakpoint
-- The SQL twin of isPointInPolygon (apps/api/src/modules/geo/delivery-area.ts): ray casting over a
-- [lat, lng] polygon, edge by edge in the same order and with the same arithmetic, so that lists
-- (SQL) and checkout/dispatch (JS) agree. The first WHEN guards the division (SQL does not short-circuit AND).
CREATE OR REPLACE FUNCTION geo_polygon_contains(polygon jsonb, lat double precision, lng double precision)
RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(
    sum(
      CASE
        WHEN (a.y > lat) = (b.y > lat) THEN 0
        WHEN lng < (b.x - a.x) * (lat - a.y) / (b.y - a.y) + a.x THEN 1
        ELSE 0
      END
    ) % 2 = 1,
    false
  )
  FROM (
    SELECT (point->>0)::double precision AS y, (point->>1)::double precision AS x, position
    FROM jsonb_array_elements(polygon) WITH ORDINALITY AS element(point, position)
  ) AS a
  JOIN (
    SELECT (point->>0)::double precision AS y, (point->>1)::double precision AS x, position
    FROM jsonb_array_elements(polygon) WITH ORDINALITY AS element(point, position)
  ) AS b
    ON b.position = CASE WHEN a.position = 1 THEN jsonb_array_length(polygon) ELSE a.position - 1 END
  WHERE jsonb_typeof(polygon) = 'array'
$$;
--> statement-breakpoint
-- stores.cuisine_names: a covering copy of the store's active cuisine names, in order, so store
-- lists need no join. Statement-level triggers with transition tables: one UPDATE per statement,
-- however many links it touches.
CREATE OR REPLACE FUNCTION stores_refresh_cuisine_names(store_ids integer[])
RETURNS void
LANGUAGE sql
AS $$
  UPDATE stores SET cuisine_names = coalesce((
    SELECT array_agg(store_categories.name ORDER BY store_categories.sort_order, store_categories.id)
    FROM store_category_links
    JOIN store_categories ON store_categories.id = store_category_links.category_id
    WHERE store_category_links.store_id = stores.id AND store_categories.is_active
  ), '{}'::text[])
  WHERE stores.id = ANY(store_ids)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_category_links_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stores_refresh_cuisine_names(array(SELECT DISTINCT store_id FROM new_links));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_category_links_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stores_refresh_cuisine_names(array(SELECT DISTINCT store_id FROM old_links));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_category_links_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stores_refresh_cuisine_names(array(
    SELECT store_id FROM new_links UNION SELECT store_id FROM old_links));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION store_categories_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stores_refresh_cuisine_names(array(
    SELECT DISTINCT store_category_links.store_id FROM store_category_links
    WHERE store_category_links.category_id IN (SELECT id FROM new_categories)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER store_category_links_after_insert AFTER INSERT ON store_category_links
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION store_category_links_inserted();--> statement-breakpoint
CREATE TRIGGER store_category_links_after_delete AFTER DELETE ON store_category_links
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION store_category_links_deleted();--> statement-breakpoint
CREATE TRIGGER store_category_links_after_update AFTER UPDATE ON store_category_links
  REFERENCING NEW TABLE AS new_links OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION store_category_links_updated();--> statement-breakpoint
CREATE TRIGGER store_categories_after_update AFTER UPDATE ON store_categories
  REFERENCING NEW TABLE AS new_categories FOR EACH STATEMENT EXECUTE FUNCTION store_categories_updated();
