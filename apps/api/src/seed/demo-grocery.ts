import type { OpeningHours } from '../modules/catalog/catalog.table';
import type { GroceryCategorySeed } from './seed-grocery-categories';
import type { CatalogSeed } from './seed-catalog';
import type { ItemSeed, StoreSeed } from './store-seed.types';
import { moreAisles, moreProducts } from './demo-grocery-aisles';

/**
 * The demo grocery module (issue 15): 21 categories with 48 sub-categories (8 of them in
 * demo-grocery-aisles.ts), 8 grocery stores around the popular locations and about 600 items, generated from the product table below by a
 * generator seeded with each store's slug (identical on every start). Brands are invented.
 * Images: apps/web/public/images/grocery, made by scripts/generate-demo-images.mjs.
 */

const img = {
  category: (key: string) => `/images/grocery/categories/${key}.svg`,
  item: (key: string) => `/images/grocery/items/${key}.svg`,
  store: (key: string) => `/images/grocery/stores/${key}.svg`,
};

// ── Categories ───────────────────────────────────────────────────────────────────────────────

const tree: [key: string, name: string, subs: string[]][] = [
  [
    'fruits-vegetables',
    'Fruits & Vegetables',
    ['Fresh Fruits', 'Fresh Vegetables', 'Herbs & Leafy Greens'],
  ],
  ['dairy-eggs', 'Dairy & Eggs', ['Milk', 'Curd & Yogurt', 'Butter & Cheese', 'Eggs']],
  ['bakery', 'Bread & Bakery', ['Bread & Buns', 'Cakes & Cookies']],
  ['meat-fish', 'Meat & Fish', ['Chicken', 'Mutton', 'Fish & Seafood']],
  ['staples', 'Atta, Rice & Dal', ['Atta & Flours', 'Rice', 'Dals & Pulses']],
  ['oils-masalas', 'Oils & Masalas', ['Oil & Ghee', 'Spices & Masalas', 'Salt & Sugar']],
  ['snacks', 'Snacks & Sweets', ['Chips & Namkeen', 'Biscuits', 'Chocolates']],
  ['beverages', 'Beverages', ['Tea & Coffee', 'Juices', 'Soft Drinks & Water']],
  ['breakfast', 'Breakfast & Sauces', ['Cereals & Oats', 'Jams & Spreads', 'Sauces']],
  ['personal-care', 'Personal Care', ['Soap & Body Wash', 'Hair Care', 'Oral Care']],
  ['household', 'Cleaning & Household', ['Detergents', 'Cleaners', 'Kitchen Rolls & Bags']],
  ['pharmacy', 'Pharmacy Essentials', ['First Aid', 'Cold & Pain Relief', 'Vitamins']],
  ['baby-care', 'Baby Care', ['Diapers & Wipes', 'Baby Food']],
  ...moreAisles,
];

export const demoGroceryCategories: GroceryCategorySeed[] = tree.map(([key, name, subs]) => ({
  name,
  image: img.category(key),
  subCategories: subs.map((sub) => ({ name: sub })),
}));

// ── Products ─────────────────────────────────────────────────────────────────────────────────

type Unit = NonNullable<ItemSeed['packUnit']>;
/** Pack: quantity, unit, price and MRP in rupees (MRP 0: none). */
type Pack = [number, Unit, number, number];
/** Sub-category, product name, image key, brands, packs; `nonVeg`, `max` per order. */
interface Product {
  sub: string;
  name: string;
  image: string;
  brands: string[];
  packs: Pack[];
  nonVeg?: boolean;
  max?: number;
}

const p = (
  sub: string,
  name: string,
  image: string,
  brands: string[],
  packs: Pack[],
  extra: Partial<Product> = {},
): Product => ({ sub, name, image, brands, packs, ...extra });

