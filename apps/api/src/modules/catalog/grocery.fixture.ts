import type { SeedData } from '../../seed/seed';
import type { StoreSeed } from '../../seed/seed-catalog';
import { catalogSeed, HERE } from './catalog.fixture';

/** About `km` north of HERE. */
const north = (km: number) => ({ latitude: HERE.latitude + km / 111.2, longitude: HERE.longitude });

const shelf: StoreSeed['menu'] = [
  {
    name: 'Dairy',
    items: [
      {
        name: 'Toned Milk',
        brand: 'Nandi Farms',
        groceryCategory: 'Milk',
        packQuantity: 500,
        packUnit: 'ml',
        priceMinor: 2700,
        oldPriceMinor: 3000,
        stockCount: 40,
        maxPerOrder: 4,
      },
      {
        name: 'Greek Yogurt',
        brand: 'Nandi Farms',
        groceryCategory: 'Curd & Yogurt',
        packQuantity: 400,
        packUnit: 'g',
        priceMinor: 9900,
        stockCount: 3,
      },
      {
        name: 'Salted Butter',
        brand: 'Kaveri',
        groceryCategory: 'Butter & Cheese',
        packQuantity: 100,
        packUnit: 'g',
        priceMinor: 5600,
        oldPriceMinor: 5600,
        stockCount: 0,
      },
    ],
  },
  {
    name: 'Fruits',
    items: [
      {
        name: 'Bananas',
        groceryCategory: 'Fresh Fruits',
        packQuantity: 6,
        packUnit: 'pcs',
        priceMinor: 4500,
        oldPriceMinor: 6000,
        stockCount: null,
      },
      { name: 'Unfiled Item', priceMinor: 1000 },
    ],
  },
];

export const grocerySeed: SeedData = {
  ...catalogSeed,
  modules: [
    ...(catalogSeed.modules ?? []),
    { title: 'Grocery', content: 'Daily essentials', url: '/grocery' },
  ],
  groceryCategories: [
    {
      name: 'Dairy & Eggs',
      image: '/images/grocery/dairy.svg',
      subCategories: [{ name: 'Milk' }, { name: 'Curd & Yogurt' }, { name: 'Butter & Cheese' }],
    },
    {
      name: 'Fruits & Vegetables',
      subCategories: [{ name: 'Fresh Fruits' }, { name: 'Leafy Greens' }],
    },
    { name: 'Snacks', subCategories: [{ name: 'Chips' }] },
  ],
  stores: [
    ...(catalogSeed.stores ?? []),
    {
      module: 'grocery',
      slug: 'fresh-basket',
      name: 'Fresh Basket',
      ...north(1.5),
      deliveryType: 1,
      deliveryRadiusKm: 6,
      menu: shelf,
    },
    {
      module: 'grocery',
      slug: 'corner-dairy',
      name: 'Corner Dairy',
      ...north(0.5),
      deliveryType: 3,
      deliveryRadiusKm: 4,
      menu: [
        {
          name: 'Dairy',
          items: [
            {
              name: 'Buffalo Milk',
              groceryCategory: 'Milk',
              packQuantity: 1,
              packUnit: 'l',
              priceMinor: 7000,
              stockCount: 12,
            },
          ],
        },
      ],
    },
    {
      module: 'grocery',
      slug: 'far-grocer',
      name: 'Far Grocer',
      ...north(30),
      deliveryRadiusKm: 3,
      menu: shelf,
    },
  ],
  offers: [
    ...(catalogSeed.offers ?? []),
    { title: 'Dairy days', description: 'Milk for less.', storeSlug: 'fresh-basket' },
    { title: 'Far away deal', storeSlug: 'far-grocer' },
  ],
};
