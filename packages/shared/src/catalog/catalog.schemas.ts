import { z } from 'zod';
import {
  authenticatedRequestSchema,
  idParamSchema,
  idSchema,
  latitudeSchema,
  longitudeSchema,
  successSchema,
} from '../common/api.schemas';

/**
 * The catalogue contract (SPEC §3 and §7). Money is integer minor units (paise); flags the spec
 * gives as 0/1 stay 0/1 so clients written against the spec keep working.
 */
const flag = z.union([z.literal(0), z.literal(1)]);

export const positionSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema });
export type Position = z.infer<typeof positionSchema>;

/** Optional auth on public calls: a token in the body (SPEC §6) or an Authorization header. */
const optionalTokenSchema = authenticatedRequestSchema;
/**
 * Calls that need a logged-in customer: the token in the body as the spec's client sends it, or an
 * `Authorization: Bearer` header (ARCHITECTURE §4), so the field itself is optional; without either
 * the server answers 401 auth.unauthenticated.
 */
const requiredTokenSchema = optionalTokenSchema;

// ── Stores ───────────────────────────────────────────────────────────────────────────────────

export const openingStatusSchema = z.object({
  /** Open now, in the platform time zone. */
  is_open: z.boolean(),
  /** When closed: the next opening, e.g. "Opens at 11:00" or "Opens tomorrow at 09:00"; else null. */
  opens_at_text: z.string().nullable(),
});

export const storeSchema = openingStatusSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  landmark: z.string(),
  address: z.string(),
  image: z.string(),
  banner_image: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Minutes. */
  delivery_time: z.number().int(),
  /** Kilometres from the requested point, unrounded; null when no point was given. */
  distance: z.number().nullable(),
  /** The operator's base rating. */
  rating: z.number(),
  /** Average of customer ratings to one decimal as a string; '0' when there are none (SPEC §3). */
  avgRating: z.string(),
  ratings_count: z.number().int(),
  /** Price for two, minor units. */
  price_range: z.number().int(),
  min_order: z.number().int(),
  is_active: flag,
  is_accepted: flag,
  is_pureveg: flag,
  is_appview: flag,
  is_favorited: flag,
  /** 1 delivery, 2 self-pickup, 3 both. */
  delivery_type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Minor units; null when delivery is never free. */
  free_delivery_subtotal: z.number().int().nullable(),
  custom_message_on_list: z.string(),
  /** Sanitised HTML. */
  custom_message: z.string(),
  custom_featured_name: z.string(),
  /** Cuisine names. */
  cuisines: z.array(z.string()),
  /** Whether the store delivers to the requested point (radius, then zone). */
  delivers_here: z.boolean(),
  /** Coupons arrive with the checkout issue; empty until then. */
  coupons: z.array(z.unknown()),
});
export type Store = z.infer<typeof storeSchema>;

/**
 * Optional paging of store lists: without `page` the whole list comes at once (up to 100 active and
 * 20 inactive stores); with it, `per_page` stores (default 20) of that page.
 */
export const storeListPageSchema = z.object({
  page: z.number().int().min(1).max(1000).optional(),
  per_page: z.number().int().min(1).max(100).optional(),
});
export const STORE_LIST_DEFAULT_PER_PAGE = 20;

export const storeListRequestSchema = positionSchema.extend(storeListPageSchema.shape);
export const loginStoreListRequestSchema = storeListRequestSchema.extend(requiredTokenSchema.shape);
export const filteredStoreListRequestSchema = storeListRequestSchema.extend({
  category_ids: z.array(idSchema).min(1).max(50),
});
/**
 * Delivery lists: active stores that deliver here first by distance, then inactive ones greyed.
 * `total` counts the whole list; `has_more` says whether a later page exists.
 */
export const storeListResponseSchema = successSchema(z.array(storeSchema)).extend({
  total: z.number().int(),
  has_more: z.boolean(),
});

export const storeCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export type StoreCategory = z.infer<typeof storeCategorySchema>;
export const getAllStoreCategoriesResponseSchema = successSchema(z.array(storeCategorySchema));

// ── Modules and sliders ──────────────────────────────────────────────────────────────────────