const farm = ['Farm Fresh'];
const products: Product[] = [
  // Fruits & vegetables: loose produce, the store's own brand.
  p('Fresh Fruits', 'Robusta Bananas', 'banana', farm, [
    [6, 'pcs', 45, 60],
    [12, 'pcs', 85, 110],
  ]),
  p('Fresh Fruits', 'Shimla Apples', 'apple', farm, [
    [4, 'pcs', 149, 180],
    [1, 'kg', 219, 260],
  ]),
  p('Fresh Fruits', 'Nagpur Oranges', 'orange', farm, [[1, 'kg', 99, 130]]),
  p('Fresh Fruits', 'Alphonso Mangoes', 'mango', farm, [[6, 'pcs', 449, 600]], { max: 4 }),
  p('Fresh Fruits', 'Green Grapes', 'grapes', farm, [[500, 'g', 79, 99]]),
  p('Fresh Fruits', 'Watermelon', 'watermelon', farm, [[1, 'pcs', 69, 90]]),
  p('Fresh Fruits', 'Pineapple', 'pineapple', farm, [[1, 'pcs', 79, 95]]),
  p('Fresh Fruits', 'Strawberries', 'strawberry', farm, [[200, 'g', 129, 160]]),
  p('Fresh Fruits', 'Kiwi', 'kiwi', farm, [[3, 'pcs', 99, 120]]),
  p('Fresh Fruits', 'Pomegranate', 'pear', farm, [[500, 'g', 119, 150]]),
  p('Fresh Vegetables', 'Tomatoes', 'tomato', farm, [
    [500, 'g', 24, 32],
    [1, 'kg', 45, 60],
  ]),
  p('Fresh Vegetables', 'Onions', 'onion', farm, [
    [1, 'kg', 39, 55],
    [2, 'kg', 75, 100],
  ]),
  p('Fresh Vegetables', 'Potatoes', 'potato', farm, [[1, 'kg', 35, 45]]),
  p('Fresh Vegetables', 'Carrots', 'carrot', farm, [[500, 'g', 29, 40]]),
  p('Fresh Vegetables', 'Cucumber', 'cucumber', farm, [[500, 'g', 25, 30]]),
  p('Fresh Vegetables', 'Broccoli', 'broccoli', farm, [[1, 'pcs', 59, 80]]),
  p('Fresh Vegetables', 'Capsicum', 'capsicum', farm, [[250, 'g', 32, 40]]),
  p('Fresh Vegetables', 'Sweet Corn', 'corn', farm, [[2, 'pcs', 40, 50]]),
  p('Fresh Vegetables', 'Button Mushrooms', 'mushroom', farm, [[200, 'g', 55, 70]]),
  p('Fresh Vegetables', 'Sweet Potato', 'sweet-potato', farm, [[500, 'g', 35, 45]]),
  p('Herbs & Leafy Greens', 'Coriander Leaves', 'herbs', farm, [[100, 'g', 12, 15]]),
  p('Herbs & Leafy Greens', 'Spinach', 'spinach', farm, [[250, 'g', 25, 30]]),
  p('Herbs & Leafy Greens', 'Green Chillies', 'chilli', farm, [[100, 'g', 10, 15]]),
  p('Herbs & Leafy Greens', 'Garlic', 'garlic', farm, [[200, 'g', 45, 60]]),
  p('Herbs & Leafy Greens', 'Lemons', 'lemon', farm, [[4, 'pcs', 20, 28]]),
  // Dairy and eggs
  p(
    'Milk',
    'Toned Milk',
    'milk',
    ['Nandi Farms', 'Kaveri Dairy'],
    [
      [500, 'ml', 27, 28],
      [1, 'l', 54, 56],
    ],
    { max: 6 },
  ),
  p('Milk', 'Full Cream Milk', 'milk', ['Nandi Farms', 'Kaveri Dairy'], [[500, 'ml', 33, 34]], {
    max: 6,
  }),
  p('Milk', 'Almond Milk', 'milk', ['Oat & Co'], [[1, 'l', 229, 275]]),
  p(
    'Curd & Yogurt',
    'Fresh Curd',
    'yogurt',
    ['Nandi Farms', 'Kaveri Dairy'],
    [
      [400, 'g', 35, 40],
      [1, 'kg', 80, 90],
    ],
  ),
  p('Curd & Yogurt', 'Greek Yogurt', 'yogurt', ['Oat & Co'], [[100, 'g', 55, 60]]),
  p(
    'Butter & Cheese',
    'Salted Butter',
    'butter',
    ['Kaveri Dairy', 'Nandi Farms'],
    [
      [100, 'g', 56, 58],
      [500, 'g', 275, 285],
    ],
  ),
  p('Butter & Cheese', 'Cheese Slices', 'cheese', ['Kaveri Dairy'], [[200, 'g', 140, 155]]),
  p('Butter & Cheese', 'Fresh Paneer', 'cheese', ['Nandi Farms'], [[200, 'g', 90, 100]]),
  p(
    'Eggs',
    'Farm Eggs',
    'eggs',
    ['Happy Hens', 'Farm Fresh'],
    [
      [6, 'pcs', 48, 54],
      [12, 'pcs', 92, 105],
      [30, 'pcs', 215, 240],
    ],
    { nonVeg: true, max: 4 },
  ),
  p('Eggs', 'Brown Eggs', 'eggs', ['Happy Hens'], [[6, 'pcs', 72, 80]], { nonVeg: true }),
  // Bakery
  p(
    'Bread & Buns',
    'Sandwich Bread',
    'bread',
    ['Golden Crust', 'Daily Bake'],
    [[400, 'g', 45, 50]],
  ),
  p('Bread & Buns', 'Brown Bread', 'bread', ['Golden Crust', 'Daily Bake'], [[400, 'g', 55, 60]]),
  p('Bread & Buns', 'Pav Buns', 'bun', ['Daily Bake'], [[6, 'pcs', 35, 40]]),
  p('Bread & Buns', 'Baguette', 'baguette', ['Golden Crust'], [[1, 'pcs', 90, 0]]),
  p('Bread & Buns', 'Butter Croissant', 'croissant', ['Golden Crust'], [[2, 'pcs', 120, 0]]),
  p('Cakes & Cookies', 'Chocolate Truffle Pastry', 'cake', ['Golden Crust'], [[1, 'pcs', 95, 0]]),
  p(
    'Cakes & Cookies',
    'Choco Chip Cookies',
    'cookie',
    ['Golden Crust', 'Daily Bake'],
    [[200, 'g', 120, 140]],
  ),
  p('Cakes & Cookies', 'Vanilla Cupcakes', 'cupcake', ['Daily Bake'], [[4, 'pcs', 160, 180]]),
  // Meat and fish
  p(
    'Chicken',
    'Chicken Curry Cut',
    'chicken',
    ['Prime Cuts'],
    [
      [500, 'g', 169, 199],
      [1, 'kg', 319, 380],
    ],
    { nonVeg: true },
  ),
  p('Chicken', 'Boneless Chicken Breast', 'chicken', ['Prime Cuts'], [[450, 'g', 249, 289]], {
    nonVeg: true,
  }),
  p('Chicken', 'Chicken Drumsticks', 'chicken', ['Prime Cuts'], [[500, 'g', 199, 229]], {
    nonVeg: true,
  }),
  p('Mutton', 'Mutton Curry Cut', 'mutton', ['Prime Cuts'], [[500, 'g', 449, 520]], {
    nonVeg: true,
  }),
  p('Mutton', 'Mutton Keema', 'mutton', ['Prime Cuts'], [[250, 'g', 279, 320]], { nonVeg: true }),
  p('Fish & Seafood', 'Seer Fish Steaks', 'fish', ['Coastal Catch'], [[500, 'g', 599, 680]], {
    nonVeg: true,
  }),
  p('Fish & Seafood', 'Rohu Fish Curry Cut', 'fish', ['Coastal Catch'], [[500, 'g', 229, 260]], {
    nonVeg: true,
  }),
  p('Fish & Seafood', 'Prawns (Medium)', 'prawns', ['Coastal Catch'], [[250, 'g', 299, 349]], {
    nonVeg: true,
  }),
  // Staples
  p(
    'Atta & Flours',
    'Whole Wheat Atta',
    'wheat',
    ['Annapurna Mills', 'Golden Harvest'],
    [
      [1, 'kg', 62, 70],
      [5, 'kg', 285, 320],
    ],
  ),
  p('Atta & Flours', 'Besan', 'wheat', ['Golden Harvest'], [[500, 'g', 65, 75]]),
  p('Atta & Flours', 'Rava (Sooji)', 'wheat', ['Annapurna Mills'], [[500, 'g', 38, 45]]),
  p(
    'Rice',
    'Basmati Rice',
    'rice',
    ['Royal Grain', 'Golden Harvest'],
    [
      [1, 'kg', 149, 180],
      [5, 'kg', 699, 820],
    ],
  ),
  p('Rice', 'Sona Masoori Rice', 'rice', ['Royal Grain'], [[5, 'kg', 399, 450]]),
  p('Rice', 'Poha', 'rice', ['Annapurna Mills'], [[500, 'g', 42, 48]]),
  p(
    'Dals & Pulses',
    'Toor Dal',
    'dal',
    ['Golden Harvest', 'Annapurna Mills'],
    [[1, 'kg', 159, 185]],
  ),
  p('Dals & Pulses', 'Moong Dal', 'dal', ['Golden Harvest'], [[500, 'g', 79, 92]]),
  p('Dals & Pulses', 'Kabuli Chana', 'beans', ['Golden Harvest'], [[500, 'g', 89, 105]]),
  p('Dals & Pulses', 'Rajma', 'beans', ['Annapurna Mills'], [[500, 'g', 95, 110]]),
  // Oils and masalas
  p(
    'Oil & Ghee',
    'Sunflower Oil',
    'oil',
    ['Sunridge', 'Golden Harvest'],
    [
      [1, 'l', 145, 170],
      [5, 'l', 699, 799],
    ],
  ),
  p('Oil & Ghee', 'Cold Pressed Groundnut Oil', 'oil', ['Sunridge'], [[1, 'l', 289, 330]]),
  p(
    'Oil & Ghee',
    'Cow Ghee',
    'ghee',
    ['Kaveri Dairy', 'Nandi Farms'],
    [
      [500, 'ml', 329, 360],
      [1, 'l', 639, 699],
    ],
  ),
  p('Spices & Masalas', 'Turmeric Powder', 'spice', ['Masala Mantra'], [[100, 'g', 32, 38]]),
  p('Spices & Masalas', 'Red Chilli Powder', 'chilli', ['Masala Mantra'], [[100, 'g', 45, 52]]),
  p(
    'Spices & Masalas',
    'Garam Masala',
    'spice',
    ['Masala Mantra', 'Spice Route'],
    [[100, 'g', 78, 90]],
  ),
  p('Spices & Masalas', 'Cumin Seeds', 'spice', ['Spice Route'], [[100, 'g', 65, 75]]),
  p('Salt & Sugar', 'Iodised Salt', 'salt', ['Sea Pure'], [[1, 'kg', 26, 28]]),
  p('Salt & Sugar', 'Sugar', 'sugar', ['Golden Harvest'], [[1, 'kg', 48, 55]]),
  p('Salt & Sugar', 'Forest Honey', 'honey', ['Bee Natural'], [[250, 'g', 149, 175]]),
  // Snacks
  p(
    'Chips & Namkeen',
    'Classic Salted Chips',
    'chips',
    ['Crunchies', 'Munch Co'],
    [
      [52, 'g', 20, 20],
      [90, 'g', 40, 40],
    ],
  ),
  p('Chips & Namkeen', 'Masala Peanuts', 'peanuts', ['Munch Co'], [[200, 'g', 55, 60]]),
  p(
    'Chips & Namkeen',
    'Aloo Bhujia',
    'pretzel',
    ['Crunchies', 'Desi Bites'],
    [[400, 'g', 99, 110]],
  ),
  p('Chips & Namkeen', 'Butter Popcorn', 'popcorn', ['Munch Co'], [[100, 'g', 45, 50]]),
  p('Biscuits', 'Glucose Biscuits', 'cookie', ['Morning Star', 'Crunchies'], [[250, 'g', 25, 30]]),
  p('Biscuits', 'Cream Biscuits', 'cookie', ['Morning Star'], [[150, 'g', 35, 40]]),
  p('Biscuits', 'Digestive Biscuits', 'cookie', ['Oat & Co'], [[250, 'g', 80, 95]]),
  p(
    'Chocolates',
    'Milk Chocolate',
    'chocolate',
    ['Cocoa Bliss'],
    [
      [50, 'g', 50, 50],
      [150, 'g', 150, 160],
    ],
  ),
  p('Chocolates', 'Dark Chocolate 70%', 'chocolate', ['Cocoa Bliss'], [[100, 'g', 175, 199]]),
  p('Chocolates', 'Fruit Candies', 'candy', ['Morning Star'], [[100, 'g', 40, 45]]),
  // Beverages
  p(
    'Tea & Coffee',
    'Assam Tea',
    'tea',
    ['Hill Leaf', 'Chai Point Co'],
    [
      [250, 'g', 135, 155],
      [1, 'kg', 499, 560],
    ],
  ),
  p('Tea & Coffee', 'Green Tea Bags', 'tea', ['Hill Leaf'], [[25, 'pcs', 165, 190]]),
  p('Tea & Coffee', 'Filter Coffee Powder', 'coffee', ['Kaapi Estate'], [[200, 'g', 180, 210]]),
  p('Tea & Coffee', 'Instant Coffee', 'coffee', ['Kaapi Estate'], [[50, 'g', 155, 175]]),
  p('Juices', 'Orange Juice', 'juice', ['Sunny Orchard'], [[1, 'l', 125, 140]]),
  p('Juices', 'Mixed Fruit Juice', 'juice', ['Sunny Orchard'], [[1, 'l', 115, 130]]),
  p('Juices', 'Tender Coconut Water', 'coconut', ['Sunny Orchard'], [[200, 'ml', 45, 50]]),
  p(
    'Soft Drinks & Water',
    'Cola',
    'soda',
    ['Fizzup'],
    [
      [750, 'ml', 40, 40],
      [2, 'l', 95, 95],
    ],
  ),
  p('Soft Drinks & Water', 'Lemon Soda', 'soda', ['Fizzup'], [[500, 'ml', 30, 30]]),
  p(
    'Soft Drinks & Water',
    'Packaged Drinking Water',
    'water',
    ['Aqua Clear'],
    [
      [1, 'l', 20, 20],
      [5, 'l', 75, 80],
    ],
  ),
  // Breakfast and sauces
  p('Cereals & Oats', 'Corn Flakes', 'cereal', ['Morning Star'], [[475, 'g', 185, 210]]),
  p('Cereals & Oats', 'Rolled Oats', 'cereal', ['Oat & Co'], [[1, 'kg', 199, 235]]),
  p('Cereals & Oats', 'Muesli Fruit & Nut', 'cereal', ['Oat & Co'], [[500, 'g', 349, 399]]),
  p('Jams & Spreads', 'Mixed Fruit Jam', 'jam', ['Sunny Orchard'], [[500, 'g', 159, 180]]),
  p('Jams & Spreads', 'Peanut Butter Crunchy', 'peanuts', ['Munch Co'], [[350, 'g', 199, 230]]),
  p('Jams & Spreads', 'Chocolate Spread', 'jam', ['Cocoa Bliss'], [[350, 'g', 299, 340]]),
  p('Sauces', 'Tomato Ketchup', 'ketchup', ['Saucy', 'Sunny Orchard'], [[950, 'g', 125, 140]]),
  p('Sauces', 'Green Chilli Sauce', 'chilli', ['Saucy'], [[200, 'g', 60, 70]]),
  p('Sauces', 'Eggless Mayonnaise', 'jar', ['Saucy'], [[250, 'g', 99, 115]]),
  // Personal care
  p('Soap & Body Wash', 'Sandal Soap', 'soap', ['Pure Glow', 'Fresh Day'], [[3, 'pcs', 120, 140]]),
  p('Soap & Body Wash', 'Aloe Body Wash', 'lotion', ['Pure Glow'], [[250, 'ml', 199, 240]]),
  p('Soap & Body Wash', 'Hand Wash Refill', 'lotion', ['Fresh Day'], [[750, 'ml', 99, 125]]),
  p('Hair Care', 'Anti-dandruff Shampoo', 'lotion', ['Silk Strand'], [[340, 'ml', 299, 349]]),
  p(
    'Hair Care',
    'Coconut Hair Oil',
    'coconut',
    ['Silk Strand', 'Pure Glow'],
    [[200, 'ml', 95, 110]],
  ),
  p('Oral Care', 'Fluoride Toothpaste', 'toothbrush', ['Bright Smile'], [[150, 'g', 99, 115]]),
  p('Oral Care', 'Soft Toothbrush', 'toothbrush', ['Bright Smile'], [[2, 'pcs', 79, 99]]),
  // Household
  p(
    'Detergents',
    'Detergent Powder',
    'detergent',
    ['Sparkle', 'Clean Wave'],
    [
      [1, 'kg', 115, 135],
      [4, 'kg', 430, 499],
    ],
  ),
  p('Detergents', 'Liquid Detergent', 'detergent', ['Clean Wave'], [[1, 'l', 199, 235]]),
  p('Cleaners', 'Dishwash Liquid', 'sponge', ['Sparkle'], [[500, 'ml', 105, 120]]),
  p('Cleaners', 'Floor Cleaner', 'detergent', ['Clean Wave'], [[1, 'l', 189, 215]]),
  p('Cleaners', 'Scrub Sponges', 'sponge', ['Sparkle'], [[3, 'pcs', 55, 65]]),
  p(
    'Kitchen Rolls & Bags',
    'Kitchen Towel Roll',
    'paper-roll',
    ['Soft Touch'],
    [[2, 'pcs', 120, 140]],
  ),
  p(
    'Kitchen Rolls & Bags',
    'Garbage Bags (Medium)',
    'basket',
    ['Soft Touch'],
    [[30, 'pcs', 99, 120]],
  ),
  p('Kitchen Rolls & Bags', 'Aluminium Foil', 'paper-roll', ['Soft Touch'], [[9, 'pcs', 85, 99]]),
  // Pharmacy essentials
  p('First Aid', 'Adhesive Bandages', 'bandage', ['CareAid'], [[20, 'pcs', 45, 50]]),
  p('First Aid', 'Antiseptic Liquid', 'lotion', ['CareAid'], [[250, 'ml', 125, 140]]),
  p('First Aid', 'Digital Thermometer', 'thermometer', ['CareAid'], [[1, 'pcs', 199, 299]], {
    max: 2,
  }),
  p('Cold & Pain Relief', 'Pain Relief Balm', 'jar', ['HealWell'], [[25, 'g', 75, 85]]),
  p('Cold & Pain Relief', 'Cough Lozenges', 'pill', ['HealWell'], [[20, 'pcs', 60, 70]], {
    max: 3,
  }),
  p('Cold & Pain Relief', 'ORS Drink', 'juice', ['HealWell'], [[200, 'ml', 35, 40]]),
  p('Vitamins', 'Vitamin C Tablets', 'pill', ['VitaDaily'], [[30, 'pcs', 149, 180]], { max: 3 }),
  p('Vitamins', 'Multivitamin Tablets', 'pill', ['VitaDaily'], [[60, 'pcs', 399, 499]], { max: 2 }),
  // Baby care
  p('Diapers & Wipes', 'Baby Diapers (M)', 'diaper', ['Little Steps'], [[42, 'pcs', 699, 899]]),
  p('Diapers & Wipes', 'Baby Wipes', 'baby', ['Little Steps'], [[72, 'pcs', 149, 199]]),
  p('Baby Food', 'Baby Cereal Rice', 'baby-bottle', ['Little Steps'], [[300, 'g', 219, 250]]),
  ...moreProducts.map(([sub, name, image, brands, packs, extra]) =>
    p(sub, name, image, brands, packs, extra),
  ),
];

