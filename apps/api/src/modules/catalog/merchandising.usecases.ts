import type { Offer, PromoSlider, PromoSlides, Slide } from '@app/shared/catalog/catalog.schemas';
import { openFirst } from '@app/shared/catalog/open-first.models';
import type { Database } from '../../db/client';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { deliversTo, type GeoPoint } from '../../lib/geo/delivery-area';
import { createPageNotFoundError } from './catalog.errors';
import { DELIVERY_TYPES, listNearbyStores } from './catalog.repository';
import { flag, storeRank, toStore } from './catalog.usecases';
import {
  findPageBySlug,
  listModules,
  listOffers,
  listSliderSlides,
  type LinkedStoreColumns,
  type SliderKind,
  type SlideRow,
} from './merchandising.repository';

// ── Modules, sliders, offers, pages ──────────────────────────────────────────────────────────

function linkedStoreDelivers(row: LinkedStoreColumns, point: GeoPoint): boolean {
  if (row.store_latitude === null || row.store_longitude === null) return false;
  return deliversTo(
    {
      latitude: row.store_latitude,
      longitude: row.store_longitude,
      deliveryRadiusKm: row.store_delivery_radius_km ?? 0,
      zonePolygon: row.store_zone_polygon,
    },
    point,
  );
}

/**
 * SPEC §5: a slide of a store shows only when the store is accepted (and delivers to the point);
 * plain image slides (model '3') and slides without a store always show.
 */
function isSlideVisible(row: SlideRow, point: GeoPoint): boolean {
  if (row.model === '3' || row.store_id === null) return true;
  return Boolean(row.store_is_accepted) && linkedStoreDelivers(row, point);
}

function toSlide(row: SlideRow): Slide {
  const showsStore = row.model !== '3' && row.store_id !== null;
  return {
    url: row.url,
    data: {
      id: row.slide_id ?? 0,
      image: row.image ?? '',
      name: row.slide_name ?? '',
      model: row.model ?? '1',
      restaurant: showsStore
        ? { id: row.store_id ?? 0, slug: row.store_slug ?? '', name: row.store_name ?? '' }
        : null,
    },
  };
}

/** Sliders with their visible slides, in position order; sliders left without slides are dropped. */
async function loadSliders({
  db,
  point,
  kinds,
}: {
  db: Database;
  point: GeoPoint;
  kinds?: SliderKind[];
}) {
  const rows = await listSliderSlides({ db, kinds });
  const sliders: (PromoSlider & { kind: SliderKind })[] = [];
  const byId = new Map<number, (typeof sliders)[number]>();
  for (const row of rows) {
    let slider = byId.get(row.slider_id);
    if (!slider) {
      slider = {
        kind: row.kind,
        promo_slider: {
          id: row.slider_id,
          name: row.slider_name,
          size: row.size,
          position_id: row.position_id,
        },
        slides: [],
      };
      byId.set(row.slider_id, slider);
      sliders.push(slider);
    }
    if (row.slide_id !== null && isSlideVisible(row, point)) slider.slides.push(toSlide(row));
  }
  return sliders.filter((slider) => slider.slides.length > 0);
}

export async function getPromoSlides({
  db,
  point,
}: {
  db: Database;
  point: GeoPoint;
}): Promise<PromoSlides> {
  const groups: PromoSlides = {
    mainSlides: [],
    newArrivals: [],
    otherSlides: [],
    getItSlides: [],
    topPickupSlides: [],
  };
  for (const { kind, ...slider } of await loadSliders({ db, point })) groups[kind].push(slider);
  return groups;
}

/** The /food modules home: module tiles and the main promo sliders for the point. */
/** The module tile that leads to the grocery home; shown only where a grocery store delivers. */
export const GROCERY_MODULE_URL = '/grocery';

export async function getModulesHome({ db, point }: { db: Database; point: GeoPoint }) {
  const [modules, sliders, groceryNear] = await Promise.all([
    listModules({ db }),
    loadSliders({ db, point, kinds: ['mainSlides'] }),
    listNearbyStores({
      db,
      point,
      module: 'grocery',
      deliveryTypes: DELIVERY_TYPES.delivery,
      activeLimit: 1,
      inactiveLimit: 0,
    }),
  ]);
  return {
    modules: modules.filter((tile) => tile.url !== GROCERY_MODULE_URL || groceryNear.length > 0),
    feature_sliders: sliders.map(({ kind: _kind, ...slider }) => slider),
  };
}

export async function getOffers({
  db,
  point,
  now,
  userId = null,
  module = 'food',
}: {
  db: Database;
  point: GeoPoint;
  now: Date;
  /** A logged-in caller also sees user-only offers. */
  userId?: number | null;
  module?: 'food' | 'grocery';
}) {
  const [offerRows, storeRows] = await Promise.all([
    listOffers({ db, includeUserOnly: userId !== null, module }),
    listNearbyStores({
      db,
      point,
      deliveryTypes: DELIVERY_TYPES.any,
      withOffersOnly: true,
      userId,
      module,
    }),
  ]);
  const offers: Offer[] = offerRows
    .filter((row) => row.store_id === null || linkedStoreDelivers(row, point))
    .map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      image: row.image,
      coupon_code: row.coupon_code,
      restaurant:
        row.store_id === null
          ? null
          : {
              id: row.store_id,
              slug: row.store_slug ?? '',
              name: row.store_name ?? '',
              image: row.store_image ?? '',
              is_active: flag(Boolean(row.store_is_active)),
            },
    }));
  return {
    offers,
    restaurants: openFirst(
      storeRows.map((row) => toStore(row, { point, now }, { deliversHere: true })),
      storeRank,
    ),
  };
}

export async function getSinglePage({ db, slug }: { db: Database; slug: string }) {
  const page = await findPageBySlug({ db, slug });
  if (!page) throw createPageNotFoundError();
  // Stored sanitised; sanitised again on the way out (defence in depth).
  return { ...page, body: sanitizeHtml(page.body) };
}
