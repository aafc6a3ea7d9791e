import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { ContentTable } from '../../lib/content-table';
import { modules } from './catalog.table';
import { categorySlides, offers, pages, promoSliders, promoSlides } from './merchandising.table';

/** The catalog's content tables as the console edits them (issue 17). */
export const CATALOG_CONTENT_TABLES = {
  modules: {
    table: modules,
    id: modules.id,
    order: modules.sortOrder,
    columns: {
      title: modules.title,
      content: modules.content,
      image: modules.image,
      offers: modules.offers,
      is_active: modules.isActive,
      url: modules.url,
    },
  },
  'promo-slides': {
    table: promoSlides,
    id: promoSlides.id,
    order: promoSlides.sortOrder,
    columns: {
      slider_id: promoSlides.sliderId,
      name: promoSlides.name,
      image: promoSlides.image,
      url: promoSlides.url,
      store_id: promoSlides.storeId,
    },
  },
  'category-slides': {
    table: categorySlides,
    id: categorySlides.id,
    order: categorySlides.sortOrder,
    columns: {
      name: categorySlides.name,
      image: categorySlides.image,
      link: categorySlides.link,
      is_active: categorySlides.isActive,
    },
  },
  offers: {
    table: offers,
    id: offers.id,
    order: offers.sortOrder,
    columns: {
      title: offers.title,
      description: offers.description,
      image: offers.image,
      store_id: offers.storeId,
      coupon_code: offers.couponCode,
      is_user_only: offers.isUserOnly,
      is_active: offers.isActive,
    },
  },
  pages: {
    table: pages,
    id: pages.id,
    order: null,
    columns: { slug: pages.slug, name: pages.name, body: pages.body },
  },
} as const satisfies Record<string, ContentTable>;

export function listSliders({ db }: { db: Database }) {
  return db
    .select({ id: promoSliders.id, name: promoSliders.name, kind: promoSliders.kind })
    .from(promoSliders)
    .orderBy(asc(promoSliders.positionId), asc(promoSliders.id));
}