// ── Stores ───────────────────────────────────────────────────────────────────────────────────

function hashString(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** mulberry32 seeded by the text: the same store always gets the same shelf. */
function seeded(text: string): () => number {
  let state = hashString(text);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const everyDay = (open: string, close: string): OpeningHours =>
  Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [[open, close]]]));

const subsOf = (...categoryKeys: string[]) =>
  tree.filter(([key]) => categoryKeys.includes(key)).flatMap(([, , subs]) => subs);

interface GroceryStoreDef {
  slug: string;
  name: string;
  art: string;
  at: { latitude: number; longitude: number };
  landmark: string;
  description: string;
  /** Sub-categories it sells. */
  subs: string[];
  /** Share of matching products it carries (1 = all). */
  share: number;
  /** Null: open around the clock. */
  hours: OpeningHours | null;
  extra?: Partial<StoreSeed>;
}

const everything = tree.flatMap(([, , subs]) => subs);
const defs: GroceryStoreDef[] = [
  {
    slug: 'daily-basket-koramangala',
    name: 'Daily Basket Supermarket',
    art: 'supermarket',
    at: { latitude: 12.9365, longitude: 77.6262 },
    landmark: '80 Feet Road, Koramangala',
    description: 'Everything for the home, open 24 hours',
    subs: everything,
    share: 1,
    hours: null,
    extra: { freeDeliverySubtotalMinor: 19900, deliveryTimeMinutes: 15 },
  },
  {
    slug: 'freshmart-indiranagar',
    name: 'FreshMart',
    art: 'supermarket',
    at: { latitude: 12.9731, longitude: 77.6399 },
    landmark: '100 Feet Road, Indiranagar',
    description: 'Supermarket with fresh produce daily',
    subs: everything,
    share: 0.8,
    hours: everyDay('07:00', '23:00'),
  },
  {
    slug: 'green-leaf-fruits-hsr',
    name: 'Green Leaf Fruits & Vegetables',
    art: 'greengrocer',
    at: { latitude: 12.9128, longitude: 77.6402 },
    landmark: 'Sector 2, HSR Layout',
    description: 'Farm-fresh fruits and vegetables',
    subs: subsOf('fruits-vegetables'),
    share: 1,
    hours: everyDay('06:00', '22:00'),
    extra: { minOrderMinor: 9900 },
  },
  {
    slug: 'nandi-dairy-jayanagar',
    name: 'Nandi Milk & Dairy',
    art: 'dairy',
    at: { latitude: 12.9262, longitude: 77.5951 },
    landmark: '4th Block, Jayanagar',
    description: 'Milk, curd, paneer and eggs',
    subs: [...subsOf('dairy-eggs'), 'Bread & Buns'],
    share: 1,
    hours: everyDay('05:30', '21:30'),
  },
  {
    slug: 'careplus-essentials-mg-road',
    name: 'CarePlus Pharmacy Essentials',
    art: 'pharmacy',
    at: { latitude: 12.9749, longitude: 77.6081 },
    landmark: 'Brigade Road, MG Road',
    description: 'Health, personal and baby care',
    subs: subsOf('pharmacy', 'personal-care', 'baby-care'),
    share: 1,
    hours: everyDay('08:00', '23:00'),
  },
  {
    slug: 'prime-cuts-meat-whitefield',
    name: 'Prime Cuts Meat & Fish',
    art: 'butcher',
    at: { latitude: 12.9709, longitude: 77.7488 },
    landmark: 'ITPL Main Road, Whitefield',
    description: 'Fresh chicken, mutton and seafood',
    subs: [...subsOf('meat-fish'), 'Eggs'],
    share: 1,
    hours: everyDay('07:00', '21:00'),
  },
  {
    slug: 'golden-crust-bakery-malleshwaram',
    name: 'Golden Crust Bakery',
    art: 'bakery',
    at: { latitude: 13.0042, longitude: 77.5655 },
    landmark: '8th Cross, Malleshwaram',
    description: 'Breads, cakes and cookies baked every morning',
    subs: [...subsOf('bakery'), 'Milk', 'Butter & Cheese', 'Jams & Spreads'],
    share: 1,
    hours: everyDay('07:00', '22:00'),
  },
  {
    slug: 'sri-lakshmi-kirana-koramangala',
    name: 'Sri Lakshmi Kirana',
    art: 'kirana',
    at: { latitude: 12.9338, longitude: 77.6221 },
    landmark: '5th Block, Koramangala',
    description: 'Your neighbourhood store for staples and snacks',
    subs: [
      ...subsOf('staples', 'oils-masalas', 'snacks', 'beverages', 'household'),
      'Milk',
      'Eggs',
    ],
    share: 0.7,
    hours: everyDay('08:00', '22:00'),
  },
];

