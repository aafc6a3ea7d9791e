import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SeedData } from '../../seed/seed';
import { addresses } from '../addresses/addresses.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';
import { addonGroups, addons, items, stores } from '../catalog/catalog.table';
import { creditWallet } from '../wallet/wallet.repository';

/** Koramangala; the kitchen is here and delivers 5 km around. */
export const KITCHEN = { latitude: 12.9352, longitude: 77.6245 };
/** About 2.2 km north of the kitchen. */
export const NEAR_HOME = { latitude: 12.9552, longitude: 77.6245 };
/** About 11 km away: outside every delivery radius. */
export const FAR_HOME = { latitude: 13.035, longitude: 77.6245 };

/**
 * A store with a priced menu (add-ons, a required size, a sold-out item), charges and tax, a
 * pickup-only store, a closed one, and coupons for each rule; the people of `accountDataSeed`.
 */
export const ordersSeed: SeedData = {
  users: [
    ...(accountDataSeed.users ?? []),
    ...Array.from({ length: 20 }, (_, index) => ({
      name: `Crowd ${index}`,
      email: `crowd${index}@test.dev`,
    })),
  ],
  stores: [
    {
      slug: 'test-kitchen',
      name: 'Test Kitchen',
      phone: '+918040001234',
      ...KITCHEN,
      deliveryRadiusKm: 5,
      deliveryType: 3,
      storeChargeMinor: 1000,
      deliveryChargeType: 'FIXED',
      deliveryChargeMinor: 3000,
      taxBps: 500,
      minOrderMinor: 5000,
      menu: [
        {
          name: 'Mains',
          items: [
            { name: 'Paneer Roll', priceMinor: 15000 },
            {
              name: 'Masala Dosa',
              priceMinor: 9000,
              addonGroups: [
                {
                  name: 'Extras',
                  min: 0,
                  max: 2,
                  addons: [
                    { name: 'Cheese', priceMinor: 2000 },
                    { name: 'Butter', priceMinor: 1000 },
                  ],
                },
              ],
            },
            {
              name: 'Pizza',
              priceMinor: 30000,
              addonGroups: [
                {
                  name: 'Size',
                  min: 1,
                  max: 1,
                  addons: [
                    { name: 'Regular', priceMinor: 0 },
                    { name: 'Large', priceMinor: 10000 },
                  ],
                },
              ],
            },
            { name: 'Sold Out Soup', priceMinor: 8000, isAvailable: false },
          ],
        },
      ],
    },
    {
      slug: 'far-kitchen',
      name: 'Far Kitchen',
      latitude: 12.85,
      longitude: 77.7,
      deliveryRadiusKm: 3,
      menu: [{ name: 'Mains', items: [{ name: 'Far Thali', priceMinor: 20000 }] }],
    },
    {
      slug: 'pickup-kitchen',
      name: 'Pickup Kitchen',
      ...KITCHEN,
      deliveryType: 2,
      autoAcceptOrders: true,
      menu: [{ name: 'Mains', items: [{ name: 'Pickup Box', priceMinor: 12000 }] }],
    },
    {
      slug: 'night-kitchen',
      name: 'Night Kitchen',
      ...KITCHEN,
      // Open 23:00 to 23:30 only.
      openingHours: Object.fromEntries(
        ['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [['23:00', '23:30']]]),
      ),
      menu: [{ name: 'Mains', items: [{ name: 'Midnight Maggi', priceMinor: 9000 }] }],
    },
  ],
  coupons: [
    {
      code: 'TEN',
      discountType: 'PERCENTAGE',
      discount: 10,
      maxDiscountMinor: 5000,
      expiresInDays: 30,
      maxCount: 1000,
    },
    {
      code: 'BIG50',
      discountType: 'AMOUNT',
      discount: 5000,
      minSubtotalMinor: 50000,
      expiresInDays: 30,
      maxCount: 1000,
    },
    {
      code: 'OLD',
      discountType: 'AMOUNT',
      discount: 1000,
      expiresInDays: -1,
      maxCount: 1000,
    },
    {
      code: 'TODAY',
      discountType: 'AMOUNT',
      discount: 1000,
      expiresInDays: 0,
      maxCount: 1000,
    },
    {
      code: 'FARONLY',
      discountType: 'AMOUNT',
      discount: 1000,
      expiresInDays: 30,
      maxCount: 1000,
      storeSlug: 'far-kitchen',
    },
    {
      code: 'FIRST',
      discountType: 'PERCENTAGE',
      discount: 50,
      expiresInDays: 30,
      maxCount: 1000,
      firstOrderOnly: true,
    },
    {
      code: 'ONCE',
      discountType: 'AMOUNT',
      discount: 2000,
      expiresInDays: 30,
      maxCount: 1000,
      maxCountPerUser: 1,
    },
    {
      code: 'OFF',
      discountType: 'AMOUNT',
      discount: 2000,
      expiresInDays: 30,
      maxCount: 1000,
      isActive: false,
    },
    {
      code: 'LIMIT100',
      discountType: 'AMOUNT',
      discount: 1000,
      expiresInDays: 30,
      maxCount: 100,
    },
  ],
};

export interface Menu {
  storeId: number;
  paneerRoll: number;
  masalaDosa: number;
  pizza: number;
  soldOutSoup: number;
  cheese: number;
  butter: number;
  regular: number;
  large: number;
}

export async function loadMenu(db: Database): Promise<Menu> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(eq(stores.slug, 'test-kitchen'));
  if (!store) throw new Error('no test-kitchen');
  const itemRows = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(eq(items.storeId, store.id));
  const addonRows = await db
    .select({ id: addons.id, name: addons.name })
    .from(addons)
    .innerJoin(addonGroups, eq(addonGroups.id, addons.groupId))
    .innerJoin(items, and(eq(items.id, addonGroups.itemId), eq(items.storeId, store.id)));
  const item = (name: string) => itemRows.find((row) => row.name === name)?.id ?? -1;
  const addon = (name: string) => addonRows.find((row) => row.name === name)?.id ?? -1;
  return {
    storeId: store.id,
    paneerRoll: item('Paneer Roll'),
    masalaDosa: item('Masala Dosa'),
    pizza: item('Pizza'),
    soldOutSoup: item('Sold Out Soup'),
    cheese: addon('Cheese'),
    butter: addon('Butter'),
    regular: addon('Regular'),
    large: addon('Large'),
  };
}

/** A logged-in customer with a saved address (near the kitchen unless told) and wallet money. */
export async function customerWithAddress(
  db: Database,
  email: string,
  {
    at = NEAR_HOME,
    walletMinor = 0,
  }: { at?: { latitude: number; longitude: number }; walletMinor?: number } = {},
) {
  const user = await loginAs(db, email);
  const [address] = await db
    .insert(addresses)
    .values({
      userId: user.id,
      ...at,
      address: `Home of ${email}`,
      house: '12',
      tag: 'Home',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  if (walletMinor > 0) {
    await creditWallet(db, {
      userId: user.id,
      amountMinor: walletMinor,
      description: 'Test credit',
      orderId: null,
    });
  }
  return { ...user, addressId: address?.id ?? -1 };
}
