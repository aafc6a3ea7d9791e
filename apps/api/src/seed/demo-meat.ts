import type { ItemSeed, StoreSeed } from './store-seed.types';

/**
 * Two meat shops in Bengaluru (decision 015): chicken, mutton, fish and eggs as meat categories,
 * each cut sold by weight. A cut's price is its lightest option; the "Weight" add-on group (one
 * choice) adds the difference for heavier ones, so the server prices the chosen weight.
 */

type Weights = [label: string, rupees: number][];

const itemImage = (name: string) => `/images/items/${name}.svg`;

function cut(name: string, art: string, description: string, weights: Weights): ItemSeed {
  const [first] = weights;
  const base = first?.[1] ?? 0;
  return {
    name,
    description,
    image: itemImage(art),
    priceMinor: base * 100,
    isVeg: false,
    addonGroups: [
      {
        name: 'Weight',
        min: 1,
        max: 1,
        addons: weights.map(([label, rupees]) => ({
          name: label,
          priceMinor: (rupees - base) * 100,
        })),
      },
    ],
  };
}

/** The usual 250 g / 500 g / 1 kg ladder from the price of 500 g (a kilo a little cheaper). */
function byKilo(halfKiloRupees: number): Weights {
  return [
    ['250 g', Math.round(halfKiloRupees * 0.55)],
    ['500 g', halfKiloRupees],
    ['1 kg', Math.round(halfKiloRupees * 1.9)],
  ];
}

const shop = {
  deliveryRadiusKm: 5,
  deliveryType: 3 as const,
  deliveryTimeMinutes: 35,
  prepMinutes: 15,
  minOrderMinor: 0,
  freeDeliverySubtotalMinor: 49900,
  deliveryChargeType: 'FIXED' as const,
  deliveryChargeMinor: 3000,
  taxBps: 0,
  rating: 4.4,
  image: '/images/stores/kebabs-1.svg',
  bannerImage: '/images/stores/banner-kebabs.svg',
};

export const demoMeatStores: StoreSeed[] = [
  {
    ...shop,
    slug: 'fresh-cuts-jayanagar',
    name: 'Fresh Cuts Meat Shop',
    description: 'Chicken, mutton, fish and eggs, cut to order',
    landmark: '4th Block, Jayanagar',
    address: '4th Block, Jayanagar, Bengaluru',
    latitude: 12.9299,
    longitude: 77.5826,
    menu: [
      {
        name: 'Chicken',
        kind: 'meat',
        items: [
          cut('Chicken Curry Cut (skinless)', 'chicken-curry', 'Bone-in pieces for curries', [
            ['250 g', 89],
            ['500 g', 169],
            ['1 kg', 319],
          ]),
          cut('Chicken Boneless Breast', 'chicken-salad', 'Lean cubes for grills', byKilo(219)),
          cut('Chicken Drumsticks', 'tandoori-chicken', 'Skinless, 4 to 6 a pack', byKilo(189)),
        ],
      },
      {
        name: 'Mutton',
        kind: 'meat',
        items: [
          cut('Mutton Curry Cut', 'mutton-curry', 'Goat, bone-in', byKilo(449)),
          cut('Mutton Chops', 'mutton-chops', 'Rib chops for frying', byKilo(499)),
          cut('Mutton Keema', 'kebab', 'Minced, for keema and kebabs', byKilo(479)),
        ],
      },
      {
        name: 'Fish & Seafood',
        kind: 'meat',
        items: [
          cut('Seer Fish Steaks', 'grilled-fish', 'Vanjaram, cleaned and sliced', byKilo(599)),
          cut('Rohu Curry Cut', 'fish-curry', 'Freshwater, bone-in', byKilo(179)),
          cut('Tiger Prawns (cleaned)', 'prawns', 'Deveined, tail on', byKilo(549)),
        ],
      },
      {
        name: 'Eggs',
        kind: 'meat',
        items: [
          cut('Farm Eggs', 'egg-curry', 'Brown, from farms near Hosur', [
            ['6 pcs', 54],
            ['12 pcs', 99],
            ['30 pcs', 235],
          ]),
        ],
      },
    ],
  },
  {
    ...shop,
    slug: 'coastal-catch-malleshwaram',
    name: 'Coastal Catch & Meats',
    description: 'Fresh catch from Mangaluru every morning, and halal meats',
    landmark: 'Sampige Road, Malleshwaram',
    address: 'Sampige Road, Malleshwaram, Bengaluru',
    latitude: 13.0031,
    longitude: 77.5643,
    rating: 4.2,
    menu: [
      {
        name: 'Fish',
        kind: 'meat',
        items: [
          cut('Pomfret (whole, cleaned)', 'grilled-fish', 'Silver pomfret', byKilo(649)),
          cut('Mackerel (Bangda)', 'fish-curry', 'Whole, cleaned', byKilo(199)),
          cut('Prawns Medium', 'prawns', 'Cleaned and deveined', byKilo(429)),
        ],
      },
      {
        name: 'Chicken',
        kind: 'meat',
        items: [
          cut('Whole Chicken (curry cut)', 'chicken-curry', 'With skin', byKilo(149)),
          cut('Chicken Wings', 'chicken-wings', 'Party wings', byKilo(159)),
        ],
      },
      {
        name: 'Mutton',
        kind: 'meat',
        items: [cut('Mutton Biryani Cut', 'mutton-biryani', 'Large pieces', byKilo(469))],
      },
      {
        name: 'Eggs',
        kind: 'meat',
        items: [
          cut('Country Eggs (Nati)', 'egg-curry', 'Free-range', [
            ['6 pcs', 72],
            ['12 pcs', 139],
          ]),
        ],
      },
    ],
  },
];
