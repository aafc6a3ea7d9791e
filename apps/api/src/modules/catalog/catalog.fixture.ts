import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SeedData } from '../../seed/seed';
import type { StoreSeed } from '../../seed/seed-catalog';
import { users } from '../accounts/accounts.table';
import { createAuthToken } from '../accounts/auth-tokens.repository';

/** Koramangala, Bengaluru: the customer's point in the catalogue tests. */
export const HERE = { latitude: 12.9352, longitude: 77.6245 };
/** Delhi: no store delivers there. */
export const FAR_AWAY = { latitude: 28.6139, longitude: 77.209 };

/** About `km` north of HERE (1° of latitude is 111.2 km). */
const north = (km: number) => ({ latitude: HERE.latitude + km / 111.2, longitude: HERE.longitude });

const menu: StoreSeed['menu'] = [
  {
    name: 'Biryani',
    items: [
      {
        name: 'Chicken Dum Biryani',
        priceMinor: 24900,
        oldPriceMinor: 29900,
        isVeg: false,
        isRecommended: true,
        addonGroups: [
          {
            name: 'Portion',
            min: 1,
            max: 1,
            addons: [
              { name: 'Regular', priceMinor: 0 },
              { name: 'Large', priceMinor: 8000 },
            ],
          },
          { name: 'Extras', min: 0, max: 2, addons: [{ name: 'Raita', priceMinor: 3000 }] },
        ],
      },
      { name: 'Veg Biryani', priceMinor: 19900, isVeg: true, isAvailable: false },
    ],
  },
  {
    name: 'Starters',
    items: [
      { name: 'Paneer Tikka', priceMinor: 21900, isVeg: true, isPopular: true },
      { name: 'Chicken 65', priceMinor: 22900, isVeg: false, isRecommended: true },
    ],
  },
  { name: 'Empty section', items: [] },
];

