import type { ItemSeed } from './store-seed.types';

/**
 * More grocery aisles for the demo (issue 15 asks for 20+ categories): dry fruits, frozen food,
 * ice creams and sweets, instant food, organic, pet care, home and kitchen, stationery. The
 * supermarkets carry them; demo-grocery.ts builds their items like the others.
 */

type Unit = NonNullable<ItemSeed['packUnit']>;
/** Pack: quantity, unit, price and MRP in rupees (MRP 0: none). */
export type AislePack = [number, Unit, number, number];
/** Sub-category, product name, image key, brands, packs, then `nonVeg` and `max` per order. */
export type AisleProduct = [
  string,
  string,
  string,
  string[],
  AislePack[],
  { nonVeg?: boolean; max?: number }?,
];

export const moreAisles: [key: string, name: string, subs: string[]][] = [
  ['dry-fruits', 'Dry Fruits & Nuts', ['Nuts & Seeds', 'Dried Fruits']],
  ['frozen', 'Frozen Food', ['Frozen Snacks', 'Frozen Vegetables']],
  ['ice-creams', 'Ice Creams & Sweets', ['Ice Creams', 'Indian Sweets']],
  ['instant', 'Instant & Ready to Eat', ['Noodles & Pasta', 'Ready Meals']],
  ['organic', 'Organic & Healthy', ['Honey & Superfoods']],
  ['pet-care', 'Pet Care', ['Dog & Cat Food']],
  ['home-kitchen', 'Home & Kitchen', ['Kitchen Tools', 'Lights & Batteries']],
  ['stationery', 'Stationery', ['Notebooks & Pens']],
];

