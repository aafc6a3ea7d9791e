import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../modules/accounts/accounts.table';
import {
  addonGroups,
  addons,
  itemCategories,
  items,
  modules,
  storeCategories,
  storeCategoryLinks,
  storeOwners,
  stores,
  zones,
} from '../modules/catalog/catalog.table';
import {
  categorySlides,
  offers,
  pages,
  promoSlides,
  promoSliders,
} from '../modules/catalog/merchandising.table';
import { ratings } from '../modules/reviews/reviews.table';
import { favorites } from '../modules/favorites/favorites.table';
import { sanitizeHtml } from '../lib/sanitize-html';
import { coupons } from '../modules/coupons/coupons.table';
import { creditWallet } from '../modules/wallet/wallet.repository';
import { riderStores } from '../modules/delivery/delivery.table';
import { platformDate } from '@app/shared/coupons/coupons.models';
import { seedGroceryCategories, type GroceryCategorySeed } from './seed-grocery-categories';
import type { ItemSeed, StoreSeed } from './store-seed.types';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type { ItemSeed, StoreSeed };

export interface CatalogSeed {
  groceryCategories?: GroceryCategorySeed[];
  modules?: { title: string; content?: string; image?: string; offers?: string; url: string }[];
  zones?: { name: string; polygon: [number, number][] }[];
  storeCategories?: { name: string; image?: string }[];
  stores?: StoreSeed[];
  promoSliders?: {
    name: string;
    kind: 'mainSlides' | 'newArrivals' | 'otherSlides' | 'getItSlides' | 'topPickupSlides';
    size?: number;
    positionId?: number;
    slides: {
      name?: string;
      image: string;
      url?: string | null;
      model?: string;
      storeSlug?: string;
    }[];
  }[];
  categorySlides?: { name: string; image: string; link?: string; categoryNames: string[] }[];
  offers?: {
    title: string;
    description?: string;
    image?: string;
    storeSlug?: string;
    couponCode?: string;
    isUserOnly?: boolean;
  }[];
  pages?: { slug: string; name: string; body: string }[];
  favorites?: { userEmail: string; storeSlug: string }[];
  coupons?: {
    code: string;
    name?: string;
    description?: string;
    discountType: 'PERCENTAGE' | 'AMOUNT';
    discount: number;
    maxDiscountMinor?: number | null;
    minSubtotalMinor?: number;
    /** Days from the seeding day to the last valid day (negative: already expired). */
    expiresInDays: number;
    maxCount: number;
    maxCountPerUser?: number | null;
    isActive?: boolean;
    storeSlug?: string;
    firstOrderOnly?: boolean;
  }[];
  /** Opening wallet credits, written through the ledger. */
  walletCredits?: { userEmail: string; amountMinor: number; description: string }[];
  /** The stores each rider delivers for (rider_stores). */
  riderStores?: { riderEmail: string; storeSlug: string }[];
}

async function userIdsByEmail(tx: Transaction, emails: string[]) {
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (!unique.length) return new Map<string, number>();
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, unique));
  return new Map(rows.map((row) => [row.email?.toLowerCase() ?? '', row.id]));
}

function must<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return value;
}

