import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Polygon } from '../../lib/geo/delivery-area';
import { queryRows } from './catalog.repository';

export function listModules({ db }: { db: Database }) {
  return queryRows<{
    id: number;
    url: string;
    title: string;
    content: string;
    image: string;
    offers: string;
  }>(
    db,
    sql`select id, url, title, content, image, offers from modules
      where is_active order by sort_order, id`,
  );
}

export type SliderKind =
  'mainSlides' | 'newArrivals' | 'otherSlides' | 'getItSlides' | 'topPickupSlides';

/** The store of a slide or an offer, with what deliversTo needs. */
export interface LinkedStoreColumns {
  store_id: number | null;
  store_slug: string | null;
  store_name: string | null;
  store_image: string | null;
  store_is_active: boolean | null;
  store_is_accepted: boolean | null;
  store_latitude: number | null;
  store_longitude: number | null;
  store_delivery_radius_km: number | null;
  store_zone_polygon: Polygon | null;
}

const linkedStoreColumns = sql.raw(`stores.id as store_id, stores.slug as store_slug,
  stores.name as store_name, stores.image as store_image, stores.is_active as store_is_active,
  stores.is_accepted as store_is_accepted, stores.latitude as store_latitude,
  stores.longitude as store_longitude, stores.delivery_radius_km as store_delivery_radius_km,
  zones.polygon as store_zone_polygon`);

export interface SlideRow extends LinkedStoreColumns {
  slider_id: number;
  slider_name: string;
  kind: SliderKind;
  size: number;
  position_id: number;
  slide_id: number | null;
  slide_name: string | null;
  image: string | null;
  url: string | null;
  model: string | null;
}

/** Active sliders with their slides in order (a slider without slides gives one row). */
export function listSliderSlides({ db, kinds }: { db: Database; kinds?: SliderKind[] }) {
  const kindFilter = kinds?.length
    ? sql`and promo_sliders.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})`
    : sql``;
  return queryRows<SlideRow>(
    db,
    sql`select promo_sliders.id as slider_id, promo_sliders.name as slider_name,
        promo_sliders.kind, promo_sliders.size, promo_sliders.position_id,
        promo_slides.id as slide_id, promo_slides.name as slide_name, promo_slides.image,
        promo_slides.url, promo_slides.model, ${linkedStoreColumns}
      from promo_sliders
      left join promo_slides on promo_slides.slider_id = promo_sliders.id
      left join stores on stores.id = promo_slides.store_id
      left join zones on zones.id = stores.zone_id
      where promo_sliders.is_active ${kindFilter}
      order by promo_sliders.position_id, promo_sliders.id, promo_slides.sort_order, promo_slides.id`,
  );
}

export function listCategorySlides({ db }: { db: Database }) {
  return queryRows<{
    id: number;
    name: string;
    image: string;
    link: string;
    categories_ids: number[];
  }>(
    db,
    sql`select id, name, image, link, categories_ids from category_slides
      where is_active order by sort_order, id`,
  );
}

export interface OfferRow extends LinkedStoreColumns {
  id: number;
  title: string;
  description: string;
  image: string;
  coupon_code: string | null;
}

/** Active offers; user-only offers only when asked; never offers of stores not accepted. */
export function listOffers({
  db,
  includeUserOnly,
  module = 'food',
}: {
  db: Database;
  includeUserOnly: boolean;
  /** Platform-wide offers (no store) belong to food; a store's offers to its module. */
  module?: 'food' | 'grocery';
}) {
  return queryRows<OfferRow>(
    db,
    sql`select offers.id, offers.title, offers.description, offers.image, offers.coupon_code,
        ${linkedStoreColumns}
      from offers
      left join stores on stores.id = offers.store_id
      left join zones on zones.id = stores.zone_id
      where offers.is_active
        and (offers.store_id is null or stores.is_accepted)
        and (case when offers.store_id is null then ${module} = 'food' else stores.module = ${module} end)
        ${includeUserOnly ? sql`` : sql`and not offers.is_user_only`}
      order by offers.sort_order, offers.id`,
  );
}

export function listPages({ db }: { db: Database }) {
  return queryRows<{ id: number; slug: string; name: string }>(
    db,
    sql`select id, slug, name from pages order by id`,
  );
}

export async function findPageBySlug({ db, slug }: { db: Database; slug: string }) {
  const [row] = await queryRows<{ id: number; slug: string; name: string; body: string }>(
    db,
    sql`select id, slug, name, body from pages where slug = ${slug}`,
  );
  return row ?? null;
}