function shelfOf(def: GroceryStoreDef): StoreSeed['menu'] {
  const random = seeded(def.slug);
  const sections = new Map<string, ItemSeed[]>();
  const sectionOf = new Map(tree.flatMap(([, name, subs]) => subs.map((sub) => [sub, name])));
  for (const product of products) {
    if (!def.subs.includes(product.sub)) continue;
    for (const brand of product.brands) {
      for (const [quantity, unit, price, mrp] of product.packs) {
        if (random() >= def.share) continue;
        // Prices vary a little by store (±4 %), rounded to the rupee; MRP never below price.
        const rupees = Math.max(1, Math.round(price * (0.96 + random() * 0.08)));
        const roll = random();
        const stockCount =
          roll < 0.06
            ? 0
            : roll < 0.14
              ? 1 + Math.floor(random() * 5)
              : roll < 0.2
                ? null
                : 8 + Math.floor(random() * 60);
        const section = sectionOf.get(product.sub) ?? 'Other';
        const list = sections.get(section) ?? [];
        list.push({
          name: brand === 'Farm Fresh' ? product.name : `${brand} ${product.name}`,
          brand,
          groceryCategory: product.sub,
          packQuantity: quantity,
          packUnit: unit,
          priceMinor: rupees * 100,
          oldPriceMinor: mrp > rupees ? mrp * 100 : null,
          isVeg: !product.nonVeg,
          image: img.item(product.image),
          stockCount,
          maxPerOrder: product.max ?? null,
          isPopular: random() < 0.1,
        });
        sections.set(section, list);
      }
    }
  }
  return [...sections].map(([name, items]) => ({ name, items }));
}