/** Inserts a catalogue described by plain objects; names and slugs link the rows together. */
export async function seedCatalog(tx: Transaction, seed: CatalogSeed): Promise<void> {
  if (seed.modules?.length) {
    await tx
      .insert(modules)
      .values(seed.modules.map((module, index) => ({ ...module, sortOrder: index })));
  }
  const zoneIds = new Map<string, number>();
  for (const zone of seed.zones ?? []) {
    const [row] = await tx.insert(zones).values(zone).returning({ id: zones.id });
    if (row) zoneIds.set(zone.name, row.id);
  }
  const categoryIds = new Map<string, number>();
  if (seed.storeCategories?.length) {
    const rows = await tx
      .insert(storeCategories)
      .values(seed.storeCategories.map((category, index) => ({ ...category, sortOrder: index })))
      .returning({ id: storeCategories.id, name: storeCategories.name });
    for (const row of rows) categoryIds.set(row.name, row.id);
  }

  const emails = [
    ...(seed.stores ?? []).flatMap((store) => [
      ...(store.ownerEmail ? [store.ownerEmail] : []),
      ...(store.ratings ?? []).flatMap((rating) => (rating.userEmail ? [rating.userEmail] : [])),
    ]),
    ...(seed.favorites ?? []).map((favorite) => favorite.userEmail),
    ...(seed.walletCredits ?? []).map((credit) => credit.userEmail),
    ...(seed.riderStores ?? []).map((link) => link.riderEmail),
  ];
  const userIds = await userIdsByEmail(tx, emails);

  const groceryIds = await seedGroceryCategories(tx, seed.groceryCategories);
  const storeIds = new Map<string, number>();
  for (const [index, store] of (seed.stores ?? []).entries()) {
    const {
      cuisines = [],
      menu = [],
      ratings: storeRatings = [],
      ownerEmail,
      zone,
      ...columns
    } = store;
    const [row] = await tx
      .insert(stores)
      .values({
        ...columns,
        customMessage: sanitizeHtml(columns.customMessage ?? ''),
        zoneId: zone ? must(zoneIds, zone, 'zone') : null,
        sortOrder: index,
      })
      .returning({ id: stores.id });
    if (!row) continue;
    storeIds.set(store.slug, row.id);
    if (cuisines.length) {
      await tx.insert(storeCategoryLinks).values(
        cuisines.map((name) => ({
          storeId: row.id,
          categoryId: must(categoryIds, name, 'store category'),
        })),
      );
    }
    if (ownerEmail) {
      await tx
        .insert(storeOwners)
        .values({ storeId: row.id, userId: must(userIds, ownerEmail.toLowerCase(), 'user') });
    }
    await seedMenu(tx, row.id, menu, groceryIds);
    if (storeRatings.length) {
      await tx.insert(ratings).values(
        storeRatings.map((rating) => ({
          storeId: row.id,
          userId: rating.userEmail ? must(userIds, rating.userEmail.toLowerCase(), 'user') : null,
          storeRating: rating.rating,
          review: rating.review ?? '',
          ...(rating.createdAt ? { createdAt: new Date(rating.createdAt) } : {}),
        })),
      );
      const sum = storeRatings.reduce((total, rating) => total + rating.rating, 0);
      await tx
        .update(stores)
        .set({
          avgRating: Math.round((sum / storeRatings.length) * 10) / 10,
          ratingsCount: storeRatings.length,
        })
        .where(eq(stores.id, row.id));
    }
  }

  for (const [index, slider] of (seed.promoSliders ?? []).entries()) {
    const [row] = await tx
      .insert(promoSliders)
      .values({
        name: slider.name,
        kind: slider.kind,
        size: slider.size ?? 1,
        positionId: slider.positionId ?? index,
      })
      .returning({ id: promoSliders.id });
    if (!row || !slider.slides.length) continue;
    await tx.insert(promoSlides).values(
      slider.slides.map((slide, slideIndex) => ({
        sliderId: row.id,
        name: slide.name ?? '',
        image: slide.image,
        url: slide.url ?? null,
        model: slide.model ?? '1',
        storeId: slide.storeSlug ? must(storeIds, slide.storeSlug, 'store') : null,
        sortOrder: slideIndex,
      })),
    );
  }
  if (seed.categorySlides?.length) {
    await tx.insert(categorySlides).values(
      seed.categorySlides.map((slide, index) => ({
        name: slide.name,
        image: slide.image,
        link: slide.link ?? '',
        categoriesIds: slide.categoryNames.map((name) => must(categoryIds, name, 'store category')),
        sortOrder: index,
      })),
    );
  }
  if (seed.offers?.length) {
    await tx.insert(offers).values(
      seed.offers.map(({ storeSlug, ...offer }, index) => ({
        ...offer,
        storeId: storeSlug ? must(storeIds, storeSlug, 'store') : null,
        sortOrder: index,
      })),
    );
  }
  if (seed.pages?.length) {
    await tx
      .insert(pages)
      .values(seed.pages.map((page) => ({ ...page, body: sanitizeHtml(page.body) })));
  }
  if (seed.favorites?.length) {
    await tx.insert(favorites).values(
      seed.favorites.map((favorite) => ({
        userId: must(userIds, favorite.userEmail.toLowerCase(), 'user'),
        storeId: must(storeIds, favorite.storeSlug, 'store'),
      })),
    );
  }
  if (seed.coupons?.length) {
    const today = platformDate(new Date());
    await tx.insert(coupons).values(
      seed.coupons.map(({ storeSlug, expiresInDays, ...coupon }) => ({
        ...coupon,
        code: coupon.code.toUpperCase(),
        expiryDate: addDaysToDate(today, expiresInDays),
        storeId: storeSlug ? must(storeIds, storeSlug, 'store') : null,
      })),
    );
  }
  if (seed.riderStores?.length) {
    await tx.insert(riderStores).values(
      seed.riderStores.map((link) => ({
        riderId: must(userIds, link.riderEmail.toLowerCase(), 'user'),
        storeId: must(storeIds, link.storeSlug, 'store'),
      })),
    );
  }
  for (const credit of seed.walletCredits ?? []) {
    await creditWallet(tx, {
      userId: must(userIds, credit.userEmail.toLowerCase(), 'user'),
      amountMinor: credit.amountMinor,
      description: credit.description,
      orderId: null,
    });
  }
}

/** 'YYYY-MM-DD' plus whole days. */
function addDaysToDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function seedMenu(
  tx: Transaction,
  storeId: number,
  menu: NonNullable<StoreSeed['menu']>,
  groceryIds: Map<string, number>,
) {
  for (const [categoryIndex, category] of menu.entries()) {
    const [categoryRow] = await tx
      .insert(itemCategories)
      .values({
        storeId,
        name: category.name,
        kind: category.kind ?? 'menu',
        sortOrder: categoryIndex,
      })
      .returning({ id: itemCategories.id });
    if (!categoryRow || !category.items.length) continue;
    const itemRows = await tx
      .insert(items)
      .values(
        category.items.map(({ addonGroups: _groups, groceryCategory, ...item }, itemIndex) => ({
          ...item,
          groceryCategoryId: groceryCategory
            ? must(groceryIds, groceryCategory, 'grocery category')
            : null,
          storeId,
          categoryId: categoryRow.id,
          sortOrder: itemIndex,
        })),
      )
      .returning({ id: items.id });
    for (const [itemIndex, item] of category.items.entries()) {
      const itemRow = itemRows[itemIndex];
      if (!itemRow) continue;
      for (const [groupIndex, group] of (item.addonGroups ?? []).entries()) {
        const [groupRow] = await tx
          .insert(addonGroups)
          .values({
            itemId: itemRow.id,
            name: group.name,
            minChoices: group.min,
            maxChoices: group.max,
            sortOrder: groupIndex,
          })
          .returning({ id: addonGroups.id });
        if (!groupRow || !group.addons.length) continue;
        await tx.insert(addons).values(
          group.addons.map((addon, addonIndex) => ({
            ...addon,
            groupId: groupRow.id,
            sortOrder: addonIndex,
          })),
        );
      }
    }
  }
}