export const moduleTileSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  title: z.string(),
  content: z.string(),
  image: z.string(),
  offers: z.string(),
});
export type ModuleTile = z.infer<typeof moduleTileSchema>;

export const slideSchema = z.object({
  /** Internal link when set. */
  url: z.string().nullable(),
  data: z.object({
    id: z.number().int(),
    image: z.string(),
    name: z.string(),
    /** '3' is a plain image link. */
    model: z.string(),
    restaurant: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  }),
});
export type Slide = z.infer<typeof slideSchema>;

export const promoSliderSchema = z.object({
  promo_slider: z.object({
    id: z.number().int(),
    name: z.string(),
    size: z.number().int(),
    position_id: z.number().int(),
  }),
  slides: z.array(slideSchema),
});
export type PromoSlider = z.infer<typeof promoSliderSchema>;

export const getModulesRequestSchema = positionSchema;
export const getModulesResponseSchema = successSchema(
  z.object({ modules: z.array(moduleTileSchema), feature_sliders: z.array(promoSliderSchema) }),
);

/** Only slides of accepted stores that deliver to the point (plain image links always). */
export const promoSlidesSchema = z.object({
  mainSlides: z.array(promoSliderSchema),
  newArrivals: z.array(promoSliderSchema),
  otherSlides: z.array(promoSliderSchema),
  getItSlides: z.array(promoSliderSchema),
  topPickupSlides: z.array(promoSliderSchema),
});
export type PromoSlides = z.infer<typeof promoSlidesSchema>;
export const promoSliderRequestSchema = positionSchema;
export const promoSliderResponseSchema = successSchema(promoSlidesSchema);

export const categorySlideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  link: z.string(),
  categories_ids: z.array(z.number().int()),
});
export type CategorySlide = z.infer<typeof categorySlideSchema>;
/** The spec's client sends its position; the slides do not depend on it (yet). */
export const getCategorySlidesRequestSchema = positionSchema.partial().nullish();
export const getCategorySlidesResponseSchema = successSchema(z.array(categorySlideSchema));

// ── Store info ───────────────────────────────────────────────────────────────────────────────

export const openingHoursRowSchema = z.object({
  /** ISO weekday, 1 = Monday. */
  day: z.number().int().min(1).max(7),
  ranges: z.array(z.tuple([z.string(), z.string()])),
});

export const storeInfoSchema = storeSchema.extend({
  opening_hours: z.array(openingHoursRowSchema),
  prep_time: z.number().int(),
});
export type StoreInfo = z.infer<typeof storeInfoSchema>;
export const storeInfoResponseSchema = successSchema(storeInfoSchema);

/** get-restaurant-info: 400 catalog.store_unavailable when the id names no live store (client sets force_reload). */
export const getStoreInfoRequestSchema = positionSchema.partial().extend({ id: idSchema });
/** get-restaurant-info/{slug} and get-restaurant-info-by-id/{id}: optional position in the body. */
export const storeInfoBodySchema = positionSchema
  .partial()
  .extend(optionalTokenSchema.shape)
  .nullish();
export const storeSlugParamsSchema = z.object({ slug: z.string().min(1).max(120) });
export const storeIdParamsSchema = z.object({ id: idParamSchema });
export const storeInfoWithFavoriteRequestSchema = positionSchema
  .partial()
  .extend(requiredTokenSchema.shape);

export const operationalStatusSchema = openingStatusSchema.extend({
  /** Open, active, accepted and delivering to the point: an order can be placed now. */
  is_operational: z.boolean(),
  delivers_here: z.boolean(),
  /** Why not, when not: 'closed' | 'inactive' | 'out_of_area'. */
  reason: z.enum(['closed', 'inactive', 'out_of_area']).nullable(),
});
export const getStoreInfoAndStatusRequestSchema = positionSchema.extend({ id: idSchema });
export const checkOperationRequestSchema = positionSchema.extend({ restaurant_id: idSchema });
export const checkOperationResponseSchema = successSchema(operationalStatusSchema);
export const storeInfoAndStatusResponseSchema = successSchema(
  storeInfoSchema.extend({ operational: operationalStatusSchema }),
);

// ── Items ────────────────────────────────────────────────────────────────────────────────────