export const catalogSeed: SeedData = {
  users: [
    { name: 'Asha Rao', email: 'asha@test.dev', password: 'asha-password' },
    { name: 'Vikram Menon Iyer', email: 'vikram@test.dev', password: 'vikram-password' },
    { name: 'Ravi', email: 'ravi@test.dev', password: 'ravi-password' },
  ],
  modules: [
    { title: 'Food', content: 'Restaurants near you', url: '/', offers: 'Up to 50% off' },
    { title: 'Pickup & drop', url: '/pickup-and-drop' },
  ],
  zones: [
    // A square around HERE.
    {
      name: 'Koramangala zone',
      polygon: [
        [12.9, 77.6],
        [12.9, 77.65],
        [12.97, 77.65],
        [12.97, 77.6],
      ],
    },
    // A square north of HERE that does not contain it.
    {
      name: 'Indiranagar zone',
      polygon: [
        [12.95, 77.62],
        [12.95, 77.66],
        [13.0, 77.66],
        [13.0, 77.62],
      ],
    },
  ],
  storeCategories: [
    { name: 'Biryani', image: '/images/cuisines/biryani.webp' },
    { name: 'Pizza', image: '/images/cuisines/pizza.webp' },
    { name: 'Cafe', image: '/images/cuisines/cafe.webp' },
  ],
  stores: [
    {
      slug: 'biryani-house',
      name: 'Hyderabad Biryani House',
      description: 'Dum biryani',
      ...north(1),
      deliveryType: 1,
      cuisines: ['Biryani'],
      priceRangeMinor: 50000,
      minOrderMinor: 10000,
      freeDeliverySubtotalMinor: 30000,
      rating: 4.1,
      isPureVeg: false,
      customMessage: '<p onclick="x()">Fresh <script>alert(1)</script>today</p>',
      menu,
      ratings: [
        { userEmail: 'asha@test.dev', rating: 5, review: 'Superb' },
        { userEmail: 'vikram@test.dev', rating: 4, review: 'Good' },
      ],
    },
    {
      slug: 'pizza-corner',
      name: 'Pizza Corner',
      ...north(3),
      deliveryType: 3,
      cuisines: ['Pizza'],
      isPureVeg: true,
      rating: 3.9,
      customFeaturedName: 'Flat 20% off',
      menu: [{ name: 'Pizzas', items: [{ name: 'Margherita', priceMinor: 29900 }] }],
    },
    {
      slug: 'pickup-bakery',
      name: 'Pickup Bakery',
      ...north(2),
      deliveryType: 2,
      cuisines: ['Cafe'],
    },
    {
      slug: 'sleepy-cafe',
      name: 'Sleepy Cafe',
      ...north(0.5),
      deliveryType: 3,
      isActive: false,
      cuisines: ['Cafe'],
    },
    { slug: 'pending-kitchen', name: 'Pending Kitchen', ...north(0.3), isAccepted: false },
    { slug: 'far-dhaba', name: 'Far Dhaba', ...north(8), deliveryRadiusKm: 5 },
    {
      slug: 'zoned-out-grill',
      name: 'Zoned Out Grill',
      ...north(1.5),
      deliveryRadiusKm: 10,
      zone: 'Indiranagar zone',
    },
    {
      slug: 'zoned-in-dosa',
      name: 'Zoned In Dosa',
      ...north(2.5),
      deliveryRadiusKm: 10,
      zone: 'Koramangala zone',
    },
    {
      slug: 'closed-diner',
      name: 'Closed Diner',
      ...north(4),
      // Opens only on Mondays at 10:00 for an hour.
      openingHours: { '1': [['10:00', '11:00']] },
    },
  ],
  promoSliders: [
    {
      name: 'Main',
      kind: 'mainSlides',
      slides: [
        { name: 'Biryani week', image: '/s/1.webp', storeSlug: 'biryani-house' },
        { name: 'Pending', image: '/s/2.webp', storeSlug: 'pending-kitchen' },
        { name: 'Far', image: '/s/3.webp', storeSlug: 'far-dhaba' },
        { name: 'Plain banner', image: '/s/4.webp', model: '3', url: '/offers' },
      ],
    },
    {
      name: 'New arrivals',
      kind: 'newArrivals',
      slides: [{ name: 'Pizza', image: '/s/5.webp', storeSlug: 'pizza-corner' }],
    },
    {
      name: 'Only pending',
      kind: 'otherSlides',
      slides: [{ name: 'Pending', image: '/s/6.webp', storeSlug: 'pending-kitchen' }],
    },
  ],
  categorySlides: [
    { name: 'Biryani', image: '/c/1.webp', categoryNames: ['Biryani'] },
    { name: 'Pizza and cafe', image: '/c/2.webp', categoryNames: ['Pizza', 'Cafe'] },
  ],
  offers: [
    { title: 'Welcome offer', couponCode: 'WELCOME' },
    { title: 'Biryani deal', storeSlug: 'biryani-house', couponCode: 'BIRYANI50' },
    { title: 'Members only', isUserOnly: true },
    { title: 'Far deal', storeSlug: 'far-dhaba' },
    { title: 'Pending deal', storeSlug: 'pending-kitchen' },
  ],
  pages: [
    { slug: 'about', name: 'About us', body: '<h1>About</h1><script>alert(1)</script>' },
    { slug: 'terms', name: 'Terms', body: '<p>Terms</p>' },
  ],
  favorites: [{ userEmail: 'vikram@test.dev', storeSlug: 'pizza-corner' }],
};

/** A fresh auth token for a seeded user (what login would hand out). */
export async function tokenFor(db: Database, email: string): Promise<string> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return createAuthToken({ db, userId: user.id });
}

export async function storeIdOf(db: Database, slug: string): Promise<number> {
  const result = await db.execute(sql`select id from stores where slug = ${slug}`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error(`no store ${slug}`);
  return row.id;
}