export const moreProducts: AisleProduct[] = [
  [
    'Nuts & Seeds',
    'California Almonds',
    'almonds',
    ['NutriLeaf', 'Happy Harvest'],
    [
      [250, 'g', 289, 340],
      [500, 'g', 549, 640],
    ],
  ],
  [
    'Nuts & Seeds',
    'Whole Cashews',
    'cashews',
    ['NutriLeaf', 'Happy Harvest'],
    [[250, 'g', 319, 380]],
  ],
  ['Nuts & Seeds', 'Walnut Kernels', 'walnuts', ['NutriLeaf'], [[200, 'g', 349, 420]]],
  ['Nuts & Seeds', 'Roasted Peanuts', 'almonds', ['Tasty Treat'], [[200, 'g', 59, 70]]],
  [
    'Dried Fruits',
    'Seedless Raisins',
    'raisins',
    ['NutriLeaf', 'Happy Harvest'],
    [[250, 'g', 119, 150]],
  ],
  ['Dried Fruits', 'Medjool Dates', 'dates', ['Al Barakah'], [[400, 'g', 399, 480]]],
  ['Dried Fruits', 'Dried Blueberries', 'blueberries', ['NutriLeaf'], [[100, 'g', 249, 299]]],
  [
    'Frozen Snacks',
    'French Fries',
    'fries',
    ['Crispo', 'FrostBite'],
    [
      [400, 'g', 119, 145],
      [1, 'kg', 249, 299],
    ],
  ],
  [
    'Frozen Snacks',
    'Chicken Nuggets',
    'nuggets',
    ['FrostBite'],
    [[400, 'g', 249, 299]],
    { nonVeg: true },
  ],
  ['Frozen Snacks', 'Veg Nuggets', 'nuggets', ['Crispo'], [[400, 'g', 179, 210]]],
  [
    'Frozen Snacks',
    'Malabar Parotta',
    'parotta',
    ['Kerala Kitchen', 'FrostBite'],
    [[5, 'pcs', 89, 110]],
  ],
  [
    'Frozen Vegetables',
    'Green Peas',
    'peas',
    ['FrostBite', 'Crispo'],
    [
      [500, 'g', 99, 125],
      [1, 'kg', 185, 230],
    ],
  ],
  ['Frozen Vegetables', 'Sweet Corn Kernels', 'frozen-corn', ['FrostBite'], [[500, 'g', 119, 140]]],
  [
    'Ice Creams',
    'Vanilla Ice Cream Tub',
    'ice-cream',
    ['Kwality Cream', 'Arctic Joy'],
    [
      [700, 'ml', 199, 240],
      [1, 'l', 279, 320],
    ],
    { max: 6 },
  ],
  [
    'Ice Creams',
    'Chocolate Cone',
    'cone',
    ['Arctic Joy', 'Kwality Cream'],
    [[4, 'pcs', 160, 200]],
    { max: 6 },
  ],
  ['Ice Creams', 'Malai Kulfi', 'kulfi', ['Kwality Cream'], [[6, 'pcs', 180, 210]], { max: 6 }],
  [
    'Indian Sweets',
    'Gulab Jamun Tin',
    'sweets',
    ['Haldiram Style', 'Mithaas'],
    [[1, 'kg', 249, 299]],
  ],
  ['Indian Sweets', 'Rasgulla Tin', 'sweets', ['Mithaas'], [[1, 'kg', 229, 270]]],
  ['Indian Sweets', 'Kaju Katli', 'katli', ['Mithaas'], [[250, 'g', 299, 340]]],
  [
    'Noodles & Pasta',
    'Masala Instant Noodles',
    'noodles',
    ['Yumm', 'Slurp'],
    [
      [4, 'pcs', 56, 60],
      [12, 'pcs', 160, 180],
    ],
  ],
  ['Noodles & Pasta', 'Penne Pasta', 'pasta', ['Bella Italia'], [[500, 'g', 119, 140]]],
  ['Noodles & Pasta', 'Hakka Noodles', 'noodles', ['Slurp'], [[300, 'g', 55, 65]]],
  [
    'Ready Meals',
    'Dal Makhani Ready Meal',
    'ready-meal',
    ['Kitchen Kraft', 'Desi Dine'],
    [[300, 'g', 129, 150]],
  ],
  [
    'Ready Meals',
    'Paneer Butter Masala Ready Meal',
    'ready-curry',
    ['Kitchen Kraft'],
    [[300, 'g', 159, 185]],
  ],
  ['Ready Meals', 'Instant Poha Cup', 'ready-meal', ['Desi Dine'], [[80, 'g', 45, 50]]],
  [
    'Honey & Superfoods',
    'Raw Forest Honey',
    'honey',
    ['Pure Earth', 'Bee Natural'],
    [
      [250, 'g', 199, 240],
      [500, 'g', 369, 440],
    ],
  ],
  ['Honey & Superfoods', 'Chia Seeds', 'seeds', ['Pure Earth'], [[200, 'g', 179, 220]]],
  ['Honey & Superfoods', 'Rolled Oats Organic', 'oats-bowl', ['Pure Earth'], [[1, 'kg', 229, 280]]],
  [
    'Dog & Cat Food',
    'Adult Dog Food Chicken',
    'dog-food',
    ['Happy Paws', 'Petbowl'],
    [
      [1, 'kg', 349, 399],
      [3, 'kg', 949, 1099],
    ],
    { nonVeg: true },
  ],
  [
    'Dog & Cat Food',
    'Dog Chew Bones',
    'dog-treat',
    ['Happy Paws'],
    [[6, 'pcs', 199, 240]],
    { nonVeg: true },
  ],
  [
    'Dog & Cat Food',
    'Cat Food Ocean Fish',
    'cat-food',
    ['Petbowl'],
    [[1, 'kg', 399, 460]],
    { nonVeg: true },
  ],
  ['Kitchen Tools', 'Chef Knife', 'knife', ['SteelCraft'], [[1, 'pcs', 299, 450]], { max: 3 }],
  [
    'Kitchen Tools',
    'Airtight Containers',
    'container',
    ['KeepFresh', 'SteelCraft'],
    [[3, 'pcs', 349, 499]],
  ],
  [
    'Kitchen Tools',
    'Kitchen Scissors',
    'scissors',
    ['SteelCraft'],
    [[1, 'pcs', 149, 220]],
    { max: 3 },
  ],
  [
    'Lights & Batteries',
    'LED Bulb 9 W',
    'bulb',
    ['BrightLite', 'Lumo'],
    [
      [1, 'pcs', 99, 150],
      [4, 'pcs', 349, 520],
    ],
  ],
  ['Lights & Batteries', 'AA Batteries', 'battery', ['PowerCell'], [[4, 'pcs', 120, 140]]],
  ['Lights & Batteries', 'Tea Light Candles', 'candle', ['Lumo'], [[12, 'pcs', 99, 130]]],
  [
    'Notebooks & Pens',
    'Ruled Notebook',
    'notebook',
    ['Classmate Plus', 'WriteOn'],
    [
      [1, 'pcs', 60, 70],
      [6, 'pcs', 330, 400],
    ],
  ],
  ['Notebooks & Pens', 'Blue Ball Pens', 'pen', ['WriteOn'], [[10, 'pcs', 90, 100]]],
  ['Notebooks & Pens', 'HB Pencils', 'pencil', ['WriteOn'], [[10, 'pcs', 50, 60]]],
];
