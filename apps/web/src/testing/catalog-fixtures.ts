import type { Item, PromoSlides, Store, StoreInfo } from '@app/shared/catalog/catalog.schemas';

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    slug: 'spice-route',
    name: 'Spice Route',
    description: 'Andhra meals and biryani',
    landmark: 'Indiranagar',
    address: '100 Feet Road',
    image: '/images/stores/spice-route.webp',
    banner_image: '',
    latitude: 12.97,
    longitude: 77.64,
    delivery_time: 32,
    distance: 2.4321,
    rating: 4.1,
    avgRating: '4.3',
    ratings_count: 120,
    price_range: 45000,
    min_order: 0,
    is_active: 1,
    is_accepted: 1,
    is_pureveg: 0,
    is_appview: 1,
    is_favorited: 0,
    delivery_type: 3,
    free_delivery_subtotal: null,
    custom_message_on_list: '',
    custom_message: '',
    custom_featured_name: '',
    cuisines: ['Biryani', 'Andhra'],
    delivers_here: true,
    coupons: [],
    is_open: true,
    opens_at_text: null,
    ...overrides,
  };
}

export function makeStoreInfo(overrides: Partial<StoreInfo> = {}): StoreInfo {
  return { ...makeStore(), opening_hours: [], prep_time: 15, ...overrides } as StoreInfo;
}

export function makeItem(overrides: Partial<Item> = {}): Item {
  return {
    id: 101,
    restaurant_id: 1,
    item_category_id: 11,
    name: 'Chicken Biryani',
    description: 'Slow-cooked dum biryani',
    image: '/images/items/biryani.webp',
    price: 24900,
    old_price: 29900,
    is_veg: 0,
    is_available: 1,
    is_recommended: 0,
    is_popular: 0,
    addon_groups: [],
    ...overrides,
  };
}

export const emptySlides: PromoSlides = {
  mainSlides: [],
  newArrivals: [],
  otherSlides: [],
  getItSlides: [],
  topPickupSlides: [],
};

export function ok(data: unknown) {
  return () => ({ body: { success: true, data } });
}