export const demoGroceryStores: StoreSeed[] = defs.map((def) => ({
  module: 'grocery',
  slug: def.slug,
  name: def.name,
  description: def.description,
  landmark: def.landmark,
  address: `${def.landmark}, Bengaluru`,
  image: img.store(def.art),
  bannerImage: img.store(`${def.art}-banner`),
  ...def.at,
  deliveryRadiusKm: 6,
  deliveryType: 3,
  deliveryTimeMinutes: 20,
  prepMinutes: 8,
  minOrderMinor: 0,
  freeDeliverySubtotalMinor: 29900,
  deliveryChargeType: 'FIXED',
  deliveryChargeMinor: 2500,
  taxBps: 0,
  rating: 4.3,
  openingHours: def.hours,
  ownerEmail: 'owner@demo.test',
  menu: shelfOf(def),
  ...def.extra,
}));

/** A grocery store's own coupon (the rules and badges are food's). */
export const demoGroceryCoupons: NonNullable<CatalogSeed['coupons']> = [
  {
    code: 'BASKET10',
    name: 'Stock up',
    description: '10% off up to ₹60 at Daily Basket on baskets above ₹199.',
    discountType: 'PERCENTAGE',
    discount: 10,
    maxDiscountMinor: 6000,
    minSubtotalMinor: 19900,
    expiresInDays: 60,
    maxCount: 5000,
    storeSlug: 'daily-basket-koramangala',
  },
];

/** Offers on `/grocery` (get-offers with module `grocery`): each names a grocery store. */
export const demoGroceryOffers: NonNullable<CatalogSeed['offers']> = [
  {
    title: '10% off your weekly basket',
    description: 'Use code BASKET10 at Daily Basket Supermarket on baskets above ₹199.',
    image: img.store('supermarket-banner'),
    storeSlug: 'daily-basket-koramangala',
    couponCode: 'BASKET10',
  },
  {
    title: 'Fresh from the farm, every morning',
    description: 'Free delivery above ₹299 on fruits and vegetables from Green Leaf.',
    image: img.store('greengrocer-banner'),
    storeSlug: 'green-leaf-fruits-hsr',
  },
];