export const addonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
});
export const addonGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  addons: z.array(addonSchema),
});
export type AddonGroup = z.infer<typeof addonGroupSchema>;

export const itemSchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  item_category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** Minor units. */
  price: z.number().int(),
  old_price: z.number().int().nullable(),
  is_veg: flag,
  is_available: flag,
  is_recommended: flag,
  is_popular: flag,
  addon_groups: z.array(addonGroupSchema),
});
export type Item = z.infer<typeof itemSchema>;

export const itemCategoryWithItemsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `meat`: a meat category, also answered by get-meat-categories (decision 015). */
  kind: z.enum(['menu', 'meat']),
  items: z.array(itemSchema),
});
export const getStoreItemsRequestSchema = z.object({ categoryId: idSchema.optional() }).nullish();
export const getStoreItemsResponseSchema = successSchema(
  z.object({ recommended: z.array(itemSchema), categories: z.array(itemCategoryWithItemsSchema) }),
);

/** Items of one menu section of a store (SPEC: category items by slug and categoryId). */
export const getCategoryItemsRequestSchema = z.object({
  slug: z.string().min(1).max(120),
  categoryId: idSchema,
});
export const getCategoryItemsResponseSchema = successSchema(itemCategoryWithItemsSchema);

export const storeSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  is_active: flag,
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;
export const getSingleItemRequestSchema = z.object({ id: idSchema });
export const getSingleItemResponseSchema = successSchema(
  itemSchema.extend({ restaurant: storeSummarySchema }),
);

// ── Search ───────────────────────────────────────────────────────────────────────────────────

export const searchRequestSchema = positionSchema.extend({ q: z.string().trim().min(1).max(100) });
/** Stores and items near the point, best match first; typos tolerated (pg_trgm). */
export const searchResponseSchema = successSchema(
  z.object({
    restaurants: z.array(storeSchema),
    items: z.array(itemSchema.extend({ restaurant: storeSummarySchema })),
  }),
);

// ── Offers, pages, reviews, favorites ───────────────────────────────────────────────────────

export const offerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  coupon_code: z.string().nullable(),
  restaurant: storeSummarySchema.nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
/** `module`: whose offers (default food; grocery's are those of grocery stores delivering here). */
const offersModuleSchema = z.object({ module: z.enum(['food', 'grocery']).default('food') });
export const getOffersRequestSchema = positionSchema.extend(offersModuleSchema.shape);
export const getUserOffersRequestSchema = positionSchema
  .extend(requiredTokenSchema.shape)
  .extend(offersModuleSchema.shape);
/** Offers, and the stores near the point with an offer (free delivery above a subtotal, or a featured name). */
export const getOffersResponseSchema = successSchema(
  z.object({ offers: z.array(offerSchema), restaurants: z.array(storeSchema) }),
);

export const pageSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export const getPagesResponseSchema = successSchema(z.array(pageSummarySchema));
export const getSinglePageRequestSchema = z.object({ slug: z.string().min(1).max(120) });
/** `body` is sanitised HTML. */
export const getSinglePageResponseSchema = successSchema(
  pageSummarySchema.extend({ body: z.string() }),
);

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  review: z.string(),
  /** First name and initial only. */
  user_name: z.string(),
  created_at: z.string(),
});
export const getStoreReviewsRequestSchema = z.object({
  slug: z.string().min(1).max(120),
  page: z.number().int().min(1).max(1000).optional(),
});
export const getStoreReviewsResponseSchema = successSchema(
  z.object({
    restaurant: storeSummarySchema,
    avgRating: z.string(),
    ratings_count: z.number().int(),
    /** Count of ratings per star, index 0 = 1 star. */
    distribution: z.array(z.number().int()).length(5),
    reviews: z.array(reviewSchema),
    has_more: z.boolean(),
  }),
);

export const toggleFavoriteRequestSchema = requiredTokenSchema.extend({ id: idSchema });
export const toggleFavoriteResponseSchema = successSchema(
  z.object({ id: z.number().int(), is_favorited: flag }),
);
export const getFavoriteStoresRequestSchema = requiredTokenSchema.extend(
  positionSchema.partial().shape,
);
export const getFavoriteStoresResponseSchema = successSchema(z.array(storeSchema));
