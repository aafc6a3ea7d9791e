import type { OpeningHours } from '../modules/catalog/catalog.table';
import type { CatalogSeed, ItemSeed, StoreSeed } from './seed-catalog';

/**
 * The demo catalogue: Swiftbite in Bengaluru. Stores are spread around the popular locations of
 * demo-data.ts; menus come from a library per cuisine, varied per store by a generator seeded
 * with the store's slug, so the data is identical on every start.
 *
 * Images live in apps/web/public/images and are made by scripts/generate-demo-images.mjs
 * (Twemoji artwork, CC-BY 4.0: see CREDITS.md).
 */

// ── Deterministic randomness ──────────────────────────────────────────────────────────────

function hashString(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** mulberry32: a small seeded generator returning numbers in [0, 1). */
function seededRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

// ── Images ────────────────────────────────────────────────────────────────────────────────

const image = {
  store: (cuisine: CuisineKey, variant: number) => `/images/stores/${cuisine}-${variant}.svg`,
  banner: (cuisine: CuisineKey) => `/images/stores/banner-${cuisine}.svg`,
  item: (dish: string) => `/images/items/${dish}.svg`,
  cuisine: (cuisine: CuisineKey) => `/images/cuisines/${cuisine}.svg`,
  slide: (name: string) => `/images/slides/${name}.svg`,
  module: (name: string) => `/images/modules/${name}.svg`,
  offer: (name: string) => `/images/offers/${name}.svg`,
  page: (slug: string) => `/images/pages/${slug}.svg`,
};

// ── Cuisines (store categories) ───────────────────────────────────────────────────────────

const cuisineNames = {
  'north-indian': 'North Indian',
  'south-indian': 'South Indian',
  biryani: 'Biryani',
  chinese: 'Chinese',
  pizza: 'Pizza',
  burgers: 'Burgers',
  desserts: 'Desserts',
  'ice-cream': 'Ice Cream',
  cafe: 'Cafe & Beverages',
  healthy: 'Healthy',
  'street-food': 'Street Food',
  rolls: 'Rolls & Wraps',
  kebabs: 'Kebabs & Grill',
  bakery: 'Bakery',
  thali: 'Thali & Meals',
} as const;
type CuisineKey = keyof typeof cuisineNames;

// ── Add-on groups (prices in rupees, converted to paise) ──────────────────────────────────

type AddonGroup = NonNullable<ItemSeed['addonGroups']>[number];

function group(name: string, min: number, max: number, addons: [string, number][]): AddonGroup {
  return {
    name,
    min,
    max,
    addons: addons.map(([addonName, rupees]) => ({ name: addonName, priceMinor: rupees * 100 })),
  };
}

const addonsLib = {
  pizzaSize: group('Size', 1, 1, [
    ['Regular (7")', 0],
    ['Medium (10")', 200],
    ['Large (12")', 350],
  ]),
  pizzaCrust: group('Crust', 1, 1, [
    ['Classic hand-tossed', 0],
    ['Thin crust', 0],
    ['Cheese burst', 99],
  ]),
  pizzaToppings: group('Extra toppings', 0, 3, [
    ['Extra cheese', 60],
    ['Jalapeños', 40],
    ['Black olives', 40],
    ['Mushrooms', 40],
    ['Paneer cubes', 60],
    ['Sweet corn', 30],
  ]),
  spiceLevel: group('Spice level', 1, 1, [
    ['Mild', 0],
    ['Medium', 0],
    ['Spicy', 0],
  ]),
  breads: group('Add breads', 0, 3, [
    ['Butter naan', 59],
    ['Garlic naan', 69],
    ['Tandoori roti', 35],
    ['Laccha paratha', 65],
  ]),
  biryaniPortion: group('Portion', 1, 1, [
    ['Single (serves 1)', 0],
    ['Full (serves 2)', 160],
    ['Family pack (serves 4)', 420],
  ]),
  biryaniExtras: group('Add extras', 0, 3, [
    ['Extra raita', 30],
    ['Mirchi ka salan', 40],
    ['Boiled egg', 20],
    ['Double masala', 30],
  ]),
  biryaniExtrasVeg: group('Add extras', 0, 2, [
    ['Extra raita', 30],
    ['Mirchi ka salan', 40],
  ]),
  dosaExtras: group('Add extras', 0, 3, [
    ['Extra coconut chutney', 15],
    ['Extra sambar', 20],
    ['Benne (butter) on top', 25],
    ['Cheese', 40],
  ]),
  momoStyle: group('Style', 1, 1, [
    ['Steamed', 0],
    ['Fried', 20],
    ['Tandoori', 50],
  ]),
  momoCount: group('Pieces', 1, 1, [
    ['6 pieces', 0],
    ['10 pieces', 60],
  ]),
  burgerMeal: group('Make it a meal', 0, 1, [
    ['Fries and Coke', 99],
    ['Peri peri fries and a shake', 149],
  ]),
  burgerExtras: group('Add-ons', 0, 3, [
    ['Extra cheese slice', 30],
    ['Jalapeños', 20],
    ['Caramelised onions', 25],
    ['Extra veg patty', 60],
  ]),
  cakeSize: group('Weight', 1, 1, [
    ['500 g', 0],
    ['1 kg', 450],
  ]),
  iceCreamScoops: group('Scoops', 1, 1, [
    ['Single scoop', 0],
    ['Double scoop', 90],
  ]),
  iceCreamToppings: group('Toppings', 0, 3, [
    ['Hot chocolate fudge', 40],
    ['Roasted almonds', 35],
    ['Choco chips', 30],
    ['Rainbow sprinkles', 20],
  ]),
  coffeeMilk: group('Milk', 1, 1, [
    ['Regular milk', 0],
    ['Oat milk', 60],
    ['Almond milk', 60],
  ]),
  coffeeExtras: group('Extras', 0, 2, [
    ['Extra espresso shot', 50],
    ['Hazelnut syrup', 40],
    ['Whipped cream', 30],
  ]),
  bowlProtein: group('Add protein', 0, 2, [
    ['Grilled paneer', 60],
    ['Tofu', 60],
    ['Chickpeas', 40],
  ]),
  rollExtras: group('Make it double', 0, 1, [
    ['Double egg', 20],
    ['Double filling', 60],
  ]),
  rollExtrasVeg: group('Add-ons', 0, 2, [
    ['Extra cheese', 30],
    ['Mint mayo', 15],
  ]),
  pavExtras: group('Extras', 0, 2, [
    ['Extra pav (2 pcs)', 30],
    ['Amul butter', 20],
  ]),
  thaliExtras: group('Extras', 0, 3, [
    ['Extra chapati', 20],
    ['Sweet of the day', 40],
    ['Papad', 10],
  ]),
  grillPortion: group('Portion', 1, 1, [
    ['Half', 0],
    ['Full', 220],
  ]),
};

// ── Menu library per cuisine ──────────────────────────────────────────────────────────────

interface Dish {
  name: string;
  rupees: number;
  dish: string;
  description: string;
  veg: boolean;
  recommended?: boolean;
  addons?: AddonGroup[];
}
type DishOptions = Pick<Dish, 'recommended' | 'addons'>;
interface MenuSection {
  name: string;
  dishes: Dish[];
}

const veg = (
  name: string,
  rupees: number,
  dish: string,
  description: string,
  options: DishOptions = {},
): Dish => ({ name, rupees, dish, description, veg: true, ...options });
const nonVeg = (
  name: string,
  rupees: number,
  dish: string,
  description: string,
  options: DishOptions = {},
): Dish => ({ name, rupees, dish, description, veg: false, ...options });
const rec = { recommended: true };

const menus: Record<CuisineKey, MenuSection[]> = {
  'north-indian': [
    {
      name: 'Starters',
      dishes: [
        veg(
          'Paneer Tikka',
          289,
          'paneer-tikka',
          'Cottage cheese, peppers and onion marinated in hung curd and chargrilled in the tandoor.',
          rec,
        ),
        veg(
          'Hara Bhara Kebab',
          229,
          'kebab',
          'Spinach, green peas and potato patties with a hint of mint. 6 pieces.',
        ),
        nonVeg(
          'Tandoori Chicken (Half)',
          339,
          'tandoori-chicken',
          'Bone-in chicken in a smoky Kashmiri chilli marinade, served with mint chutney.',
          rec,
        ),
        nonVeg(
          'Chicken Malai Tikka',
          329,
          'kebab',
          'Boneless chicken in cream, cheese and cardamom, grilled until tender.',
        ),
        nonVeg(
          'Amritsari Fish Tikka',
          379,
          'grilled-fish',
          'Basa in a carom-spiced gram flour coat, crisp outside and flaky inside.',
        ),
      ],
    },
    {
      name: 'Main Course',
      dishes: [
        nonVeg(
          'Butter Chicken',
          349,
          'butter-chicken',
          'Tandoori chicken simmered in a velvety tomato, butter and cashew gravy.',
          { recommended: true, addons: [addonsLib.spiceLevel, addonsLib.breads] },
        ),
        veg(
          'Paneer Butter Masala',
          299,
          'paneer-curry',
          'Soft paneer in a rich, mildly sweet makhani gravy finished with cream.',
          { recommended: true, addons: [addonsLib.spiceLevel, addonsLib.breads] },
        ),
        veg(
          'Dal Makhani',
          249,
          'dal',
          'Black lentils slow-cooked overnight with butter and cream.',
          rec,
        ),
        veg(
          'Kadai Paneer',
          289,
          'paneer-curry',
          'Paneer tossed with capsicum, onion and freshly pounded kadai masala.',
        ),
        nonVeg(
          'Chicken Tikka Masala',
          339,
          'chicken-curry',
          'Chargrilled chicken tikka in a spiced onion-tomato masala.',
        ),
        nonVeg(
          'Mutton Rogan Josh',
          429,
          'mutton-curry',
          'Kashmiri-style tender mutton in a fragrant red gravy.',
        ),
        veg(
          'Mix Veg Curry',
          229,
          'veg-curry',
          'Seasonal vegetables cooked in a home-style onion-tomato gravy.',
        ),
        veg('Chana Masala', 219, 'chole', 'Punjabi chickpeas in a tangy, dark masala with amchur.'),
        veg(
          'Palak Paneer',
          279,
          'paneer-curry',
          'Paneer cubes in a smooth spinach gravy tempered with garlic.',
        ),
      ],
    },
    {
      name: 'Breads & Rice',
      dishes: [
        veg(
          'Butter Naan',
          59,
          'naan',
          'Soft leavened bread from the tandoor, brushed with butter.',
        ),
        veg('Garlic Naan', 69, 'naan', 'Naan topped with chopped garlic and coriander.'),
        veg('Tandoori Roti', 35, 'roti', 'Whole-wheat bread baked in the tandoor.'),
        veg('Laccha Paratha', 65, 'paratha', 'Flaky, layered whole-wheat paratha.'),
        veg('Jeera Rice', 169, 'jeera-rice', 'Basmati rice tempered with cumin and ghee.'),
        veg(
          'Veg Pulao',
          199,
          'jeera-rice',
          'Basmati rice cooked with vegetables and whole spices.',
        ),
      ],
    },
    {
      name: 'Desserts & Drinks',
      dishes: [
        veg(
          'Gulab Jamun (2 pcs)',
          89,
          'gulab-jamun',
          'Warm khoya dumplings soaked in rose-cardamom syrup.',
        ),
        veg('Sweet Lassi', 99, 'lassi', 'Thick Punjabi lassi topped with malai.'),
        veg('Masala Chaas', 69, 'buttermilk', 'Spiced buttermilk with roasted cumin and mint.'),
      ],
    },
  ],
  'south-indian': [
    {
      name: 'Dosa',
      dishes: [
        veg(
          'Masala Dosa',
          99,
          'dosa',
          'Crisp rice and lentil crepe with potato palya, coconut chutney and sambar.',
          { recommended: true, addons: [addonsLib.dosaExtras] },
        ),
        veg('Ghee Roast Dosa', 129, 'dosa', 'Paper-thin dosa roasted in pure ghee until golden.', {
          addons: [addonsLib.dosaExtras],
        }),
        veg(
          'Mysore Masala Dosa',
          119,
          'dosa',
          'Dosa smeared with spicy red chutney and filled with potato palya.',
          rec,
        ),
        veg(
          'Onion Rava Dosa',
          129,
          'dosa',
          'Lacy semolina dosa with onion, green chilli and cumin.',
        ),
        veg('Set Dosa (3 pcs)', 89, 'uttapam', 'Soft, spongy dosas served with saagu and chutney.'),
        veg('Benne Dosa', 109, 'dosa', 'Davangere-style dosa cooked with generous white butter.'),
      ],
    },
    {
      name: 'Idli & Vada',
      dishes: [
        veg(
          'Idli Vada',
          79,
          'idli-vada',
          'Two steamed idlis and a crisp medu vada with sambar and chutney.',
          rec,
        ),
        veg(
          'Rava Idli',
          69,
          'idli-vada',
          'Semolina idli with cashews and curry leaves, served with sagu.',
        ),
        veg('Medu Vada (2 pcs)', 69, 'vada', 'Crisp urad dal doughnuts with coconut chutney.'),
        veg(
          'Onion Uttapam',
          109,
          'uttapam',
          'Thick rice pancake topped with onion, tomato and chilli.',
        ),
        veg('Ven Pongal', 89, 'pongal', 'Rice and moong dal cooked with pepper, cumin and ghee.'),
      ],
    },
    {
      name: 'Rice & Meals',
      dishes: [
        veg(
          'South Indian Meals',
          159,
          'thali',
          'Rice, sambar, rasam, two palyas, curd, papad, pickle and payasam.',
          rec,
        ),
        veg(
          'Bisi Bele Bath',
          99,
          'bisi-bele-bath',
          'Karnataka rice and lentil dish with vegetables and a spice blend, topped with boondi.',
        ),
        veg(
          'Curd Rice',
          89,
          'curd-rice',
          'Creamy curd rice tempered with mustard, ginger and pomegranate.',
        ),
        veg('Lemon Rice', 79, 'lemon-rice', 'Tangy rice with peanuts, turmeric and curry leaves.'),
      ],
    },
    {
      name: 'Coastal Specials',
      dishes: [
        nonVeg(
          'Chicken Chettinad',
          319,
          'chicken-curry',
          'Fiery Chettinad chicken with black pepper, fennel and coconut.',
          { addons: [addonsLib.spiceLevel] },
        ),
        nonVeg(
          'Mangalorean Fish Curry',
          349,
          'fish-curry',
          'Seer fish in a tangy coconut and kokum curry.',
          rec,
        ),
        nonVeg('Prawn Ghee Roast', 399, 'prawns', 'Prawns roasted in ghee with byadgi chillies.'),
        nonVeg('Kerala Egg Roast', 179, 'egg-curry', 'Boiled eggs in a slow-roasted onion masala.'),
        veg('Kerala Parotta', 49, 'paratha', 'Flaky layered maida parotta.'),
      ],
    },
    {
      name: 'Beverages & Sweets',
      dishes: [
        veg(
          'Filter Coffee',
          40,
          'filter-coffee',
          'Strong decoction with hot frothy milk, served in a davara.',
          rec,
        ),
        veg('Masala Chai', 35, 'masala-chai', 'Milky tea brewed with ginger and cardamom.'),
        veg('Kesari Bath', 59, 'kheer', 'Semolina halwa with saffron, ghee and cashews.'),
        veg('Badam Milk', 69, 'milkshake', 'Warm almond milk with saffron.'),
        veg('Mysore Pak (2 pcs)', 49, 'barfi', 'Melt-in-the-mouth gram flour and ghee sweet.'),
      ],
    },
  ],
  biryani: [
    {
      name: 'Biryani',
      dishes: [
        nonVeg(
          'Chicken Dum Biryani',
          279,
          'chicken-biryani',
          'Hyderabadi kacchi dum biryani with tender chicken, saffron and fried onions. Served with raita and salan.',
          { recommended: true, addons: [addonsLib.biryaniPortion, addonsLib.biryaniExtras] },
        ),
        nonVeg(
          'Mutton Dum Biryani',
          379,
          'mutton-biryani',
          'Slow-cooked mutton layered with aged basmati and sealed with dough.',
          { recommended: true, addons: [addonsLib.biryaniPortion, addonsLib.biryaniExtras] },
        ),
        nonVeg(
          'Chicken 65 Biryani',
          299,
          'chicken-biryani',
          'Biryani rice topped with crisp, spicy Chicken 65.',
        ),
        nonVeg(
          'Egg Biryani',
          219,
          'egg-biryani',
          'Fragrant biryani rice with masala-fried boiled eggs.',
        ),
        nonVeg('Prawn Biryani', 359, 'prawn-biryani', 'Coastal-style biryani with juicy prawns.'),
        veg(
          'Veg Dum Biryani',
          229,
          'veg-biryani',
          'Vegetables and basmati cooked on dum with mint and saffron.',
          { addons: [addonsLib.biryaniPortion, addonsLib.biryaniExtrasVeg] },
        ),
        veg('Paneer Biryani', 259, 'veg-biryani', 'Paneer tikka layered with spiced basmati rice.'),
      ],
    },
    {
      name: 'Starters',
      dishes: [
        nonVeg(
          'Chicken 65',
          249,
          'chilli-chicken',
          'Deep-fried chicken tossed with curry leaves and green chilli.',
          rec,
        ),
        nonVeg(
          'Chicken Lollipop (6 pcs)',
          269,
          'chicken-wings',
          'Frenched wings, fried crisp and served with schezwan dip.',
        ),
        nonVeg(
          'Apollo Fish',
          299,
          'grilled-fish',
          'Hyderabadi-style boneless fish in a spicy yoghurt tempering.',
        ),
        veg('Gobi 65', 189, 'pakoda', 'Crisp cauliflower florets in a spicy red batter.'),
        veg(
          'Paneer 65',
          229,
          'chilli-paneer',
          'Paneer cubes fried with ginger, garlic and curry leaves.',
        ),
      ],
    },
    {
      name: 'Kebabs & Curries',
      dishes: [
        nonVeg(
          'Chicken Seekh Kebab',
          289,
          'kebab',
          'Minced chicken with herbs, skewered and grilled.',
        ),
        nonVeg('Mutton Chops', 399, 'mutton-chops', 'Tender lamb chops in a peppery marinade.'),
        nonVeg(
          'Chicken Korma',
          299,
          'chicken-curry',
          'Mughlai chicken in a rich cashew and yoghurt gravy.',
        ),
        veg(
          'Mirchi ka Salan',
          129,
          'salan',
          'Green chillies in a tangy peanut, sesame and tamarind gravy.',
        ),
      ],
    },
    {
      name: 'Sides & Desserts',
      dishes: [
        veg('Burani Raita', 59, 'raita', 'Garlic-tempered yoghurt.'),
        veg(
          'Double ka Meetha',
          109,
          'kheer',
          'Hyderabadi bread pudding with saffron milk and dry fruits.',
          rec,
        ),
        veg('Phirni', 89, 'kheer', 'Chilled ground-rice pudding with cardamom, set in a clay pot.'),
        veg('Thums Up (300 ml)', 40, 'soft-drink', 'Chilled.'),
      ],
    },
  ],
  chinese: [
    {
      name: 'Soups',
      dishes: [
        veg('Veg Hot and Sour Soup', 129, 'soup', 'Spicy, tangy soup with vegetables and soy.'),
        veg('Sweet Corn Soup', 129, 'corn-soup', 'Creamy corn soup with vegetables.'),
        nonVeg(
          'Chicken Manchow Soup',
          149,
          'soup',
          'Garlicky soup with shredded chicken and crispy noodles.',
        ),
        veg(
          'Lemon Coriander Soup',
          129,
          'soup',
          'Light, clear soup with lemon and fresh coriander.',
        ),
      ],
    },
    {
      name: 'Starters',
      dishes: [
        veg(
          'Veg Manchurian (Dry)',
          199,
          'manchurian',
          'Vegetable dumplings tossed in a garlicky soy and chilli sauce.',
          rec,
        ),
        veg(
          'Chilli Paneer',
          229,
          'chilli-paneer',
          'Crisp paneer with peppers, onion and green chilli.',
          { recommended: true, addons: [addonsLib.spiceLevel] },
        ),
        nonVeg(
          'Chilli Chicken',
          249,
          'chilli-chicken',
          'Indo-Chinese classic with capsicum, spring onion and soy.',
          { recommended: true, addons: [addonsLib.spiceLevel] },
        ),
        nonVeg(
          'Dragon Chicken',
          269,
          'chilli-chicken',
          'Sweet-spicy chicken strips with cashews and red chilli.',
        ),
        veg(
          'Veg Spring Rolls',
          179,
          'spring-rolls',
          'Crisp rolls of cabbage, carrot and glass noodles.',
        ),
        veg(
          'Honey Chilli Potato',
          189,
          'peri-fries',
          'Crisp potato fingers in honey, chilli and sesame.',
        ),
        nonVeg(
          'Golden Fried Prawns',
          329,
          'prawns',
          'Batter-fried prawns with a sweet chilli dip.',
        ),
      ],
    },
    {
      name: 'Momos',
      dishes: [
        veg(
          'Veg Momos',
          129,
          'momos',
          'Cabbage, carrot and onion dumplings with spicy red chutney.',
          { addons: [addonsLib.momoStyle, addonsLib.momoCount] },
        ),
        nonVeg(
          'Chicken Momos',
          149,
          'momos',
          'Juicy chicken dumplings with red chutney and mayo.',
          { recommended: true, addons: [addonsLib.momoStyle, addonsLib.momoCount] },
        ),
        veg('Paneer Momos', 149, 'momos', 'Paneer and spring onion dumplings.'),
      ],
    },
    {
      name: 'Noodles & Rice',
      dishes: [
        veg('Veg Hakka Noodles', 179, 'noodles', 'Wok-tossed noodles with crunchy vegetables.'),
        nonVeg(
          'Chicken Hakka Noodles',
          209,
          'noodles',
          'Hakka noodles with shredded chicken and egg.',
          rec,
        ),
        veg(
          'Schezwan Fried Rice',
          189,
          'fried-rice',
          'Fiery fried rice with house schezwan sauce.',
        ),
        nonVeg(
          'Egg Fried Rice',
          189,
          'fried-rice',
          'Fried rice with scrambled egg and spring onion.',
        ),
        nonVeg('Chicken Fried Rice', 209, 'fried-rice', 'Classic fried rice with chicken.'),
        veg(
          'Veg Manchurian (Gravy)',
          199,
          'manchurian',
          'Manchurian balls in a thick soy-garlic gravy.',
        ),
        nonVeg(
          'American Chopsuey',
          249,
          'noodles',
          'Crispy noodles topped with a sweet-sour chicken and vegetable sauce.',
        ),
      ],
    },
  ],
  pizza: [
    {
      name: 'Pizzas',
      dishes: [
        veg(
          'Margherita',
          249,
          'pizza-margherita',
          'San Marzano tomato sauce, fresh mozzarella and basil.',
          {
            recommended: true,
            addons: [addonsLib.pizzaSize, addonsLib.pizzaCrust, addonsLib.pizzaToppings],
          },
        ),
        veg(
          'Farmhouse',
          329,
          'pizza-veg',
          'Onion, capsicum, tomato and mushroom on a cheesy base.',
          {
            recommended: true,
            addons: [addonsLib.pizzaSize, addonsLib.pizzaCrust, addonsLib.pizzaToppings],
          },
        ),
        veg(
          'Paneer Tikka Pizza',
          349,
          'pizza-paneer',
          'Tandoori paneer, onion and mint mayo drizzle.',
          { addons: [addonsLib.pizzaSize, addonsLib.pizzaCrust, addonsLib.pizzaToppings] },
        ),
        veg(
          'Mushroom & Truffle Oil',
          379,
          'pizza-mushroom',
          'Roasted mushrooms, garlic cream and a drizzle of truffle oil.',
          { addons: [addonsLib.pizzaSize, addonsLib.pizzaToppings] },
        ),
        veg('Corn & Cheese', 279, 'pizza-veg', 'Sweet corn and a double layer of mozzarella.', {
          addons: [addonsLib.pizzaSize],
        }),
        veg(
          'Veggie Supreme',
          349,
          'pizza-veg',
          'Black olives, peppers, jalapeños, corn and onion.',
        ),
        nonVeg(
          'Chicken Tikka Pizza',
          379,
          'pizza-chicken',
          'Chicken tikka, onion and green chilli.',
          {
            recommended: true,
            addons: [addonsLib.pizzaSize, addonsLib.pizzaCrust, addonsLib.pizzaToppings],
          },
        ),
        nonVeg(
          'BBQ Chicken Pizza',
          399,
          'pizza-chicken',
          'Smoky barbecue chicken, onion and mozzarella.',
          { addons: [addonsLib.pizzaSize, addonsLib.pizzaCrust] },
        ),
      ],
    },
    {
      name: 'Pastas',
      dishes: [
        veg('Penne Arrabbiata', 279, 'pasta-red', 'Penne in a spicy tomato and garlic sauce.'),
        veg(
          'Alfredo Penne',
          299,
          'pasta-white',
          'Creamy parmesan sauce with broccoli and mushrooms.',
        ),
        nonVeg(
          'Chicken Pesto Pasta',
          329,
          'pasta-white',
          'Basil pesto, grilled chicken and parmesan.',
        ),
        veg('Spaghetti Aglio e Olio', 269, 'pasta-red', 'Garlic, chilli flakes and olive oil.'),
      ],
    },
    {
      name: 'Sides',
      dishes: [
        veg(
          'Garlic Bread',
          129,
          'garlic-bread',
          'Toasted baguette with garlic butter and herbs.',
          rec,
        ),
        veg('Cheesy Garlic Bread', 169, 'garlic-bread', 'Garlic bread loaded with mozzarella.'),
        veg('Peri Peri Fries', 129, 'peri-fries', 'Fries dusted with peri peri spice.'),
        nonVeg('Chicken Wings (6 pcs)', 259, 'chicken-wings', 'Baked wings in a hot honey glaze.'),
      ],
    },
    {
      name: 'Desserts & Drinks',
      dishes: [
        veg('Choco Lava Cake', 109, 'choco-lava', 'Warm chocolate cake with a molten centre.', rec),
        veg(
          'Eggless Tiramisu Cup',
          179,
          'cake-slice',
          'Coffee-soaked sponge with mascarpone cream.',
        ),
        veg('Coke (500 ml)', 60, 'soft-drink', 'Chilled.'),
        veg('Lemon Iced Tea', 99, 'lemonade', 'Brewed black tea with lemon and mint.'),
      ],
    },
  ],
  burgers: [
    {
      name: 'Burgers',
      dishes: [
        veg(
          'Classic Veg Burger',
          129,
          'burger-veg',
          'Crisp veg patty, lettuce, tomato and house mayo in a toasted bun.',
          { addons: [addonsLib.burgerMeal, addonsLib.burgerExtras] },
        ),
        veg(
          'Crispy Paneer Burger',
          179,
          'burger-cheese',
          'Fried paneer slab with tandoori mayo and onions.',
          { addons: [addonsLib.burgerMeal] },
        ),
        veg('Aloo Tikki Burger', 99, 'burger-veg', 'Spiced potato tikki with mint chutney.'),
        veg('Cheese Lava Burger', 199, 'burger-cheese', 'Veg patty with a molten cheese core.'),
        nonVeg(
          'Classic Chicken Burger',
          179,
          'burger-chicken',
          'Grilled chicken patty, cheddar, lettuce and pickles.',
          { recommended: true, addons: [addonsLib.burgerMeal, addonsLib.burgerExtras] },
        ),
        nonVeg(
          'Double Smash Chicken Burger',
          269,
          'burger-chicken',
          'Two smashed chicken patties, double cheese and burger sauce.',
          { recommended: true, addons: [addonsLib.burgerMeal, addonsLib.burgerExtras] },
        ),
        nonVeg(
          'Spicy Zinger Burger',
          199,
          'burger-chicken',
          'Crunchy fried chicken fillet with spicy mayo.',
        ),
      ],
    },
    {
      name: 'Sides',
      dishes: [
        veg('French Fries', 99, 'fries', 'Golden salted fries.'),
        veg('Peri Peri Fries', 119, 'peri-fries', 'Fries shaken with peri peri seasoning.', rec),
        veg('Cheese Loaded Fries', 159, 'fries', 'Fries with cheese sauce and jalapeños.'),
        veg('Onion Rings', 119, 'pakoda', 'Beer-batter style onion rings (no alcohol).'),
        nonVeg('Chicken Popcorn', 169, 'chicken-popcorn', 'Bite-sized crispy chicken.'),
        nonVeg('Hot Wings (6 pcs)', 229, 'chicken-wings', 'Fried wings tossed in hot sauce.'),
      ],
    },
    {
      name: 'Hot Dogs & Sandwiches',
      dishes: [
        nonVeg(
          'Chicken Hot Dog',
          149,
          'hot-dog',
          'Chicken sausage, mustard and caramelised onions.',
        ),
        veg(
          'Grilled Veg Sandwich',
          129,
          'sandwich',
          'Grilled sandwich with vegetables and cheese.',
        ),
      ],
    },
    {
      name: 'Shakes & Drinks',
      dishes: [
        veg('Chocolate Shake', 159, 'choco-shake', 'Thick shake with Belgian chocolate.', rec),
        veg('Strawberry Shake', 149, 'milkshake', 'Made with real strawberry crush.'),
        veg('Cold Coffee', 139, 'cold-coffee', 'Blended coffee with ice cream.'),
        veg('Coke (330 ml)', 60, 'soft-drink', 'Chilled can.'),
      ],
    },
  ],
  desserts: [
    {
      name: 'Cakes & Pastries',
      dishes: [
        veg(
          'Chocolate Truffle Pastry',
          119,
          'choco-pastry',
          'Eggless chocolate sponge layered with dark ganache.',
          rec,
        ),
        veg(
          'Red Velvet Pastry',
          129,
          'cake-slice',
          'Eggless red velvet with cream cheese frosting.',
        ),
        veg(
          'Blueberry Cheesecake',
          219,
          'cheesecake',
          'Baked cheesecake with a blueberry compote.',
          rec,
        ),
        veg(
          'Black Forest Cake',
          549,
          'cake',
          'Eggless chocolate sponge, whipped cream and cherries.',
          { addons: [addonsLib.cakeSize] },
        ),
        veg('Death by Chocolate Cake', 649, 'cake', 'Four layers of chocolate sponge and fudge.', {
          addons: [addonsLib.cakeSize],
        }),
      ],
    },
    {
      name: 'Brownies & Waffles',
      dishes: [
        veg('Walnut Brownie', 119, 'brownie', 'Fudgy eggless brownie with walnuts.'),
        veg(
          'Sizzling Brownie with Ice Cream',
          229,
          'brownie',
          'Hot brownie on a sizzler plate with vanilla ice cream and chocolate sauce.',
          rec,
        ),
        veg('Nutella Waffle', 199, 'waffle', 'Crisp Belgian waffle loaded with Nutella.'),
        veg('Triple Chocolate Waffle', 219, 'waffle', 'Dark, milk and white chocolate.'),
        veg('Choco Lava Cake', 109, 'choco-lava', 'Molten chocolate centre, served warm.'),
      ],
    },
    {
      name: 'Indian Sweets',
      dishes: [
        veg('Gulab Jamun (2 pcs)', 79, 'gulab-jamun', 'Khoya dumplings in rose-cardamom syrup.'),
        veg('Rasmalai (2 pcs)', 119, 'kheer', 'Soft chhena discs in saffron milk.'),
        veg('Kaju Katli (250 g)', 329, 'barfi', 'Cashew fudge with silver leaf.'),
        veg('Motichoor Laddoo (250 g)', 199, 'laddoo', 'Fine boondi laddoos made in pure ghee.'),
        veg('Jalebi (250 g)', 149, 'jalebi', 'Crisp, syrupy jalebis fried fresh.', rec),
        veg('Mysore Pak (250 g)', 229, 'barfi', 'Soft ghee Mysore pak.'),
      ],
    },
    {
      name: 'Shakes',
      dishes: [
        veg('Oreo Shake', 169, 'choco-shake', 'Oreo cookies blended with vanilla ice cream.'),
        veg('Strawberry Shake', 149, 'milkshake', 'Fresh strawberry and ice cream.'),
      ],
    },
  ],
  'ice-cream': [
    {
      name: 'Scoops',
      dishes: [
        veg('Belgian Chocolate', 129, 'ice-cream', 'Dark Belgian chocolate ice cream.', {
          addons: [addonsLib.iceCreamScoops, addonsLib.iceCreamToppings],
        }),
        veg('Alphonso Mango', 129, 'ice-cream', 'Made with Ratnagiri Alphonso pulp.', {
          recommended: true,
          addons: [addonsLib.iceCreamScoops, addonsLib.iceCreamToppings],
        }),
        veg(
          'Tender Coconut',
          119,
          'ice-cream',
          'Creamy ice cream with bits of tender coconut.',
          rec,
        ),
        veg('Salted Caramel', 139, 'ice-cream', 'Burnt caramel with a pinch of sea salt.', {
          addons: [addonsLib.iceCreamScoops],
        }),
        veg(
          'Strawberry Cheesecake',
          139,
          'ice-cream',
          'Cheesecake ice cream with strawberry ripple.',
        ),
        veg(
          'Filter Coffee Crunch',
          139,
          'ice-cream',
          'South Indian coffee ice cream with praline.',
        ),
      ],
    },
    {
      name: 'Sundaes',
      dishes: [
        veg('Hot Chocolate Fudge', 199, 'sundae', 'Vanilla, hot fudge, nuts and a cherry.', rec),
        veg('Death by Chocolate Sundae', 249, 'sundae', 'Brownie, chocolate ice cream and fudge.'),
        veg('Banana Split', 219, 'sundae', 'Three scoops on a split banana with sauces.'),
        veg(
          'Royal Falooda',
          179,
          'falooda',
          'Rose milk, vermicelli, basil seeds and ice cream.',
          rec,
        ),
      ],
    },
    {
      name: 'Kulfi & Softy',
      dishes: [
        veg('Malai Kulfi', 79, 'softy', 'Slow-reduced milk kulfi on a stick.'),
        veg('Pista Kulfi', 89, 'softy', 'Kulfi with pistachios and saffron.'),
        veg('Vanilla Softy Cone', 59, 'softy', 'Soft serve in a crisp cone.'),
      ],
    },
    {
      name: 'Shakes & Tubs',
      dishes: [
        veg('Chocolate Thick Shake', 179, 'choco-shake', 'Chocolate ice cream blended thick.'),
        veg('Mango Thick Shake', 169, 'milkshake', 'Alphonso mango ice cream shake.'),
        veg('Party Tub Chocolate (500 ml)', 299, 'ice-cream', 'Take-home tub.'),
      ],
    },
  ],
  cafe: [
    {
      name: 'Hot Coffee',
      dishes: [
        veg('Cappuccino', 169, 'coffee', 'Double espresso with velvety steamed milk.', {
          recommended: true,
          addons: [addonsLib.coffeeMilk, addonsLib.coffeeExtras],
        }),
        veg('Café Latte', 179, 'coffee', 'Espresso with lots of steamed milk.', {
          addons: [addonsLib.coffeeMilk, addonsLib.coffeeExtras],
        }),
        veg('Americano', 139, 'coffee', 'Espresso topped with hot water.'),
        veg('Hazelnut Mocha', 209, 'coffee', 'Espresso, chocolate, hazelnut and milk.', {
          addons: [addonsLib.coffeeMilk],
        }),
        veg('Filter Coffee', 69, 'filter-coffee', 'Chikmagalur beans with chicory.'),
      ],
    },
    {
      name: 'Cold Drinks',
      dishes: [
        veg(
          'Classic Cold Coffee',
          179,
          'cold-coffee',
          'Blended coffee with milk and ice cream.',
          rec,
        ),
        veg('Iced Americano', 159, 'cold-coffee', 'Espresso over ice.'),
        veg('Lemon Iced Tea', 129, 'lemonade', 'Fresh brewed, lightly sweetened.'),
        veg('Virgin Mojito', 149, 'mocktail', 'Mint, lime and soda.'),
        veg('Fresh Orange Juice', 139, 'fresh-juice', 'Pressed to order, no sugar added.'),
      ],
    },
    {
      name: 'Tea',
      dishes: [
        veg('Masala Chai', 69, 'masala-chai', 'Ginger, cardamom and fresh milk.'),
        veg('Ginger Lemon Honey Tea', 99, 'tea', 'Soothing and caffeine-light.'),
        veg('Darjeeling Green Tea', 89, 'tea', 'First-flush green tea.'),
      ],
    },
    {
      name: 'Bites',
      dishes: [
        veg(
          'Butter Croissant',
          129,
          'croissant',
          'Flaky, all-butter croissant baked in-house.',
          rec,
        ),
        nonVeg(
          'Chicken Club Sandwich',
          229,
          'sandwich',
          'Triple-decker with grilled chicken, egg and lettuce.',
        ),
        veg(
          'Grilled Veg Sandwich',
          179,
          'sandwich',
          'Pesto, grilled vegetables and cheese on sourdough.',
        ),
        veg('Bun Maska', 69, 'bun-maska', 'Soft bun with a thick layer of butter.'),
        nonVeg('Egg Puff', 49, 'egg-puff', 'Flaky puff with masala egg.'),
        veg('Veg Puff', 39, 'puff', 'Spiced potato and vegetable puff.'),
        veg('Chocolate Chip Cookie', 79, 'cookie', 'Chewy, with dark chocolate chunks.'),
        veg(
          'Bagel with Cream Cheese',
          169,
          'bagel',
          'Toasted sesame bagel with herbed cream cheese.',
        ),
      ],
    },
  ],
  healthy: [
    {
      name: 'Bowls',
      dishes: [
        veg(
          'Mexican Burrito Bowl',
          279,
          'buddha-bowl',
          'Brown rice, rajma, corn salsa, lettuce and sour cream. 520 kcal.',
          { recommended: true, addons: [addonsLib.bowlProtein] },
        ),
        veg(
          'Quinoa Power Bowl',
          299,
          'quinoa-bowl',
          'Quinoa, roasted vegetables, chickpeas and tahini. 450 kcal.',
          { addons: [addonsLib.bowlProtein] },
        ),
        veg(
          'Teriyaki Tofu Bowl',
          299,
          'buddha-bowl',
          'Glazed tofu, edamame, sesame and sticky rice.',
        ),
        veg(
          'Hummus & Falafel Bowl',
          269,
          'buddha-bowl',
          'Baked falafel, hummus, pickled onion and greens.',
        ),
        veg('Sprouts Chaat Bowl', 179, 'sprouts', 'Moong sprouts, pomegranate, onion and lime.'),
        nonVeg(
          'Grilled Chicken Rice Bowl',
          329,
          'chicken-salad',
          'Herb-grilled chicken breast, brown rice and greens. 35 g protein.',
          rec,
        ),
      ],
    },
    {
      name: 'Salads',
      dishes: [
        veg(
          'Greek Salad',
          249,
          'salad-bowl',
          'Cucumber, tomato, olives, feta and oregano dressing.',
          rec,
        ),
        veg('Peanut Sesame Salad', 229, 'salad', 'Crunchy cabbage, carrot and a peanut dressing.'),
        veg('Watermelon Feta Salad', 239, 'salad', 'Watermelon, feta, mint and balsamic.'),
        veg('Fruit Bowl', 179, 'fruit-bowl', 'Seasonal cut fruit.'),
        nonVeg(
          'Chicken Caesar Salad',
          299,
          'chicken-salad',
          'Romaine, grilled chicken, parmesan and croutons.',
        ),
      ],
    },
    {
      name: 'Wraps & Toasts',
      dishes: [
        veg(
          'Avocado Toast',
          279,
          'avocado-toast',
          'Smashed avocado on multigrain sourdough with chilli flakes.',
          rec,
        ),
        veg('Paneer Tikka Wrap', 219, 'wrap-veg', 'Whole-wheat wrap with paneer tikka and greens.'),
        veg('Masala Oats', 149, 'oats', 'Savoury oats with vegetables.'),
        nonVeg(
          'Chicken Shawarma Wrap',
          249,
          'shawarma',
          'Whole-wheat wrap, hung curd garlic sauce.',
        ),
        nonVeg(
          'Egg White Omelette',
          169,
          'omelette',
          'Three egg whites with spinach and mushrooms.',
        ),
      ],
    },
    {
      name: 'Smoothies & Juices',
      dishes: [
        veg(
          'Berry Blast Smoothie',
          189,
          'smoothie',
          'Strawberry, blueberry, banana and yoghurt.',
          rec,
        ),
        veg('Green Detox Smoothie', 189, 'green-smoothie', 'Spinach, apple, cucumber and ginger.'),
        veg('Cold-pressed Orange', 159, 'fresh-juice', 'Nothing added.'),
        veg('Banana Peanut Butter Smoothie', 199, 'smoothie', 'With oats and dates. 18 g protein.'),
      ],
    },
  ],
  'street-food': [
    {
      name: 'Chaat',
      dishes: [
        veg(
          'Pani Puri (8 pcs)',
          59,
          'pani-puri',
          'Crisp puris with spicy mint water, potato and sweet chutney.',
          rec,
        ),
        veg(
          'Masala Puri',
          69,
          'chaat',
          'Bengaluru-style: crushed puri in hot peas masala with onion and sev.',
          rec,
        ),
        veg('Dahi Puri', 79, 'chaat', 'Puris filled with potato, curd, chutneys and sev.'),
        veg('Bhel Puri', 59, 'chaat', 'Puffed rice, onion, tomato, chutneys and sev.'),
        veg('Sev Puri', 69, 'chaat', 'Flat puris with potato, chutneys and a mountain of sev.'),
        veg('Samosa Chaat', 89, 'samosa', 'Crushed samosa with chole, curd and chutneys.'),
      ],
    },
    {
      name: 'Pav & Snacks',
      dishes: [
        veg(
          'Pav Bhaji',
          129,
          'pav-bhaji',
          'Buttery mashed vegetable bhaji with two toasted pavs.',
          { recommended: true, addons: [addonsLib.pavExtras] },
        ),
        veg('Vada Pav', 49, 'vada-pav', 'Spiced potato vada in a pav with garlic chutney.'),
        veg('Samosa (2 pcs)', 39, 'samosa', 'Punjabi samosas with tamarind chutney.'),
        veg('Onion Pakoda', 69, 'pakoda', 'Crisp onion fritters.'),
        veg('Masala Corn', 59, 'masala-corn', 'Buttered sweet corn with chaat masala and lemon.'),
        veg('Raj Kachori', 99, 'kachori', 'Giant kachori with sprouts, curd and chutneys.'),
        veg(
          'Bombay Masala Sandwich',
          99,
          'sandwich',
          'Potato masala, chutney and vegetables, grilled.',
        ),
      ],
    },
    {
      name: 'Drinks',
      dishes: [
        veg('Masala Chaas', 35, 'buttermilk', 'Spiced buttermilk.'),
        veg('Sweet Lassi', 69, 'lassi', 'Thick and chilled.'),
        veg('Masala Lemon Soda', 39, 'lemonade', 'Fizzy, salty and sweet.'),
        veg('Cutting Chai', 25, 'masala-chai', 'Strong, sweet and gingery.'),
      ],
    },
    {
      name: 'Sweets',
      dishes: [
        veg('Jalebi (200 g)', 119, 'jalebi', 'Hot and crisp.'),
        veg('Gulab Jamun (2 pcs)', 59, 'gulab-jamun', 'Soft and syrupy.'),
      ],
    },
  ],
  rolls: [
    {
      name: 'Kathi Rolls',
      dishes: [
        nonVeg(
          'Chicken Tikka Roll',
          159,
          'roll-chicken',
          'Chicken tikka, onion and mint chutney in a flaky paratha.',
          { recommended: true, addons: [addonsLib.rollExtras] },
        ),
        nonVeg('Egg Roll', 99, 'roll-egg', 'Kolkata-style egg paratha with onion and chilli.'),
        nonVeg(
          'Double Egg Chicken Roll',
          189,
          'roll-chicken',
          'Double egg paratha with chicken tikka.',
          rec,
        ),
        nonVeg('Mutton Seekh Roll', 209, 'roll-chicken', 'Mutton seekh kebab with pickled onions.'),
        veg('Paneer Tikka Roll', 149, 'roll-paneer', 'Paneer tikka and peppers in a paratha.', {
          recommended: true,
          addons: [addonsLib.rollExtrasVeg],
        }),
        veg('Aloo Masala Roll', 99, 'wrap-veg', 'Spiced potato with green chutney.'),
        veg('Mushroom Roll', 139, 'roll-paneer', 'Pepper mushrooms and onion.'),
      ],
    },
    {
      name: 'Shawarma & Wraps',
      dishes: [
        nonVeg(
          'Chicken Shawarma',
          149,
          'shawarma',
          'Rotisserie chicken with toum and pickles in a khubz.',
          rec,
        ),
        nonVeg(
          'Plate Shawarma',
          219,
          'shawarma',
          'Shawarma chicken, fries, pita and garlic sauce.',
        ),
        veg('Falafel Wrap', 159, 'wrap-veg', 'Falafel, hummus, lettuce and tahini.'),
        nonVeg('Peri Peri Chicken Wrap', 189, 'shawarma', 'Grilled peri peri chicken with slaw.'),
      ],
    },
    {
      name: 'Sides',
      dishes: [
        veg('Masala Fries', 99, 'peri-fries', 'Fries with a chatpata masala.'),
        nonVeg('Chicken Popcorn', 149, 'chicken-popcorn', 'Crunchy bites with a dip.'),
        veg('Hummus with Pita', 149, 'chaat', 'Creamy hummus with warm pita.'),
      ],
    },
    {
      name: 'Drinks',
      dishes: [
        veg('Mint Lime Soda', 69, 'lemonade', 'Fresh lime, mint and soda.'),
        veg('Thick Cold Coffee', 129, 'cold-coffee', 'With a scoop of ice cream.'),
        veg('Mango Lassi', 89, 'lassi', 'Alphonso mango and curd.'),
      ],
    },
  ],
  kebabs: [
    {
      name: 'From the Tandoor',
      dishes: [
        nonVeg(
          'Tandoori Chicken',
          299,
          'tandoori-chicken',
          'Classic bone-in tandoori chicken with onion rings and chutney.',
          { recommended: true, addons: [addonsLib.grillPortion] },
        ),
        nonVeg(
          'Chicken Tikka',
          289,
          'kebab',
          'Boneless chicken in a spiced yoghurt marinade. 8 pieces.',
          rec,
        ),
        nonVeg('Chicken Seekh Kebab', 299, 'kebab', 'Minced chicken, herbs and spices on skewers.'),
        nonVeg('Mutton Seekh Kebab', 349, 'kebab', 'Juicy minced mutton kebabs.'),
        nonVeg(
          'Mutton Galouti Kebab',
          379,
          'mutton-chops',
          'Melt-in-the-mouth Lucknowi kebabs on mini parathas.',
        ),
        nonVeg('Tandoori Prawns', 449, 'prawns', 'Tiger prawns with ajwain and lemon.'),
        nonVeg('Fish Tikka', 369, 'grilled-fish', 'Basa in a mustard and chilli marinade.'),
        veg('Paneer Tikka', 279, 'paneer-tikka', 'Paneer, peppers and onion.'),
        veg('Tandoori Mushroom', 249, 'paneer-tikka', 'Stuffed mushrooms grilled in the tandoor.'),
      ],
    },
    {
      name: 'Grills & Platters',
      dishes: [
        nonVeg(
          'Non-veg Grill Platter',
          899,
          'tandoori-chicken',
          'Tandoori chicken, chicken tikka, seekh kebab and fish tikka. Serves 2-3.',
          rec,
        ),
        veg(
          'Veg Grill Platter',
          699,
          'paneer-tikka',
          'Paneer tikka, tandoori mushroom, hara bhara kebab and malai broccoli.',
        ),
        nonVeg(
          'Peri Peri Grilled Chicken',
          349,
          'chicken-wings',
          'Quarter chicken with peri peri glaze.',
        ),
      ],
    },
    {
      name: 'Curries & Breads',
      dishes: [
        nonVeg('Butter Chicken', 349, 'butter-chicken', 'Tandoori chicken in makhani gravy.', {
          addons: [addonsLib.breads],
        }),
        veg('Dal Makhani', 249, 'dal', 'Creamy black lentils.'),
        veg('Butter Naan', 59, 'naan', 'From the tandoor.'),
        veg('Rumali Roti', 45, 'roti', 'Thin, soft handkerchief bread.'),
      ],
    },
    {
      name: 'Drinks & Desserts',
      dishes: [
        veg('Masala Chaas', 59, 'buttermilk', 'Cooling buttermilk.'),
        veg('Phirni', 99, 'kheer', 'Chilled rice pudding.'),
      ],
    },
  ],
  bakery: [
    {
      name: 'Breads',
      dishes: [
        veg(
          'Sourdough Loaf',
          249,
          'bread',
          'Naturally leavened, 36-hour fermentation. 500 g.',
          rec,
        ),
        veg('Multigrain Bread', 99, 'bread', 'Sliced loaf with seeds.'),
        veg('Garlic Baguette', 149, 'baguette', 'Crusty baguette with garlic butter.'),
        veg('Ladi Pav (6 pcs)', 45, 'bread', 'Soft dinner rolls.'),
      ],
    },
    {
      name: 'Cakes',
      dishes: [
        veg('Chocolate Truffle Cake', 499, 'cake', 'Eggless, with dark chocolate ganache.', {
          recommended: true,
          addons: [addonsLib.cakeSize],
        }),
        veg('Pineapple Cake', 399, 'cake', 'Eggless sponge, fresh cream and pineapple.', {
          addons: [addonsLib.cakeSize],
        }),
        veg('Plum Cake (slice)', 89, 'cake-slice', 'Rich fruit cake, Christmas special.'),
        veg('Honey Cake', 69, 'cake-slice', 'Bakery classic with honey, jam and coconut.'),
        veg('Red Velvet Cupcake', 89, 'cupcake', 'With cream cheese frosting.'),
      ],
    },
    {
      name: 'Puffs & Savouries',
      dishes: [
        veg('Veg Puff', 35, 'puff', 'Spiced potato and peas.', rec),
        nonVeg('Egg Puff', 45, 'egg-puff', 'Half an egg in onion masala.'),
        nonVeg('Chicken Puff', 59, 'puff', 'Chicken keema filling.'),
        veg('Paneer Puff', 49, 'puff', 'Paneer bhurji filling.'),
        veg('Butter Croissant', 109, 'croissant', 'All-butter, laminated in-house.'),
        nonVeg('Chicken Sandwich', 149, 'sandwich', 'Chicken mayo on fresh white bread.'),
      ],
    },
    {
      name: 'Cookies & Rusks',
      dishes: [
        veg('Choco Chip Cookies (200 g)', 179, 'cookie', 'Crunchy, buttery.'),
        veg('Osmania Biscuits (250 g)', 149, 'cookie', 'Hyderabadi tea-time classic.'),
        veg('Milk Rusk (200 g)', 99, 'bun-maska', 'Twice-baked, perfect with chai.'),
        veg('Chocolate Doughnut', 79, 'donut', 'Glazed with dark chocolate.'),
      ],
    },
  ],
  thali: [
    {
      name: 'Thalis',
      dishes: [
        veg(
          'South Indian Meals',
          149,
          'thali',
          'Rice, sambar, rasam, palya, kootu, curd, papad and sweet.',
          { recommended: true, addons: [addonsLib.thaliExtras] },
        ),
        veg(
          'North Indian Thali',
          199,
          'thali',
          'Two rotis, dal, paneer curry, veg curry, rice, raita and sweet.',
          { recommended: true, addons: [addonsLib.thaliExtras] },
        ),
        veg('Mini Meals', 119, 'mini-meals', 'Rice, sambar, palya, curd and pickle.'),
        veg('Executive Thali', 249, 'thali', 'Our biggest thali with two sweets and a starter.'),
        nonVeg('Chicken Thali', 249, 'thali', 'Chicken curry, two chapatis, rice, dal and salad.'),
      ],
    },
    {
      name: 'Rice Specials',
      dishes: [
        veg('Bisi Bele Bath', 99, 'bisi-bele-bath', 'With boondi and papad.'),
        veg('Curd Rice', 79, 'curd-rice', 'Tempered with mustard and curry leaves.'),
        veg('Lemon Rice', 79, 'lemon-rice', 'With roasted peanuts.'),
        veg('Veg Pulao', 149, 'jeera-rice', 'With raita.'),
        veg('Puliyogare', 89, 'lemon-rice', 'Tamarind rice with a special podi.'),
      ],
    },
    {
      name: 'Rotis & Curries',
      dishes: [
        veg('Chapati Kurma (2 pcs)', 89, 'roti', 'Soft chapatis with vegetable kurma.'),
        veg('Puri Sagu', 89, 'puri', 'Three puris with potato sagu.', rec),
        veg('Chole Bhature', 149, 'chole', 'Two bhaturas with Punjabi chole and pickled onions.'),
        veg('Paneer Butter Masala', 249, 'paneer-curry', 'Rich tomato gravy.'),
        veg('Dal Tadka', 179, 'dal', 'Yellow dal with a ghee and garlic tadka.'),
      ],
    },
    {
      name: 'Sweets & Drinks',
      dishes: [
        veg('Gulab Jamun', 49, 'gulab-jamun', 'Two pieces.'),
        veg('Payasam', 59, 'kheer', 'Vermicelli payasam with cashews.'),
        veg('Buttermilk', 29, 'buttermilk', 'Spiced majjige.'),
        veg('Sweet Lassi', 69, 'lassi', 'Thick and cold.'),
      ],
    },
  ],
};

// ── Opening hours ─────────────────────────────────────────────────────────────────────────

type Ranges = [string, string][];
const everyDay = (...ranges: Ranges): OpeningHours => ({
  '1': ranges,
  '2': ranges,
  '3': ranges,
  '4': ranges,
  '5': ranges,
  '6': ranges,
  '7': ranges,
});
/** The same hours, closed on the given ISO weekdays. */
function closedOn(hours: OpeningHours, ...days: (keyof OpeningHours)[]): OpeningHours {
  const copy = { ...hours };
  for (const day of days) delete copy[day];
  return copy;
}

const hours = {
  /** Null: open around the clock. */
  always: null,
  day: everyDay(['09:00', '23:30']),
  lunchAndDinner: everyDay(['11:00', '15:30'], ['18:30', '23:30']),
  tiffin: everyDay(['06:30', '11:30'], ['16:00', '22:00']),
  lateNight: everyDay(['19:00', '03:00']),
  cafe: everyDay(['08:00', '22:00']),
  dinner: everyDay(['17:00', '23:59']),
  evening: everyDay(['15:00', '22:30']),
  dessert: everyDay(['12:00', '01:00']),
} satisfies Record<string, OpeningHours | null>;

// ── Areas ─────────────────────────────────────────────────────────────────────────────────

/** The popular locations of demo-data.ts, with their PIN codes. */
const areas = {
  Indiranagar: { latitude: 12.9719, longitude: 77.6412, pin: '560038' },
  Koramangala: { latitude: 12.9352, longitude: 77.6245, pin: '560034' },
  'MG Road': { latitude: 12.9756, longitude: 77.6066, pin: '560001' },
  Whitefield: { latitude: 12.9698, longitude: 77.75, pin: '560066' },
  Jayanagar: { latitude: 12.925, longitude: 77.5938, pin: '560041' },
  'HSR Layout': { latitude: 12.9116, longitude: 77.6389, pin: '560102' },
  Malleshwaram: { latitude: 13.0031, longitude: 77.5643, pin: '560003' },
};
type Area = keyof typeof areas;

// ── Stores ────────────────────────────────────────────────────────────────────────────────

interface StoreDef {
  slug: string;
  name: string;
  area: Area;
  /** The first is the main cuisine: its whole menu; the second adds its first section. */
  cuisines: CuisineKey[];
  /** Artwork variant 1-3 of the main cuisine. */
  art: 1 | 2 | 3;
  description: string;
  landmark: string;
  /** Absent: 09:00-23:30 every day. */
  hours?: OpeningHours | null;
  /** Overrides of the generated columns. */
  extra?: Partial<StoreSeed>;
}

const owner = 'owner@demo.test';

const storeDefs: StoreDef[] = [
  // Indiranagar
  {
    slug: 'napoli-woodfire-pizza',
    name: 'Napoli Woodfire Pizza',
    area: 'Indiranagar',
    cuisines: ['pizza'],
    art: 1,
    description: 'Pizzas, Pastas, Italian',
    landmark: '12th Main Road, HAL 2nd Stage',
    hours: hours.always,
    extra: {
      deliveryRadiusKm: 7,
      deliveryTimeMinutes: 25,
      rating: 4.6,
      customFeaturedName: 'Bestseller',
      freeDeliverySubtotalMinor: 49900,
      customMessageOnList: 'Free delivery above ₹499',
      customMessage:
        '<p><strong>Wood-fired in 90 seconds.</strong> Every pizza is hand-stretched to order with 48-hour fermented dough.</p>',
      ownerEmail: owner,
    },
  },
  {
    slug: 'spice-route-kitchen',
    name: 'Spice Route Kitchen',
    area: 'Indiranagar',
    cuisines: ['north-indian', 'kebabs'],
    art: 1,
    description: 'North Indian, Mughlai, Tandoor',
    landmark: '100 Feet Road',
  },
  {
    slug: 'the-burger-yard',
    name: 'The Burger Yard',
    area: 'Indiranagar',
    cuisines: ['burgers'],
    art: 1,
    description: 'Burgers, Fries, Shakes',
    landmark: 'CMH Road',
    hours: hours.lunchAndDinner,
  },
  {
    slug: 'chaat-junction',
    name: 'Chaat Junction',
    area: 'Indiranagar',
    cuisines: ['street-food'],
    art: 1,
    description: 'Chaat, Street Food, Sweets',
    landmark: 'Double Road',
    hours: hours.evening,
    extra: { isPureVeg: true },
  },
  {
    slug: 'brew-and-bake-cafe',
    name: 'Brew & Bake Café',
    area: 'Indiranagar',
    cuisines: ['cafe', 'bakery'],
    art: 1,
    description: 'Coffee, Bakes, Sandwiches',
    landmark: '12th Main Road',
    hours: hours.cafe,
    extra: { deliveryType: 2, customMessageOnList: 'Self-pickup only' },
  },
  {
    slug: 'dragon-wok',
    name: 'Dragon Wok',
    area: 'Indiranagar',
    cuisines: ['chinese'],
    art: 1,
    description: 'Chinese, Indo-Chinese, Momos',
    landmark: 'Old Airport Road',
    extra: { deliveryRadiusKm: 6, zone: 'Dragon Wok: west of Marathahalli' },
  },
  {
    slug: 'biryani-darbar',
    name: 'Biryani Darbar',
    area: 'Indiranagar',
    cuisines: ['biryani'],
    art: 2,
    description: 'Biryani, Hyderabadi, Kebabs',
    landmark: 'Defence Colony',
    extra: { ownerEmail: owner },
  },
  // Koramangala
  {
    slug: 'nawabi-biryani-house',
    name: 'Nawabi Biryani House',
    area: 'Koramangala',
    cuisines: ['biryani', 'kebabs'],
    art: 1,
    description: 'Biryani, Mughlai, Kebabs',
    landmark: '5th Block, near Forum Mall',
    hours: everyDay(['11:00', '03:00']),
    extra: {
      customFeaturedName: 'Bestseller',
      rating: 4.5,
      customMessage:
        '<p><strong>Open till 3 AM.</strong> Dum-cooked in copper handis, sealed and delivered hot.</p>',
    },
  },
  {
    slug: 'udupi-upahar',
    name: 'Udupi Upahar',
    area: 'Koramangala',
    cuisines: ['south-indian', 'thali'],
    art: 1,
    description: 'South Indian, Udupi, Tiffin',
    landmark: '80 Feet Road, 4th Block',
    hours: hours.tiffin,
    extra: { isPureVeg: true, deliveryRadiusKm: 7 },
  },
  {
    slug: 'slice-of-brooklyn',
    name: 'Slice of Brooklyn',
    area: 'Koramangala',
    cuisines: ['pizza'],
    art: 2,
    description: 'New York-style Pizza, Pasta',
    landmark: '1st Block, Jyoti Nivas College Road',
  },
  {
    slug: 'green-bowl-co',
    name: 'Green Bowl Co.',
    area: 'Koramangala',
    cuisines: ['healthy'],
    art: 1,
    description: 'Healthy, Salads, Bowls',
    landmark: '6th Block, 17th Main',
    hours: hours.always,
    extra: { customFeaturedName: 'Newly opened', freeDeliverySubtotalMinor: 29900 },
  },
  {
    slug: 'sugar-and-spoon',
    name: 'Sugar & Spoon',
    area: 'Koramangala',
    cuisines: ['desserts', 'ice-cream'],
    art: 1,
    description: 'Desserts, Cakes, Ice Cream',
    landmark: '7th Block, 80 Feet Road',
    hours: hours.dessert,
    extra: { isPureVeg: true, freeDeliverySubtotalMinor: 29900 },
  },
  {
    slug: 'momo-street',
    name: 'Momo Street',
    area: 'Koramangala',
    cuisines: ['chinese', 'street-food'],
    art: 2,
    description: 'Momos, Tibetan, Chinese',
    landmark: '8th Block, near Sony World Signal',
    hours: hours.lunchAndDinner,
    extra: { customFeaturedName: 'Newly opened' },
  },
  {
    slug: 'roll-call',
    name: 'Roll Call',
    area: 'Koramangala',
    cuisines: ['rolls'],
    art: 1,
    description: 'Rolls, Wraps, Shawarma',
    landmark: '5th Block, Jyoti Nivas College Road',
    hours: hours.lateNight,
    extra: { deliveryRadiusKm: 7 },
  },
  // MG Road
  {
    slug: 'the-punjab-dhaba',
    name: 'The Punjab Dhaba',
    area: 'MG Road',
    cuisines: ['north-indian', 'thali'],
    art: 2,
    description: 'North Indian, Punjabi, Thali',
    landmark: 'Brigade Road',
    extra: { deliveryType: 1, isAppview: false },
  },
  {
    slug: 'brigade-burger-co',
    name: 'Brigade Burger Co.',
    area: 'MG Road',
    cuisines: ['burgers'],
    art: 2,
    description: 'Burgers, American, Fast Food',
    landmark: 'Brigade Road, near Church Street',
    hours: hours.always,
  },
  {
    slug: 'cubbon-cafe',
    name: 'Cubbon Café',
    area: 'MG Road',
    cuisines: ['cafe'],
    art: 2,
    description: 'Coffee, Tea, Sandwiches',
    landmark: 'Kasturba Road, opposite Cubbon Park',
    hours: hours.cafe,
  },
  {
    slug: 'mamma-mia-pizzeria',
    name: 'Mamma Mia Pizzeria',
    area: 'MG Road',
    cuisines: ['pizza'],
    art: 3,
    description: 'Italian, Pizza, Pasta',
    landmark: 'Church Street',
    extra: { isActive: false },
  },
  {
    slug: 'coastal-curry-house',
    name: 'Coastal Curry House',
    area: 'MG Road',
    cuisines: ['south-indian', 'biryani'],
    art: 2,
    description: 'Mangalorean, Kerala, Seafood',
    landmark: 'Residency Road',
    hours: hours.lunchAndDinner,
  },
  {
    slug: 'frozen-bliss-creamery',
    name: 'Frozen Bliss Creamery',
    area: 'MG Road',
    cuisines: ['ice-cream', 'desserts'],
    art: 1,
    description: 'Ice Cream, Desserts, Shakes',
    landmark: 'Lavelle Road',
    hours: everyDay(['11:00', '00:30']),
    extra: { isPureVeg: true, customFeaturedName: 'Newly opened' },
  },
  // Whitefield
  {
    slug: 'hyderabadi-biryani-express',
    name: 'Hyderabadi Biryani Express',
    area: 'Whitefield',
    cuisines: ['biryani'],
    art: 3,
    description: 'Biryani, Hyderabadi',
    landmark: 'ITPL Main Road',
  },
  {
    slug: 'wok-this-way',
    name: 'Wok This Way',
    area: 'Whitefield',
    cuisines: ['chinese'],
    art: 3,
    description: 'Chinese, Asian, Noodles',
    landmark: 'Phoenix Marketcity, Mahadevapura',
  },
  {
    slug: 'itpl-dosa-camp',
    name: 'ITPL Dosa Camp',
    area: 'Whitefield',
    cuisines: ['south-indian'],
    art: 3,
    description: 'South Indian, Dosa, Filter Coffee',
    landmark: 'Pattandur Agrahara',
    hours: hours.tiffin,
    extra: { isPureVeg: true, deliveryType: 2 },
  },
  {
    slug: 'grill-nation',
    name: 'Grill Nation',
    area: 'Whitefield',
    cuisines: ['kebabs', 'north-indian'],
    art: 1,
    description: 'Kebabs, Grill, North Indian',
    landmark: 'Varthur Road',
    hours: hours.dinner,
    extra: { customFeaturedName: 'Newly opened' },
  },
  {
    slug: 'crust-and-crumb',
    name: 'Crust & Crumb',
    area: 'Whitefield',
    cuisines: ['bakery', 'desserts'],
    art: 1,
    description: 'Bakery, Cakes, Breads',
    landmark: 'Hope Farm Junction',
    hours: everyDay(['07:30', '21:30']),
  },
  {
    slug: 'fit-fuel-kitchen',
    name: 'Fit Fuel Kitchen',
    area: 'Whitefield',
    cuisines: ['healthy'],
    art: 2,
    description: 'Healthy, High Protein, Salads',
    landmark: 'Brookefield',
  },
  {
    slug: 'burger-barn',
    name: 'Burger Barn',
    area: 'Whitefield',
    cuisines: ['burgers'],
    art: 3,
    description: 'Burgers, Hot Dogs, Shakes',
    landmark: 'Forum Shantiniketan',
    hours: closedOn(hours.day, '1'),
    extra: { customMessageOnList: 'Closed on Mondays' },
  },
  // Jayanagar
  {
    slug: 'namma-tiffin-room',
    name: 'Namma Tiffin Room',
    area: 'Jayanagar',
    cuisines: ['south-indian', 'thali'],
    art: 1,
    description: 'South Indian, Tiffin, Meals',
    landmark: '4th Block, near Jayanagar Shopping Complex',
    hours: hours.tiffin,
    extra: {
      isPureVeg: true,
      rating: 4.7,
      customMessage:
        '<p><strong>Since 1968.</strong> Ghee dosa and filter coffee, the old way.</p>',
    },
  },
  {
    slug: 'jayanagar-chaat-house',
    name: 'Jayanagar Chaat House',
    area: 'Jayanagar',
    cuisines: ['street-food'],
    art: 2,
    description: 'Chaat, Pav Bhaji, Snacks',
    landmark: '11th Main, 4th Block',
    hours: hours.evening,
    extra: { isPureVeg: true },
  },
  {
    slug: 'annapoorna-thali',
    name: 'Annapoorna Thali',
    area: 'Jayanagar',
    cuisines: ['thali', 'north-indian'],
    art: 1,
    description: 'Thali, North Indian, South Indian',
    landmark: '9th Block, 30th Cross',
    hours: hours.lunchAndDinner,
    extra: { isPureVeg: true, deliveryRadiusKm: 8 },
  },
  {
    slug: 'royal-kebab-corner',
    name: 'Royal Kebab Corner',
    area: 'Jayanagar',
    cuisines: ['kebabs'],
    art: 2,
    description: 'Kebabs, Mughlai, Grill',
    landmark: 'South End Circle',
    hours: hours.dinner,
  },
  {
    slug: 'cake-walk-patisserie',
    name: 'Cake Walk Patisserie',
    area: 'Jayanagar',
    cuisines: ['desserts', 'bakery'],
    art: 2,
    description: 'Eggless Cakes, Desserts',
    landmark: '3rd Block, 10th Main',
    extra: { isPureVeg: true, customMessageOnList: '100% eggless' },
  },
  {
    slug: 'kulhad-chai-co',
    name: 'Kulhad Chai Co.',
    area: 'Jayanagar',
    cuisines: ['cafe', 'street-food'],
    art: 3,
    description: 'Chai, Snacks, Bun Maska',
    landmark: '7th Block, near Raghavendra Swamy Mutt',
    hours: everyDay(['07:00', '23:00']),
    extra: { freeDeliverySubtotalMinor: 19900, deliveryRadiusKm: 8 },
  },
  // HSR Layout
  {
    slug: 'biryani-bhai',
    name: 'Biryani Bhai',
    area: 'HSR Layout',
    cuisines: ['biryani'],
    art: 1,
    description: 'Biryani, Kebabs',
    landmark: '27th Main, Sector 1',
    extra: { deliveryType: 1 },
  },
  {
    slug: 'pizza-stop-hsr',
    name: 'Pizza Stop',
    area: 'HSR Layout',
    cuisines: ['pizza'],
    art: 3,
    description: 'Veg Pizzas, Pastas, Garlic Bread',
    landmark: '19th Main, Sector 4',
    extra: { isPureVeg: true },
  },
  {
    slug: 'the-salad-story',
    name: 'The Salad Story',
    area: 'HSR Layout',
    cuisines: ['healthy'],
    art: 3,
    description: 'Salads, Bowls, Smoothies',
    landmark: 'Sector 7, near BDA Complex',
    extra: { isPureVeg: true, deliveryRadiusKm: 8 },
  },
  {
    slug: 'shanghai-kitchen',
    name: 'Shanghai Kitchen',
    area: 'HSR Layout',
    cuisines: ['chinese'],
    art: 1,
    description: 'Chinese, Thai, Asian',
    landmark: '24th Main, Sector 2',
    hours: hours.lunchAndDinner,
  },
  {
    slug: 'wrap-it-up',
    name: 'Wrap It Up',
    area: 'HSR Layout',
    cuisines: ['rolls'],
    art: 2,
    description: 'Wraps, Rolls, Shawarma',
    landmark: '14th Main, Sector 5',
    extra: { deliveryRadiusKm: 8 },
  },
  {
    slug: 'smoky-grills',
    name: 'Smoky Grills',
    area: 'HSR Layout',
    cuisines: ['kebabs', 'biryani'],
    art: 3,
    description: 'Grill, Barbecue, Kebabs',
    landmark: 'Agara Lake Road',
    hours: hours.dinner,
  },
  {
    slug: 'desi-tadka',
    name: 'Desi Tadka',
    area: 'HSR Layout',
    cuisines: ['north-indian'],
    art: 3,
    description: 'North Indian, Home-style',
    landmark: '17th Cross, Sector 3',
  },
  {
    slug: 'tandoor-tales',
    name: 'Tandoor Tales',
    area: 'HSR Layout',
    cuisines: ['north-indian', 'kebabs'],
    art: 1,
    description: 'North Indian, Tandoor',
    landmark: 'Sector 6',
    extra: { isAccepted: false },
  },
  // Malleshwaram
  {
    slug: 'malleshwaram-benne-dosa',
    name: 'Malleshwaram Benne Dosa',
    area: 'Malleshwaram',
    cuisines: ['south-indian'],
    art: 1,
    description: 'South Indian, Dosa, Tiffin',
    landmark: '8th Cross, Margosa Road',
    hours: hours.tiffin,
    extra: { isPureVeg: true, rating: 4.8, ownerEmail: owner },
  },
  {
    slug: 'sampige-sweets',
    name: 'Sampige Sweets',
    area: 'Malleshwaram',
    cuisines: ['desserts'],
    art: 3,
    description: 'Indian Sweets, Desserts',
    landmark: 'Sampige Road',
    extra: { isPureVeg: true },
  },
  {
    slug: 'sri-krishna-bhavan',
    name: 'Sri Krishna Bhavan',
    area: 'Malleshwaram',
    cuisines: ['thali', 'south-indian'],
    art: 2,
    description: 'Meals, South Indian, Tiffin',
    landmark: '15th Cross, Malleshwaram',
    hours: hours.lunchAndDinner,
    extra: { isPureVeg: true },
  },
  {
    slug: '18th-cross-chaat',
    name: '18th Cross Chaat',
    area: 'Malleshwaram',
    cuisines: ['street-food'],
    art: 3,
    description: 'Chaat, Snacks',
    landmark: '18th Cross, Malleshwaram',
    hours: hours.evening,
    extra: { isPureVeg: true },
  },
  {
    slug: 'bun-maska-cafe',
    name: 'Bun Maska Café',
    area: 'Malleshwaram',
    cuisines: ['cafe', 'bakery'],
    art: 3,
    description: 'Irani Café, Bakery, Chai',
    landmark: 'Sankey Road',
    hours: hours.cafe,
    extra: { customFeaturedName: 'Newly opened' },
  },
  // Koramangala, opened recently
  {
    slug: 'sizzle-burgers',
    name: 'Sizzle Burgers',
    area: 'Koramangala',
    cuisines: ['burgers', 'rolls'],
    art: 2,
    description: 'Burgers, Wraps, Fries',
    landmark: '3rd Block, Sarjapur Road',
    extra: { customFeaturedName: 'Newly opened', deliveryRadiusKm: 7 },
  },
];

// ── Building stores ───────────────────────────────────────────────────────────────────────

/** ₹249-style prices: rupees to paise, ending in 9 from ₹60 up, rounded to ₹5 below. */
function pricePaise(rupees: number): number {
  const rounded =
    rupees < 60 ? Math.max(5, Math.round(rupees / 5) * 5) : Math.round(rupees / 10) * 10 - 1;
  return rounded * 100;
}

function buildMenu(def: StoreDef, random: Random, pureVeg: boolean): StoreSeed['menu'] {
  const [main, second] = def.cuisines;
  const sections = [...(main ? menus[main] : [])];
  const extra = second ? menus[second][0] : undefined;
  if (extra && !sections.some((section) => section.name === extra.name)) sections.push(extra);
  const factor = 0.9 + random() * 0.3;
  const keepable = sections
    .map((section) => section.dishes.filter((dish) => !pureVeg || dish.veg).length)
    .reduce((sum, count) => sum + count, 0);
  let dropsLeft = Math.max(0, keepable - 17);

  const menu: NonNullable<StoreSeed['menu']> = [];
  for (const section of sections) {
    const items: ItemSeed[] = [];
    for (const [index, dish] of section.dishes.entries()) {
      if (pureVeg && !dish.veg) continue;
      // Each store leaves out a few dishes so that menus of one cuisine differ.
      if (index > 0 && !dish.recommended && dropsLeft > 0 && random() < 0.15) {
        dropsLeft -= 1;
        continue;
      }
      const priceMinor = pricePaise(dish.rupees * factor);
      const discounted = random() < 0.15;
      const unavailable = index > 0 && !dish.recommended && random() < 0.08;
      items.push({
        name: dish.name,
        description: dish.description,
        image: image.item(dish.dish),
        priceMinor,
        oldPriceMinor: discounted ? pricePaise(dish.rupees * factor * 1.25) : null,
        isVeg: dish.veg,
        isAvailable: !unavailable,
        isRecommended: dish.recommended ?? false,
        isPopular: random() < (dish.recommended ? 0.5 : 0.08),
        ...(dish.addons ? { addonGroups: dish.addons } : {}),
      });
    }
    if (items.length) menu.push({ name: section.name, items });
  }
  return menu;
}

const reviewTemplates: Record<number, string[]> = {
  5: [
    'The {dish} was outstanding. Packed well and arrived hot.',
    'Best {dish} in the area, hands down.',
    'Ordered the {dish} again, consistent every single time!',
    'Generous portions and the delivery partner was very polite.',
    'Loved everything. Will order again this weekend.',
    'Fresh, tasty and on time. What more do you want?',
  ],
  4: [
    'Really good {dish}, slightly on the pricier side.',
    'Tasty food, delivery took a bit longer than the app showed.',
    'Good packaging and fresh ingredients. The {dish} was the highlight.',
    'Solid meal for the price.',
    'Nice flavours. Would like a little more spice next time.',
  ],
  3: [
    'Decent, but the {dish} was a little cold when it arrived.',
    'Average this time. Spice levels were off.',
    'Okay food, portion size could be better.',
  ],
  2: [
    'The {dish} was too oily and one item was missing.',
    'Took over an hour to arrive. Not great.',
  ],
  1: [
    'Wrong order delivered and no response from the store.',
    'Food was cold and stale. Disappointed.',
  ],
};

function buildReviews(
  random: Random,
  baseRating: number,
  menu: NonNullable<StoreSeed['menu']>,
  count: number,
): NonNullable<StoreSeed['ratings']> {
  const highlights = menu.flatMap((section) =>
    section.items.filter((item) => item.isRecommended).map((item) => item.name),
  );
  const reviews: NonNullable<StoreSeed['ratings']> = [];
  let daysAgo = 1;
  for (let index = 0; index < count; index += 1) {
    const rating = Math.min(5, Math.max(1, Math.round(baseRating + (random() - 0.5) * 2.4)));
    const dish = highlights.length ? pick(random, highlights) : 'food';
    const withText = random() < 0.85;
    daysAgo += 1 + Math.floor(random() * 9);
    const at = new Date(Date.UTC(2026, 10, 20, 8 + Math.floor(random() * 12), 0, 0));
    at.setUTCDate(at.getUTCDate() - daysAgo);
    reviews.push({
      ...(index === 0 || random() < 0.2 ? { userEmail: 'customer@demo.test' } : {}),
      rating,
      review: withText ? pick(random, reviewTemplates[rating] ?? []).replace('{dish}', dish) : '',
      createdAt: at.toISOString(),
    });
  }
  return reviews;
}

function buildStore(def: StoreDef): StoreSeed {
  const random = seededRandom(def.slug);
  // Charges draw from their own sequence so adding them left every other demo value unchanged.
  const charges = seededRandom(`${def.slug}:charges`);
  const area = areas[def.area];
  // Within about 2 km of the area's centre.
  const distanceKm = 0.3 + random() * 1.6;
  const bearing = random() * 2 * Math.PI;
  const latitude = area.latitude + (distanceKm * Math.cos(bearing)) / 111.2;
  const longitude =
    area.longitude +
    (distanceKm * Math.sin(bearing)) / (111.2 * Math.cos((area.latitude * Math.PI) / 180));
  const main = def.cuisines[0] ?? 'north-indian';
  const pureVeg = def.extra?.isPureVeg ?? false;
  const menu = buildMenu(def, random, pureVeg) ?? [];
  const prices = menu
    .flatMap((section) => section.items.map((item) => item.priceMinor))
    .sort((a, b) => a - b);
  const medianPrice = prices[Math.floor(prices.length / 2)] ?? 20000;
  const rating = Math.round((3.6 + random() * 1.2) * 10) / 10;
  const reviewCount = Math.floor(random() * 13);
  return {
    slug: def.slug,
    name: def.name,
    description: def.description,
    landmark: def.landmark,
    address: `${def.landmark}, ${def.area}, Bengaluru, Karnataka ${area.pin}`,
    // A Bengaluru landline (080), from its own sequence like the charges.
    phone: `+9180${String(Math.floor(seededRandom(`${def.slug}:phone`)() * 1e8)).padStart(8, '0')}`,
    image: image.store(main, def.art),
    bannerImage: image.banner(main),
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(longitude * 1e6) / 1e6,
    deliveryRadiusKm: 4 + Math.floor(random() * 9) / 2,
    deliveryType: 3,
    deliveryTimeMinutes: 20 + 5 * Math.floor(random() * 6),
    prepMinutes: 10 + 5 * Math.floor(random() * 3),
    priceRangeMinor: Math.max(20000, Math.round((medianPrice * 2.5) / 5000) * 5000),
    minOrderMinor: pick(random, [0, 0, 9900, 14900]),
    storeChargeMinor: pick(charges, [0, 1000, 1500, 2000]),
    ...(charges() < 0.5
      ? {
          deliveryChargeType: 'FIXED' as const,
          deliveryChargeMinor: pick(charges, [2500, 2900, 3900]),
        }
      : {
          deliveryChargeType: 'DYNAMIC' as const,
          baseDeliveryChargeMinor: 2500,
          baseDeliveryDistanceKm: 3,
          extraDeliveryChargePerKmMinor: pick(charges, [600, 800, 1000]),
        }),
    taxBps: 500,
    autoAcceptOrders: charges() < 0.3,
    commissionBps: pick(random, [1500, 1800, 2000, 2200]),
    rating,
    openingHours: def.hours === undefined ? hours.day : def.hours,
    cuisines: def.cuisines.map((key) => cuisineNames[key]),
    menu,
    ratings: buildReviews(random, def.extra?.rating ?? rating, menu, reviewCount),
    ...def.extra,
  };
}

const stores = storeDefs.map(buildStore);

/** Dragon Wok delivers in its radius, but not east of this line (towards Marathahalli). */
function dragonWokZone(): [number, number][] {
  const store = stores.find((candidate) => candidate.slug === 'dragon-wok');
  const lat = store?.latitude ?? 12.9719;
  const lng = store?.longitude ?? 77.6412;
  return [
    [lat + 0.07, lng - 0.07],
    [lat + 0.07, lng + 0.015],
    [lat - 0.07, lng + 0.015],
    [lat - 0.07, lng - 0.07],
  ];
}

// ── Pages ─────────────────────────────────────────────────────────────────────────────────

const pageImage = (slug: string, alt: string) =>
  `<p><img src="${image.page(slug)}" alt="${alt}" width="1200" height="400"></p>`;

const pages: NonNullable<CatalogSeed['pages']> = [
  {
    slug: 'about-us',
    name: 'About us',
    body: `${pageImage('about-us', 'About Swiftbite')}
<h2>Good food from the best local kitchens</h2>
<p>Swiftbite is a food, grocery and parcel delivery platform built in Bengaluru. We started in 2024 with twelve restaurants in Indiranagar and a handful of delivery partners on scooters. Today we work with hundreds of kitchens across the city, from sixty-year-old tiffin rooms in Malleshwaram to the newest cloud kitchens in HSR Layout.</p>
<h3>What we believe</h3>
<ul>
<li><strong>Local first.</strong> Most of our partners are independent restaurants. We keep our commission fair and pay them every week.</li>
<li><strong>Honest prices.</strong> The menu price on Swiftbite is the price you pay at the counter. Delivery and packaging charges are shown before you pay.</li>
<li><strong>Fast, not reckless.</strong> Our delivery partners are never penalised for a late order caused by traffic or rain.</li>
</ul>
<h3>Swiftbite in numbers</h3>
<ul>
<li>1,200+ partner restaurants and stores</li>
<li>3,500 delivery partners</li>
<li>Average delivery time of 28 minutes</li>
</ul>
<p>Want to list your restaurant or ride with us? Write to <a href="mailto:partners@swiftbite.example">partners@swiftbite.example</a>.</p>`,
  },
  {
    slug: 'terms-and-conditions',
    name: 'Terms and conditions',
    body: `${pageImage('terms-and-conditions', 'Terms and conditions')}
<p><em>Last updated: 1 November 2026</em></p>
<p>These terms apply to your use of the Swiftbite website and app ("Swiftbite", "we", "us"). By placing an order you agree to them.</p>
<h3>1. Your account</h3>
<p>You must be at least 18 years old to create an account. Keep your password private; you are responsible for orders placed from your account.</p>
<h3>2. Orders</h3>
<ul>
<li>Restaurants and stores prepare the food; Swiftbite takes the order, collects payment and arranges delivery.</li>
<li>Prices, availability and delivery times are shown by the store and may change until you place the order.</li>
<li>An order is confirmed once the store accepts it. If a store cannot fulfil it, we cancel it and refund you in full.</li>
</ul>
<h3>3. Payments</h3>
<p>You can pay by UPI, card, net banking or your Swiftbite wallet. Wallet balance cannot be withdrawn as cash.</p>
<h3>4. Coupons and offers</h3>
<p>Coupons are valid for the period and minimum order shown, one per order, and cannot be combined unless stated.</p>
<h3>5. Conduct</h3>
<p>Please treat delivery partners and store staff with respect. We may suspend accounts used for fraud or abuse.</p>
<h3>6. Liability</h3>
<p>Food is prepared by independent stores. Check allergen information with the store before ordering if you have an allergy.</p>
<h3>7. Contact</h3>
<p>Questions about these terms: <a href="mailto:legal@swiftbite.example">legal@swiftbite.example</a>.</p>`,
  },
  {
    slug: 'privacy-policy',
    name: 'Privacy policy',
    body: `${pageImage('privacy-policy', 'Privacy policy')}
<p><em>Last updated: 1 November 2026</em></p>
<p>We collect only what we need to deliver your orders, and we never sell your personal data.</p>
<h3>What we collect</h3>
<ul>
<li><strong>Account details:</strong> your name, phone number and email address.</li>
<li><strong>Delivery addresses</strong> and, when you allow it, your device location to find stores near you.</li>
<li><strong>Order history</strong>, ratings and reviews.</li>
<li><strong>Payment references</strong> from our payment partners. We never store full card numbers.</li>
</ul>
<h3>How we use it</h3>
<ul>
<li>To show stores that deliver to you and to deliver your orders.</li>
<li>To share your name, address and phone number with the store and delivery partner for your order only.</li>
<li>To send order updates and, if you opt in, offers.</li>
</ul>
<h3>Cookies and local storage</h3>
<p>We keep your cart, location and sign-in in your browser's local storage. You can clear them at any time from your browser settings.</p>
<h3>Your rights</h3>
<p>You can ask for a copy of your data or for your account to be deleted by writing to <a href="mailto:privacy@swiftbite.example">privacy@swiftbite.example</a>. We reply within 30 days.</p>`,
  },
  {
    slug: 'refund-policy',
    name: 'Refund policy',
    body: `${pageImage('refund-policy', 'Refunds and cancellations')}
<p>If something goes wrong with your order, we will make it right.</p>
<h3>Cancellations</h3>
<ul>
<li>You can cancel free of charge until the store accepts your order.</li>
<li>After the store starts preparing your food, cancellation may not be possible, or a cancellation fee of up to the order value may apply.</li>
</ul>
<h3>Refunds</h3>
<ul>
<li><strong>Missing or wrong items:</strong> report within 2 hours of delivery from your order page with a photo. We refund the item value.</li>
<li><strong>Order not delivered:</strong> full refund including delivery charges.</li>
<li><strong>Quality issues:</strong> we review each report with the store and refund fully or partly.</li>
</ul>
<h3>How long it takes</h3>
<table>
<thead><tr><th>Paid with</th><th>Refund time</th></tr></thead>
<tbody>
<tr><td>Swiftbite wallet</td><td>Instant</td></tr>
<tr><td>UPI</td><td>1-3 working days</td></tr>
<tr><td>Credit or debit card</td><td>5-7 working days</td></tr>
</tbody>
</table>
<p>Need help? Contact us from the order page or at <a href="mailto:support@swiftbite.example">support@swiftbite.example</a>.</p>`,
  },
  {
    slug: 'contact-us',
    name: 'Contact us',
    body: `${pageImage('contact-us', 'Contact us')}
<h2>We are here to help</h2>
<p>Our support team is available every day from 8 AM to midnight.</p>
<h3>Order help</h3>
<p>For the fastest help with a current or recent order, open the order in <a href="/my-orders">My orders</a> and tap <strong>Help</strong>.</p>
<h3>Write to us</h3>
<ul>
<li>Customers: <a href="mailto:support@swiftbite.example">support@swiftbite.example</a></li>
<li>Restaurant partners: <a href="mailto:partners@swiftbite.example">partners@swiftbite.example</a></li>
<li>Delivery partners: <a href="mailto:riders@swiftbite.example">riders@swiftbite.example</a></li>
</ul>
<h3>Call us</h3>
<p>+91 80 4000 1234 (8 AM to midnight)</p>
<h3>Office</h3>
<p>Swiftbite Technologies Pvt Ltd<br>3rd Floor, 100 Feet Road, Indiranagar<br>Bengaluru, Karnataka 560038</p>`,
  },
];

// ── The catalogue ─────────────────────────────────────────────────────────────────────────

const storeSlide = (slide: string, storeSlug: string, name: string) => ({
  name,
  image: image.slide(slide),
  storeSlug,
});

export const demoCatalog: CatalogSeed = {
  modules: [
    {
      title: 'Food',
      content: 'Restaurants near you, delivered hot',
      image: image.module('food'),
      offers: 'Up to 60% off',
      url: '/',
    },
    {
      title: 'Grocery',
      content: 'Fruits, vegetables and daily essentials in 30 minutes',
      image: image.module('grocery'),
      offers: 'Free delivery above ₹199',
      url: '/grocery',
    },
    {
      title: 'Pickup & drop',
      content: 'Send parcels, keys and documents across the city',
      image: image.module('pickup-and-drop'),
      offers: 'From ₹49',
      url: '/pickup-and-drop',
    },
  ],
  zones: [{ name: 'Dragon Wok: west of Marathahalli', polygon: dragonWokZone() }],
  storeCategories: (Object.keys(cuisineNames) as CuisineKey[]).map((key) => ({
    name: cuisineNames[key],
    image: image.cuisine(key),
  })),
  stores,
  promoSliders: [
    {
      name: 'Home: main',
      kind: 'mainSlides',
      slides: [
        storeSlide('biryani-50', 'nawabi-biryani-house', 'Flat 50% off on Biryani'),
        storeSlide('pizza-bogo', 'napoli-woodfire-pizza', 'Buy 1 Get 1 on pizzas'),
        storeSlide('dosa-mornings', 'udupi-upahar', 'Crispy dosa mornings'),
        storeSlide('burger-combo', 'the-burger-yard', 'Burger and fries at ₹199'),
        storeSlide('dessert-free-delivery', 'sugar-and-spoon', 'Free delivery on desserts'),
        { name: 'All offers', image: image.slide('offers-all'), model: '3', url: '/offers' },
      ],
    },
    {
      name: 'Home: new arrivals',
      kind: 'newArrivals',
      slides: [
        storeSlide('new-momo-street', 'momo-street', 'Momo Street'),
        storeSlide('new-green-bowl', 'green-bowl-co', 'Green Bowl Co.'),
        storeSlide('new-roll-call', 'roll-call', 'Roll Call'),
        storeSlide('new-frozen-bliss', 'frozen-bliss-creamery', 'Frozen Bliss Creamery'),
        storeSlide('new-grill-nation', 'grill-nation', 'Grill Nation'),
        storeSlide('new-crust-crumb', 'crust-and-crumb', 'Crust & Crumb'),
        storeSlide('new-kulhad-chai', 'kulhad-chai-co', 'Kulhad Chai Co.'),
        storeSlide('new-salad-story', 'the-salad-story', 'The Salad Story'),
        storeSlide('new-wrap-it-up', 'wrap-it-up', 'Wrap It Up'),
        storeSlide('new-sizzle-burgers', 'sizzle-burgers', 'Sizzle Burgers'),
        storeSlide('new-bun-maska', 'bun-maska-cafe', 'Bun Maska Café'),
        // Not accepted yet: promo-slider must leave this slide out.
        storeSlide('new-cloud-kitchen', 'tandoor-tales', 'Tandoor Tales'),
      ],
    },
    {
      name: 'Home: other',
      kind: 'otherSlides',
      slides: [
        storeSlide('healthy-week', 'green-bowl-co', 'Healthy week'),
        storeSlide('chai-time', 'kulhad-chai-co', 'Chai and snacks'),
        storeSlide('late-night', 'roll-call', 'Midnight cravings'),
        storeSlide('biryani-express', 'hyderabadi-biryani-express', 'Biryani Express'),
        storeSlide('benne-dosa', 'malleshwaram-benne-dosa', 'Benne dosa breakfast'),
      ],
    },
    {
      name: 'Home: get it now',
      kind: 'getItSlides',
      slides: [
        storeSlide('get-it-thali', 'annapoorna-thali', 'Thalis at ₹179'),
        storeSlide('get-it-ice-cream', 'frozen-bliss-creamery', 'Ice cream'),
        storeSlide('get-it-chinese', 'dragon-wok', 'Indo-Chinese combos'),
        storeSlide('get-it-chinese', 'wok-this-way', 'Indo-Chinese combos'),
        storeSlide('get-it-thali', 'sri-krishna-bhavan', 'Thalis at ₹179'),
      ],
    },
    {
      name: 'Home: top pickup',
      kind: 'topPickupSlides',
      slides: [
        storeSlide('pickup-save', 'napoli-woodfire-pizza', 'Skip the wait'),
        storeSlide('pickup-coffee', 'cubbon-cafe', 'Coffee to go'),
        storeSlide('pickup-bakery', 'brew-and-bake-cafe', 'Fresh bakes'),
        storeSlide('pickup-bakery', 'crust-and-crumb', 'Fresh bakes'),
        storeSlide('pickup-coffee', 'bun-maska-cafe', 'Coffee to go'),
      ],
    },
  ],
  categorySlides: [
    { name: 'Biryani', image: image.cuisine('biryani'), categoryNames: ['Biryani'] },
    { name: 'Pizza', image: image.cuisine('pizza'), categoryNames: ['Pizza'] },
    { name: 'Burgers', image: image.cuisine('burgers'), categoryNames: ['Burgers'] },
    { name: 'Dosa & Idli', image: image.cuisine('south-indian'), categoryNames: ['South Indian'] },
    { name: 'North Indian', image: image.cuisine('north-indian'), categoryNames: ['North Indian'] },
    { name: 'Chinese', image: image.cuisine('chinese'), categoryNames: ['Chinese'] },
    {
      name: 'Desserts',
      image: image.cuisine('desserts'),
      categoryNames: ['Desserts', 'Ice Cream'],
    },
    { name: 'Healthy', image: image.cuisine('healthy'), categoryNames: ['Healthy'] },
    { name: 'Chaat', image: image.cuisine('street-food'), categoryNames: ['Street Food'] },
    { name: 'Rolls', image: image.cuisine('rolls'), categoryNames: ['Rolls & Wraps'] },
    { name: 'Kebabs', image: image.cuisine('kebabs'), categoryNames: ['Kebabs & Grill'] },
    { name: 'Coffee & Tea', image: image.cuisine('cafe'), categoryNames: ['Cafe & Beverages'] },
    { name: 'Cakes', image: image.cuisine('bakery'), categoryNames: ['Bakery', 'Desserts'] },
    { name: 'Ice Cream', image: image.cuisine('ice-cream'), categoryNames: ['Ice Cream'] },
    { name: 'Thali', image: image.cuisine('thali'), categoryNames: ['Thali & Meals'] },
  ],
  offers: [
    {
      title: '50% off on your first order',
      description:
        'Use code WELCOME50 on your first Swiftbite order. Up to ₹100 off on orders above ₹149.',
      image: image.offer('welcome50'),
      couponCode: 'WELCOME50',
    },
    {
      title: 'Free delivery above ₹199',
      description: 'No delivery fee on orders above ₹199 from partner stores within 5 km.',
      image: image.offer('free-delivery'),
    },
    {
      title: '₹125 off on biryani feasts',
      description: 'Use code FEAST125 on orders above ₹599 at Nawabi Biryani House.',
      image: image.offer('biryani-feast'),
      storeSlug: 'nawabi-biryani-house',
      couponCode: 'FEAST125',
    },
    {
      title: '2 medium pizzas for ₹599',
      description: 'Every Saturday and Sunday at Napoli Woodfire Pizza. Choose any two veg pizzas.',
      image: image.offer('pizza-party'),
      storeSlug: 'napoli-woodfire-pizza',
    },
    {
      title: 'Extra 20% off for members',
      description: 'Use code SWIFT20 for 20% off up to ₹80 on any order. For signed-in customers.',
      image: image.offer('members-only'),
      couponCode: 'SWIFT20',
      isUserOnly: true,
    },
    {
      title: '20% off healthy bowls',
      description: 'Use code GREEN20 at Green Bowl Co. on orders above ₹299.',
      image: image.offer('healthy-20'),
      storeSlug: 'green-bowl-co',
      couponCode: 'GREEN20',
    },
  ],
  pages,
  coupons: [
    {
      code: 'WELCOME50',
      name: 'Welcome offer',
      description: '50% off your first order, up to ₹100, on orders above ₹149.',
      discountType: 'PERCENTAGE',
      discount: 50,
      maxDiscountMinor: 10000,
      minSubtotalMinor: 14900,
      expiresInDays: 365,
      maxCount: 10000,
      maxCountPerUser: 1,
      firstOrderOnly: true,
    },
    {
      code: 'SWIFT20',
      name: 'Members save 20%',
      description: '20% off up to ₹80 on any order.',
      discountType: 'PERCENTAGE',
      discount: 20,
      maxDiscountMinor: 8000,
      expiresInDays: 180,
      maxCount: 5000,
      maxCountPerUser: 5,
    },
    {
      code: 'FLAT75',
      name: 'Flat ₹75 off',
      description: 'Flat ₹75 off on orders above ₹399.',
      discountType: 'AMOUNT',
      discount: 7500,
      minSubtotalMinor: 39900,
      expiresInDays: 90,
      maxCount: 2000,
      maxCountPerUser: 3,
    },
    {
      code: 'FEAST125',
      name: 'Biryani feast',
      description: '₹125 off on orders above ₹599 at Nawabi Biryani House.',
      discountType: 'AMOUNT',
      discount: 12500,
      minSubtotalMinor: 59900,
      expiresInDays: 60,
      maxCount: 500,
      storeSlug: 'nawabi-biryani-house',
    },
    {
      code: 'PIZZA15',
      name: 'Pizza night',
      description: '15% off up to ₹120 at Napoli Woodfire Pizza.',
      discountType: 'PERCENTAGE',
      discount: 15,
      maxDiscountMinor: 12000,
      minSubtotalMinor: 29900,
      expiresInDays: 30,
      maxCount: 300,
      storeSlug: 'napoli-woodfire-pizza',
    },
    {
      code: 'GREEN20',
      name: 'Healthy bowls',
      description: '20% off at Green Bowl Co. on orders above ₹299.',
      discountType: 'PERCENTAGE',
      discount: 20,
      maxDiscountMinor: 15000,
      minSubtotalMinor: 29900,
      expiresInDays: 45,
      maxCount: 400,
      storeSlug: 'green-bowl-co',
    },
    {
      code: 'DIWALI100',
      name: 'Diwali special',
      description: 'Expired: kept to show that old codes are refused.',
      discountType: 'AMOUNT',
      discount: 10000,
      expiresInDays: -20,
      maxCount: 1000,
    },
  ],
  walletCredits: [
    { userEmail: 'customer@demo.test', amountMinor: 50000, description: 'Welcome credit' },
  ],
  favorites: [
    { userEmail: 'customer@demo.test', storeSlug: 'napoli-woodfire-pizza' },
    { userEmail: 'customer@demo.test', storeSlug: 'udupi-upahar' },
  ],
  // The demo rider delivers for the Indiranagar stores that deliver (Brew & Bake is pickup-only).
  riderStores: [
    'napoli-woodfire-pizza',
    'spice-route-kitchen',
    'the-burger-yard',
    'chaat-junction',
    'dragon-wok',
    'biryani-darbar',
  ].map((storeSlug) => ({ riderEmail: 'rider@demo.test', storeSlug })),
};
