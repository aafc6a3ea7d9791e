import type { OpeningHours } from '../modules/catalog/catalog.table';

/** A store and its menu as seeds describe them (seed-catalog.ts inserts them). */
export interface ItemSeed {
  name: string;
  description?: string;
  image?: string;
  priceMinor: number;
  oldPriceMinor?: number | null;
  isVeg?: boolean;
  isAvailable?: boolean;
  isRecommended?: boolean;
  isPopular?: boolean;
  // Grocery items: the sub-category by name, and the shelf fields of `items`.
  groceryCategory?: string;
  brand?: string;
  packQuantity?: number;
  packUnit?: 'g' | 'kg' | 'ml' | 'l' | 'pcs';
  stockCount?: number | null;
  maxPerOrder?: number | null;
  addonGroups?: {
    name: string;
    min: number;
    max: number;
    addons: { name: string; priceMinor: number }[];
  }[];
}

export interface StoreSeed {
  /** Default `food`. */
  module?: 'food' | 'grocery';
  slug: string;
  name: string;
  description?: string;
  landmark?: string;
  address?: string;
  phone?: string | null;
  image?: string;
  bannerImage?: string;
  latitude: number;
  longitude: number;
  deliveryRadiusKm?: number;
  /** Name of a zone in `zones`. */
  zone?: string;
  deliveryType?: 1 | 2 | 3;
  isActive?: boolean;
  isAccepted?: boolean;
  isPureVeg?: boolean;
  isAppview?: boolean;
  deliveryTimeMinutes?: number;
  prepMinutes?: number;
  priceRangeMinor?: number;
  minOrderMinor?: number;
  freeDeliverySubtotalMinor?: number | null;
  storeChargeMinor?: number;
  deliveryChargeType?: 'FIXED' | 'DYNAMIC';
  deliveryChargeMinor?: number;
  baseDeliveryChargeMinor?: number;
  baseDeliveryDistanceKm?: number;
  extraDeliveryChargePerKmMinor?: number;
  taxBps?: number;
  autoAcceptOrders?: boolean;
  commissionBps?: number;
  rating?: number;
  customMessageOnList?: string;
  customMessage?: string;
  customFeaturedName?: string;
  /** null or absent: always open. */
  openingHours?: OpeningHours | null;
  /** Names from `storeCategories`. */
  cuisines?: string[];
  /** `kind: 'meat'` makes the section a meat category (decision 015). */
  menu?: { name: string; kind?: 'menu' | 'meat'; items: ItemSeed[] }[];
  ratings?: { userEmail?: string; rating: number; review?: string; createdAt?: string }[];
  ownerEmail?: string;
}
