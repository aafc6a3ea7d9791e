#!/usr/bin/env node
/**
 * Generates the demo catalogue artwork under apps/web/public/images/{stores,items,cuisines,
 * slides,modules,offers,pages}: self-contained SVGs composed from Twemoji emoji
 * (@twemoji/svg, graphics licensed CC-BY 4.0, see CREDITS.md).
 *
 * Run once by hand (`node scripts/generate-demo-images.mjs`); the output is committed, so
 * start-up never generates anything. Deterministic: the same input gives the same bytes.
 *
 * Sizes (every file has width, height and a viewBox):
 *   stores/{cuisine}-{n}.svg     400x300   store cards
 *   stores/banner-{cuisine}.svg  1200x400  store banners
 *   items/{dish}.svg             240x240   menu items
 *   cuisines/{cuisine}.svg       160x160   cuisine and category tiles
 *   slides/{name}.svg            1200x600  main promo slides (headline text, 2:1)
 *                                400x300   row slide cards (new arrivals and the other rows)
 *   modules/{name}.svg           400x300   module tiles
 *   offers/{name}.svg            1200x400  offer banners (headline text)
 *   pages/{slug}.svg             1200x400  static page headers
 *   grocery/items/{product}.svg  240x240   grocery products; grocery/categories/{key}.svg 160x160
 *   grocery/stores/{art}.svg     400x300   grocery store cards (and -banner.svg, 1200x400)
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const emojiDir = join(root, 'node_modules/@twemoji/svg');
const outDir = join(root, 'apps/web/public/images');
const FONT =
  "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Helvetica Neue',Arial,sans-serif";

// ── Emoji ─────────────────────────────────────────────────────────────────────────────────

const emojiCache = new Map();
function emojiBody(code) {
  if (!emojiCache.has(code)) {
    const svg = readFileSync(join(emojiDir, `${code}.svg`), 'utf8').trim();
    const open = svg.match(/^<svg[^>]*viewBox="([^"]+)"[^>]*>/);
    if (!open) throw new Error(`unexpected emoji svg ${code}`);
    emojiCache.set(code, { viewBox: open[1], body: svg.slice(open[0].length, -'</svg>'.length) });
  }
  return emojiCache.get(code);
}

const esc = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const n = (value) => Math.round(value * 10) / 10;

/** One SVG document: emoji are defined once as symbols and placed with <use>. */
class Canvas {
  constructor(width, height, title) {
    this.width = width;
    this.height = height;
    this.title = title;
    this.defs = [];
    this.body = [];
    this.symbols = new Set();
  }
  def(markup) {
    this.defs.push(markup);
  }
  add(markup) {
    this.body.push(markup);
  }
  /** Places emoji `code` with its top-left at (x, y), `size` square, rotated by `rotate` degrees. */
  emoji(code, x, y, size, rotate = 0) {
    this.symbols.add(code);
    const use = `<use href="#e${code}" x="${n(x)}" y="${n(y)}" width="${n(size)}" height="${n(size)}"/>`;
    this.add(
      rotate
        ? `<g transform="rotate(${rotate} ${n(x + size / 2)} ${n(y + size / 2)})">${use}</g>`
        : use,
    );
  }
  toString() {
    const symbols = [...this.symbols].map((code) => {
      const { viewBox, body } = emojiBody(code);
      return `<symbol id="e${code}" viewBox="${viewBox}">${body}</symbol>`;
    });
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${this.width} ${this.height}" role="img" aria-label="${esc(this.title)}">` +
      `<title>${esc(this.title)}</title><defs>${this.defs.join('')}${symbols.join('')}</defs>` +
      `${this.body.join('')}</svg>\n`
    );
  }
}

// ── Shared pieces ─────────────────────────────────────────────────────────────────────────

function linear(id, from, to, angle = 35) {
  const rad = (angle * Math.PI) / 180;
  const dx = n(Math.cos(rad) * 50);
  const dy = n(Math.sin(rad) * 50);
  return (
    `<linearGradient id="${id}" x1="${50 - dx}%" y1="${50 - dy}%" x2="${50 + dx}%" y2="${50 + dy}%">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

/** Soft background: gradient, a dotted pattern, large translucent circles. */
function backdrop(c, palette, { pattern = 'dots', seed = 0, angle = 35 } = {}) {
  const { width: w, height: h } = c;
  c.def(linear('bg', palette.from, palette.to, angle));
  c.add(`<rect width="${w}" height="${h}" fill="url(#bg)"/>`);
  if (pattern === 'dots') {
    c.def(
      `<pattern id="p" width="22" height="22" patternUnits="userSpaceOnUse">` +
        `<circle cx="11" cy="11" r="2.2" fill="#fff" fill-opacity=".16"/></pattern>`,
    );
    c.add(`<rect width="${w}" height="${h}" fill="url(#p)"/>`);
  } else if (pattern === 'stripes') {
    c.def(
      `<pattern id="p" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(35)">` +
        `<rect width="9" height="26" fill="#fff" fill-opacity=".09"/></pattern>`,
    );
    c.add(`<rect width="${w}" height="${h}" fill="url(#p)"/>`);
  } else if (pattern === 'rings') {
    c.def(
      `<pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse">` +
        `<circle cx="24" cy="24" r="12" fill="none" stroke="#fff" stroke-opacity=".12" stroke-width="3"/></pattern>`,
    );
    c.add(`<rect width="${w}" height="${h}" fill="url(#p)"/>`);
  }
  const big = Math.max(w, h);
  const corners = [
    [0, 0],
    [w, h],
    [w, 0],
  ];
  const [ax, ay] = corners[seed % 3];
  const [bx, by] = corners[(seed + 1) % 3];
  c.add(`<circle cx="${ax}" cy="${ay}" r="${n(big * 0.32)}" fill="#fff" fill-opacity=".13"/>`);
  c.add(`<circle cx="${bx}" cy="${by}" r="${n(big * 0.22)}" fill="#fff" fill-opacity=".1"/>`);
}

/** A white plate with a rim and a soft shadow, centred on (cx, cy). */
function plate(c, cx, cy, r, rim = '#f3e9dc') {
  c.add(
    `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.93)}" rx="${n(r * 0.82)}" ry="${n(r * 0.13)}" fill="#000" fill-opacity=".14"/>`,
  );
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#fff"/>`);
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="none" stroke="${rim}" stroke-width="${n(r * 0.035)}"/>`,
  );
}

function text(
  c,
  x,
  y,
  size,
  content,
  { weight = 700, fill = '#fff', anchor = 'start', opacity } = {},
) {
  c.add(
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"` +
      `${anchor === 'start' ? '' : ` text-anchor="${anchor}"`}${opacity ? ` fill-opacity="${opacity}"` : ''}>` +
      `${esc(content)}</text>`,
  );
}

/** A rounded pill with centred text; width estimated from the text length. */
function pill(c, x, y, size, content, { fill = '#fff', color = '#282c3f', weight = 700 } = {}) {
  const width = Math.round(content.length * size * 0.6 + size * 1.6);
  const height = Math.round(size * 2);
  c.add(
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="${fill}"/>`,
  );
  text(c, x + width / 2, y + height * 0.68, size, content, {
    fill: color,
    anchor: 'middle',
    weight,
  });
}

// ── Palettes and cuisines ─────────────────────────────────────────────────────────────────

/** Gradient from/to, a darker ink for text on white, and the emoji used in its artwork. */
const cuisines = {
  'north-indian': {
    name: 'North Indian',
    from: '#fb923c',
    to: '#c2410c',
    ink: '#9a3412',
    emoji: ['1f372', '1fad3', '1f35b', '1f336', '1f9c5'],
  },
  'south-indian': {
    name: 'South Indian',
    from: '#fbbf24',
    to: '#b45309',
    ink: '#92400e',
    emoji: ['1f35b', '1f32f', '2615', '1f965', '1f33f'],
  },
  biryani: {
    name: 'Biryani',
    from: '#f59e0b',
    to: '#9a3412',
    ink: '#7c2d12',
    emoji: ['1f958', '1f357', '1f35a', '1f9c5', '1f336'],
  },
  chinese: {
    name: 'Chinese',
    from: '#f87171',
    to: '#b91c1c',
    ink: '#991b1b',
    emoji: ['1f35c', '1f95f', '1f961', '1f962', '1f336'],
  },
  pizza: {
    name: 'Pizza',
    from: '#fb7185',
    to: '#be123c',
    ink: '#9f1239',
    emoji: ['1f355', '1f35d', '1f956', '1f9c0', '1f345'],
  },
  burgers: {
    name: 'Burgers',
    from: '#fcd34d',
    to: '#d97706',
    ink: '#92400e',
    emoji: ['1f354', '1f35f', '1f32d', '1f964', '1f9c0'],
  },
  desserts: {
    name: 'Desserts',
    from: '#f9a8d4',
    to: '#db2777',
    ink: '#9d174d',
    emoji: ['1f370', '1f369', '1f9c1', '1f36b', '1f353'],
  },
  'ice-cream': {
    name: 'Ice Cream',
    from: '#c4b5fd',
    to: '#7c3aed',
    ink: '#5b21b6',
    emoji: ['1f368', '1f366', '1f367', '1f352', '1f36b'],
  },
  cafe: {
    name: 'Cafe & Beverages',
    from: '#d6a77a',
    to: '#7c4a2d',
    ink: '#6b3d22',
    emoji: ['2615', '1f950', '1f9cb', '1f36a', '1f96f'],
  },
  healthy: {
    name: 'Healthy',
    from: '#86efac',
    to: '#15803d',
    ink: '#166534',
    emoji: ['1f957', '1f963', '1f951', '1f34b', '1f966'],
  },
  'street-food': {
    name: 'Street Food',
    from: '#fdba74',
    to: '#ea580c',
    ink: '#9a3412',
    emoji: ['1f960', '1f33d', '1f96a', '1f336', '1f34b'],
  },
  rolls: {
    name: 'Rolls & Wraps',
    from: '#fde68a',
    to: '#ca8a04',
    ink: '#854d0e',
    emoji: ['1f32f', '1f959', '1f357', '1f336', '1f9c5'],
  },
  kebabs: {
    name: 'Kebabs & Grill',
    from: '#f97316',
    to: '#7f1d1d',
    ink: '#7f1d1d',
    emoji: ['1f357', '1f356', '1f362', '1f525', '1f34b'],
  },
  bakery: {
    name: 'Bakery',
    from: '#fcd9a8',
    to: '#b7793f',
    ink: '#7c4a1f',
    emoji: ['1f950', '1f382', '1f35e', '1f9c1', '1f956'],
  },
  thali: {
    name: 'Thali & Meals',
    from: '#a3e635',
    to: '#4d7c0f',
    ink: '#3f6212',
    emoji: ['1f371', '1f35b', '1fad3', '1f963', '1f336'],
  },
};

// ── Stores (400x300), store banners (1200x400) ────────────────────────────────────────────

const STORE_VARIANTS = 3;
const patterns = ['dots', 'stripes', 'rings'];

function storeImage(key, variant) {
  const cuisine = cuisines[key];
  const c = new Canvas(400, 300, `${cuisine.name} restaurant`);
  const list = cuisine.emoji;
  const hero = list[variant % list.length];
  const accents = [1, 2, 3].map((step) => list[(variant + step) % list.length]);
  backdrop(c, cuisine, { pattern: patterns[variant % 3], seed: variant, angle: 25 + variant * 40 });
  // Kept inside the centred 300x300 square: store cards may crop the image to a square.
  const mirror = variant % 2 === 1;
  const cx = 200;
  plate(c, cx, 150, 100);
  c.emoji(hero, cx - 70, 150 - 72, 140);
  const spots = mirror
    ? [
        [56, 24, 62, -12],
        [60, 200, 68, 10],
        [292, 28, 48, 14],
      ]
    : [
        [282, 24, 62, 12],
        [272, 200, 68, -10],
        [60, 28, 48, -14],
      ];
  accents.forEach((code, index) => {
    const [x, y, size, rotate] = spots[index];
    c.emoji(code, x, y, size, rotate);
  });
  return c;
}

function storeBanner(key) {
  const cuisine = cuisines[key];
  const c = new Canvas(1200, 400, `${cuisine.name} banner`);
  backdrop(c, cuisine, { pattern: 'dots', seed: 1, angle: 15 });
  const list = cuisine.emoji;
  plate(c, 600, 200, 150);
  c.emoji(list[0], 600 - 105, 200 - 108, 210);
  const row = [
    [90, 70, 110, -12],
    [250, 210, 96, 10],
    [860, 60, 104, 12],
    [1010, 200, 120, -8],
    [30, 260, 70, 8],
    [1110, 40, 64, -10],
  ];
  row.forEach(([x, y, size, rotate], index) =>
    c.emoji(list[(index % (list.length - 1)) + 1], x, y, size, rotate),
  );
  return c;
}

// ── Items (240x240) ───────────────────────────────────────────────────────────────────────

/** Dish key: [hero emoji, optional garnish emoji]. One image per dish type, shared by stores. */
const dishes = {
  // North Indian
  'butter-chicken': ['1f372', '1f357'],
  'paneer-curry': ['1f372', '1f9c0'],
  'veg-curry': ['1f372', '1f955'],
  'egg-curry': ['1f372', '1f95a'],
  'fish-curry': ['1f372', '1f41f'],
  'mutton-curry': ['1f372', '1f356'],
  'chicken-curry': ['1f372', '1f336'],
  dal: ['1f963', '1f33f'],
  chole: ['1f963', '1f9c5'],
  naan: ['1fad3', '1f9c8'],
  roti: ['1fad3'],
  paratha: ['1fad3', '1f954'],
  'jeera-rice': ['1f35a', '1f33f'],
  'curry-rice': ['1f35b'],
  raita: ['1f963', '1f952'],
  salad: ['1f957'],
  // Grill
  'tandoori-chicken': ['1f357', '1f525'],
  'chicken-wings': ['1f357', '1f336'],
  kebab: ['1f362', '1f336'],
  'paneer-tikka': ['1f362', '1f9c0'],
  'mutton-chops': ['1f356', '1f525'],
  'grilled-fish': ['1f41f', '1f34b'],
  prawns: ['1f364', '1f34b'],
  omelette: ['1f373'],
  // Biryani
  'chicken-biryani': ['1f958', '1f357'],
  'mutton-biryani': ['1f958', '1f356'],
  'veg-biryani': ['1f958', '1f955'],
  'egg-biryani': ['1f958', '1f95a'],
  'prawn-biryani': ['1f958', '1f364'],
  salan: ['1f963', '1f336'],
  // South Indian
  dosa: ['1f32f', '1f965'],
  'idli-vada': ['1f963', '1f9c6'],
  vada: ['1f9c6', '1f965'],
  uttapam: ['1f95e', '1f9c5'],
  pongal: ['1f35a', '1f9c8'],
  'lemon-rice': ['1f35a', '1f34b'],
  'curd-rice': ['1f35a', '1f95b'],
  'bisi-bele-bath': ['1f35b', '1f336'],
  'filter-coffee': ['2615'],
  'masala-chai': ['2615', '1fada'],
  thali: ['1f371'],
  'mini-meals': ['1f371', '1f35a'],
  puri: ['1fad3', '1f954'],
  // Chinese
  noodles: ['1f35c', '1f962'],
  'fried-rice': ['1f961', '1f962'],
  momos: ['1f95f'],
  manchurian: ['1f963', '1f9c4'],
  'chilli-chicken': ['1f357', '1f336'],
  'chilli-paneer': ['1f9c0', '1f336'],
  soup: ['1f963', '1f336'],
  'corn-soup': ['1f963', '1f33d'],
  'spring-rolls': ['1f959', '1f962'],
  // Pizza
  'pizza-margherita': ['1f355', '1f345'],
  'pizza-veg': ['1f355', '1fad1'],
  'pizza-paneer': ['1f355', '1f336'],
  'pizza-mushroom': ['1f355', '1f344'],
  'pizza-chicken': ['1f355', '1f357'],
  'garlic-bread': ['1f956', '1f9c4'],
  'pasta-red': ['1f35d', '1f345'],
  'pasta-white': ['1f35d', '1f9c0'],
  // Burgers and sides
  'burger-veg': ['1f354', '1f96c'],
  'burger-chicken': ['1f354', '1f357'],
  'burger-cheese': ['1f354', '1f9c0'],
  fries: ['1f35f'],
  'peri-fries': ['1f35f', '1f336'],
  'chicken-popcorn': ['1f37f', '1f357'],
  'hot-dog': ['1f32d'],
  sandwich: ['1f96a'],
  // Rolls
  'roll-chicken': ['1f32f', '1f357'],
  'roll-paneer': ['1f32f', '1f9c0'],
  'roll-egg': ['1f32f', '1f95a'],
  shawarma: ['1f959', '1f357'],
  'wrap-veg': ['1f959', '1f96c'],
  // Street food
  samosa: ['1f960', '1f336'],
  'pav-bhaji': ['1f372', '1f35e'],
  'vada-pav': ['1f354', '1f336'],
  chaat: ['1f963', '1f95c'],
  'pani-puri': ['1f9c6', '1f4a7'],
  pakoda: ['1f364', '1f9c5'],
  'masala-corn': ['1f33d'],
  kachori: ['1f96f', '1f336'],
  // Desserts and bakery
  'cake-slice': ['1f370'],
  cake: ['1f382'],
  'choco-pastry': ['1f370', '1f36b'],
  cheesecake: ['1f370', '1f353'],
  cupcake: ['1f9c1'],
  donut: ['1f369'],
  cookie: ['1f36a'],
  brownie: ['1f36b'],
  'choco-lava': ['1f9c1', '1f36b'],
  waffle: ['1f9c7'],
  pancakes: ['1f95e'],
  'gulab-jamun': ['1f963', '1f36f'],
  jalebi: ['1f968'],
  barfi: ['1f96e'],
  laddoo: ['1f361'],
  kheer: ['1f36e'],
  'ice-cream': ['1f368'],
  softy: ['1f366'],
  sundae: ['1f368', '1f352'],
  falooda: ['1f367'],
  croissant: ['1f950'],
  bread: ['1f35e'],
  'bun-maska': ['1f35e', '1f9c8'],
  puff: ['1f950', '1f955'],
  'egg-puff': ['1f950', '1f95a'],
  bagel: ['1f96f'],
  baguette: ['1f956'],
  // Healthy
  'salad-bowl': ['1f957', '1f951'],
  'chicken-salad': ['1f957', '1f357'],
  'buddha-bowl': ['1f963', '1f951'],
  'quinoa-bowl': ['1f963', '1f966'],
  'fruit-bowl': ['1f963', '1f353'],
  'avocado-toast': ['1f35e', '1f951'],
  oats: ['1f963', '1f34c'],
  sprouts: ['1f963', '1fadb'],
  // Drinks
  coffee: ['2615'],
  'cold-coffee': ['1f9cb'],
  tea: ['1f375'],
  lassi: ['1f95b', '1f96d'],
  buttermilk: ['1f95b', '1f33f'],
  milkshake: ['1f95b', '1f353'],
  'choco-shake': ['1f95b', '1f36b'],
  smoothie: ['1f964', '1f353'],
  'green-smoothie': ['1f964', '1f96c'],
  lemonade: ['1f964', '1f34b'],
  mocktail: ['1f379'],
  'fresh-juice': ['1f379', '1f34a'],
  'soft-drink': ['1f964'],
};

const plateTints = [
  ['#fff7ed', '#fed7aa'],
  ['#fefce8', '#fde68a'],
  ['#fff1f2', '#fecdd3'],
  ['#f0fdf4', '#bbf7d0'],
  ['#fdf4ff', '#f5d0fe'],
  ['#eff6ff', '#bfdbfe'],
];

function hash(textValue) {
  let h = 2166136261;
  for (const char of textValue) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function itemImage(key) {
  const [hero, garnish] = dishes[key];
  const [light, deep] = plateTints[hash(key) % plateTints.length];
  const c = new Canvas(240, 240, key.replace(/-/g, ' '));
  c.def(
    `<radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${light}"/>` +
      `<stop offset="1" stop-color="${deep}"/></radialGradient>`,
  );
  c.add(`<rect width="240" height="240" fill="url(#bg)"/>`);
  plate(c, 120, 116, 92);
  if (garnish) {
    c.emoji(hero, 120 - 64, 116 - 66, 128);
    c.emoji(garnish, 160, 146, 60, 10);
  } else {
    c.emoji(hero, 120 - 68, 116 - 70, 136);
  }
  return c;
}

// ── Cuisine tiles (160x160) ───────────────────────────────────────────────────────────────

function cuisineTile(key) {
  const cuisine = cuisines[key];
  const c = new Canvas(160, 160, cuisine.name);
  c.def(
    `<radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0" stop-color="#fff"/>` +
      `<stop offset="1" stop-color="${cuisine.from}"/></radialGradient>`,
  );
  c.add(`<rect width="160" height="160" fill="url(#bg)"/>`);
  c.add(`<circle cx="80" cy="80" r="62" fill="#fff" fill-opacity=".7"/>`);
  c.add(`<ellipse cx="80" cy="134" rx="44" ry="7" fill="#000" fill-opacity=".1"/>`);
  c.emoji(cuisine.emoji[0], 38, 34, 84);
  c.emoji(cuisine.emoji[1], 104, 100, 40, 10);
  return c;
}

// ── Headline banners: slides (1200x500), offers (1200x400), pages (1200x400) ──────────────

/**
 * A wide banner: headline lines on the left, a plate with a hero emoji on the right.
 * spec: { title, palette, lines, sub, tag, cta, hero, accents }
 */
function headlineBanner(width, height, spec) {
  const c = new Canvas(width, height, spec.title);
  // Darker end on the left, under the white headline.
  const flipped = { from: spec.palette.to, to: spec.palette.from };
  backdrop(c, flipped, { pattern: spec.pattern ?? 'dots', seed: spec.seed ?? 1, angle: 20 });
  const scale = height / 500;
  const left = Math.round(72 * scale);
  let y = Math.round(60 * scale);
  if (spec.tag) {
    pill(c, left, y, Math.round(22 * scale), spec.tag, {
      fill: '#fff',
      color: spec.palette.ink ?? '#282c3f',
    });
    y += Math.round(70 * scale);
  } else {
    y += Math.round(20 * scale);
  }
  const size = Math.round((spec.size ?? 68) * Math.min(scale, 1));
  for (const line of spec.lines) {
    y += Math.round(size * 1.08);
    text(c, left, y, size, line, { weight: 800 });
  }
  if (spec.sub) {
    y += Math.round(48 * scale);
    text(c, left, y, Math.round(30 * scale), spec.sub, { weight: 500, opacity: 0.92 });
  }
  if (spec.cta) {
    y += Math.round(36 * scale);
    pill(c, left, y, Math.round(26 * scale), spec.cta, {
      fill: '#282c3f',
      color: '#fff',
    });
  }
  const r = Math.round(170 * Math.min(scale, 1.12));
  const cx = width - Math.round(r + 80 * scale);
  const cy = height / 2 + 6 * scale;
  plate(c, cx, cy, r);
  const heroSize = r * 1.45;
  c.emoji(spec.hero, cx - heroSize / 2, cy - heroSize / 2 - 4 * scale, heroSize);
  const spots = [
    [cx - r - 70 * scale, 40 * scale, 96 * scale, -12],
    [cx + r - 50 * scale, height - 150 * scale, 110 * scale, 10],
    [cx + r - 10 * scale, 30 * scale, 76 * scale, 14],
  ];
  (spec.accents ?? []).slice(0, 3).forEach((code, index) => {
    const [x, sy, s, rotate] = spots[index];
    c.emoji(code, x, sy, s, rotate);
  });
  return c;
}

const palette = (key) => cuisines[key];
const brand = { from: '#fb923c', to: '#e11d48', ink: '#be123c' };
const grocery = { from: '#4ade80', to: '#0f766e', ink: '#115e59' };
const courier = { from: '#60a5fa', to: '#4338ca', ink: '#3730a3' };

/**
 * Promo slides; the catalogue links them to stores. mainSlides are wide banners (1200x600, the
 * web app shows them at 2:1); the row sliders (new arrivals, other, get it, top pickup) are
 * cards (400x300, shown at 4:3 with the name underneath), so a card carries only a short tag.
 */
const mainSlideKeys = new Set([
  'biryani-50',
  'pizza-bogo',
  'dosa-mornings',
  'burger-combo',
  'dessert-free-delivery',
  'offers-all',
]);
const cardTags = {
  'healthy-week': '20% OFF',
  'chai-time': 'FROM ₹49',
  'late-night': 'OPEN TILL 3 AM',
  'get-it-thali': 'THALIS ₹179',
  'get-it-ice-cream': 'NEW FLAVOURS',
  'get-it-chinese': 'COMBOS ₹249',
  'biryani-express': '50% OFF',
  'benne-dosa': 'BREAKFAST',
};
const slides = {
  // mainSlides
  'biryani-50': {
    palette: palette('biryani'),
    tag: 'TODAY ONLY',
    lines: ['Flat 50% off', 'on Biryani'],
    sub: 'Dum-cooked, delivered hot',
    cta: 'Order now',
    hero: '1f958',
    accents: ['1f357', '1f9c5', '1f336'],
  },
  'pizza-bogo': {
    palette: palette('pizza'),
    tag: 'WEEKEND DEAL',
    lines: ['Buy 1 Get 1', 'on all pizzas'],
    sub: 'Fresh from the oven in 30 mins',
    cta: 'Grab the deal',
    hero: '1f355',
    accents: ['1f9c0', '1f345', '1f344'],
  },
  'dosa-mornings': {
    palette: palette('south-indian'),
    tag: 'BREAKFAST',
    lines: ['Crispy Dosa', 'mornings'],
    sub: 'Ghee roast, podi and filter coffee',
    cta: 'Order now',
    hero: '1f32f',
    accents: ['2615', '1f965', '1f33f'],
  },
  'burger-combo': {
    palette: palette('burgers'),
    tag: 'COMBO',
    lines: ['Burger + Fries', 'at just ₹199'],
    sub: 'Smash burgers, loaded fries',
    cta: 'Order now',
    hero: '1f354',
    accents: ['1f35f', '1f964', '1f9c0'],
  },
  'dessert-free-delivery': {
    palette: palette('desserts'),
    tag: 'FREE DELIVERY',
    lines: ['Sweet cravings?', 'Free delivery'],
    sub: 'On dessert orders above ₹299',
    cta: 'Treat yourself',
    hero: '1f370',
    accents: ['1f369', '1f353', '1f36b'],
  },
  'offers-all': {
    palette: brand,
    tag: 'SWIFTBITE OFFERS',
    lines: ['Up to 60% off', 'on top stores'],
    sub: 'New deals every day, just for you',
    cta: 'See all offers',
    hero: '1f381',
    accents: ['1f355', '1f354', '1f370'],
  },
  // newArrivals
  'new-momo-street': {
    palette: palette('chinese'),
    tag: 'NEW',
    lines: ['Momo Street'],
    sub: 'Steamed, fried and tandoori momos',
    hero: '1f95f',
    accents: ['1f962', '1f336'],
  },
  'new-green-bowl': {
    palette: palette('healthy'),
    tag: 'NEW',
    lines: ['Green Bowl Co.'],
    sub: 'Bowls and salads under 500 kcal',
    hero: '1f957',
    accents: ['1f951', '1f34b'],
  },
  'new-roll-call': {
    palette: palette('rolls'),
    tag: 'NEW',
    lines: ['Roll Call'],
    sub: 'Kolkata-style kathi rolls',
    hero: '1f32f',
    accents: ['1f336', '1f9c5'],
  },
  'new-frozen-bliss': {
    palette: palette('ice-cream'),
    tag: 'NEW',
    lines: ['Frozen Bliss'],
    sub: 'Small-batch ice creams',
    hero: '1f368',
    accents: ['1f366', '1f352'],
  },
  'new-grill-nation': {
    palette: palette('kebabs'),
    tag: 'NEW',
    lines: ['Grill Nation'],
    sub: 'Charcoal kebabs and tikkas',
    hero: '1f357',
    accents: ['1f525', '1f34b'],
  },
  'new-crust-crumb': {
    palette: palette('bakery'),
    tag: 'NEW',
    lines: ['Crust & Crumb'],
    sub: 'Sourdough, croissants, cakes',
    hero: '1f950',
    accents: ['1f35e', '1f9c1'],
  },
  'new-kulhad-chai': {
    palette: palette('cafe'),
    tag: 'NEW',
    lines: ['Kulhad Chai Co.'],
    sub: 'Chai in clay cups, bun maska',
    hero: '2615',
    accents: ['1f35e', '1f36a'],
  },
  'new-salad-story': {
    palette: palette('healthy'),
    tag: 'NEW',
    lines: ['The Salad Story'],
    sub: 'Crunchy, fresh, filling',
    hero: '1f96c',
    accents: ['1f345', '1f952'],
    pattern: 'rings',
  },
  'new-wrap-it-up': {
    palette: palette('rolls'),
    tag: 'NEW',
    lines: ['Wrap It Up'],
    sub: 'Shawarma and wraps',
    hero: '1f959',
    accents: ['1f357', '1f96c'],
    pattern: 'stripes',
  },
  'new-sizzle-burgers': {
    palette: palette('burgers'),
    tag: 'NEW',
    lines: ['Sizzle Burgers'],
    sub: 'Flame-grilled smash burgers',
    hero: '1f354',
    accents: ['1f525', '1f35f'],
    pattern: 'stripes',
  },
  'new-bun-maska': {
    palette: palette('cafe'),
    tag: 'NEW',
    lines: ['Bun Maska Café'],
    sub: 'Irani chai and bakes',
    hero: '1f35e',
    accents: ['2615', '1f9c8'],
    pattern: 'rings',
  },
  // otherSlides
  'healthy-week': {
    palette: palette('healthy'),
    tag: 'EAT WELL',
    lines: ['Healthy week', '20% off bowls'],
    sub: 'Protein bowls, salads, smoothies',
    cta: 'Explore',
    hero: '1f963',
    accents: ['1f951', '1f966', '1f34b'],
  },
  'chai-time': {
    palette: palette('cafe'),
    tag: '4 PM - 7 PM',
    lines: ['Chai & snacks', 'from ₹49'],
    sub: 'Evening cravings, sorted',
    cta: 'Order now',
    hero: '2615',
    accents: ['1f960', '1f36a', '1f950'],
  },
  'late-night': {
    palette: { from: '#6366f1', to: '#1e1b4b', ink: '#312e81' },
    tag: 'OPEN LATE',
    lines: ['Midnight', 'cravings?'],
    sub: 'Rolls, biryani and shakes till 3 AM',
    cta: 'Order now',
    hero: '1f32f',
    accents: ['1f319', '2b50', '1f964'],
  },
  // getItSlides
  'get-it-thali': {
    palette: palette('thali'),
    tag: 'GET IT NOW',
    lines: ['Unlimited-style', 'thalis at ₹179'],
    sub: 'Home-style lunch in 30 mins',
    cta: 'Order now',
    hero: '1f371',
    accents: ['1fad3', '1f35a', '1f963'],
  },
  'get-it-ice-cream': {
    palette: palette('ice-cream'),
    tag: 'GET IT NOW',
    lines: ['Scoops that', 'never melt away'],
    sub: 'Packed in thermal bags',
    cta: 'Order now',
    hero: '1f368',
    accents: ['1f366', '1f367', '1f352'],
  },
  'get-it-chinese': {
    palette: palette('chinese'),
    tag: 'GET IT NOW',
    lines: ['Indo-Chinese', 'combos at ₹249'],
    sub: 'Noodles, manchurian and a drink',
    cta: 'Order now',
    hero: '1f35c',
    accents: ['1f95f', '1f961', '1f962'],
  },
  // topPickupSlides
  'pickup-save': {
    palette: courier,
    tag: 'SELF PICKUP',
    lines: ['Skip the wait,', 'save on delivery'],
    sub: 'Order ahead and pick up',
    cta: 'Pick up',
    hero: '1f6cd',
    accents: ['1f3c3', '1f37d', '2728'],
  },
  'pickup-coffee': {
    palette: palette('cafe'),
    tag: 'SELF PICKUP',
    lines: ['Coffee to go'],
    sub: 'Ready when you arrive',
    cta: 'Pick up',
    hero: '2615',
    accents: ['1f950', '2728'],
  },
  'pickup-bakery': {
    palette: palette('bakery'),
    tag: 'SELF PICKUP',
    lines: ['Fresh bakes,', 'out of the oven'],
    sub: 'Collect on your way home',
    cta: 'Pick up',
    hero: '1f956',
    accents: ['1f950', '1f9c1'],
  },
  'biryani-express': {
    palette: palette('biryani'),
    lines: ['Biryani Express'],
    hero: '1f958',
    accents: ['1f357', '1f336'],
    pattern: 'stripes',
  },
  'benne-dosa': {
    palette: palette('south-indian'),
    lines: ['Benne Dosa'],
    hero: '1f32f',
    accents: ['2615', '1f965'],
  },
  // the not-accepted store (promo-slider must hide it)
  'new-cloud-kitchen': {
    palette: palette('north-indian'),
    tag: 'COMING SOON',
    lines: ['Tandoor Tales'],
    sub: 'Awaiting approval',
    hero: '1f372',
    accents: ['1fad3', '1f336'],
  },
};

/** Offer banners (1200x400). */
const offerBanners = {
  welcome50: {
    palette: brand,
    tag: 'NEW USERS',
    lines: ['50% off your', 'first order'],
    sub: 'Use code WELCOME50, up to ₹100',
    hero: '1f389',
    accents: ['1f355', '1f354', '2728'],
  },
  'free-delivery': {
    palette: grocery,
    tag: 'FREE DELIVERY',
    lines: ['Free delivery', 'above ₹199'],
    sub: 'On all orders from partner stores',
    hero: '1f6f5',
    accents: ['1f4e6', '2728', '1f354'],
  },
  'biryani-feast': {
    palette: palette('biryani'),
    tag: 'STORE OFFER',
    lines: ['₹125 off', 'on biryani feasts'],
    sub: 'Use code FEAST125 above ₹599',
    hero: '1f958',
    accents: ['1f357', '1f336', '1f9c5'],
  },
  'pizza-party': {
    palette: palette('pizza'),
    tag: 'STORE OFFER',
    lines: ['2 medium pizzas', 'for ₹599'],
    sub: 'Every weekend at Napoli Woodfire',
    hero: '1f355',
    accents: ['1f9c0', '1f345', '1f344'],
  },
  'members-only': {
    palette: { from: '#a78bfa', to: '#4c1d95', ink: '#4c1d95' },
    tag: 'MEMBERS ONLY',
    lines: ['Extra 20% off', 'for members'],
    sub: 'Use code SWIFT20, up to ₹80',
    hero: '1f31f',
    accents: ['1f381', '2728', '1f370'],
  },
  'healthy-20': {
    palette: palette('healthy'),
    tag: 'EAT WELL',
    lines: ['20% off', 'healthy bowls'],
    sub: 'Use code GREEN20 at Green Bowl Co.',
    hero: '1f957',
    accents: ['1f951', '1f966', '1f34b'],
  },
  'offers-banner': {
    palette: brand,
    tag: 'TODAY',
    lines: ['Offers for you'],
    sub: 'Coupons, combos and free delivery',
    hero: '1f3f7',
    accents: ['1f355', '1f368', '2728'],
  },
};

/** Static page headers (1200x400). */
const pageHeaders = {
  'about-us': {
    palette: brand,
    lines: ['About Swiftbite'],
    sub: 'Good food from the best local kitchens',
    hero: '1f6f5',
    accents: ['1f355', '1f958', '2764'],
  },
  'terms-and-conditions': {
    palette: { from: '#94a3b8', to: '#334155', ink: '#334155' },
    lines: ['Terms and', 'conditions'],
    sub: 'The rules of using Swiftbite',
    hero: '1f4dc',
    accents: ['2696', '2705'],
  },
  'privacy-policy': {
    palette: { from: '#7dd3fc', to: '#0369a1', ink: '#075985' },
    lines: ['Privacy policy'],
    sub: 'What we collect and why',
    hero: '1f6e1',
    accents: ['1f512', '2705'],
  },
  'refund-policy': {
    palette: grocery,
    lines: ['Refunds and', 'cancellations'],
    sub: 'When and how you get your money back',
    hero: '1f4b3',
    accents: ['1f504', '1f9fe'],
  },
  'contact-us': {
    palette: courier,
    lines: ['Contact us'],
    sub: 'We are here every day, 8 AM to midnight',
    hero: '1f4de',
    accents: ['2709', '1f4ac'],
  },
};

/** A 400x300 slide card: tag pill, plate with the hero emoji, two accents. */
function slideCard(title, spec, tag) {
  const c = new Canvas(400, 300, title);
  backdrop(c, spec.palette, { pattern: spec.pattern ?? 'dots', seed: 2, angle: 40 });
  plate(c, 214, 168, 96);
  c.emoji(spec.hero, 214 - 66, 168 - 68, 132);
  const spots = [
    [322, 22, 58, 12],
    [22, 200, 72, -10],
  ];
  (spec.accents ?? []).slice(0, 2).forEach((code, index) => {
    const [x, y, size, rotate] = spots[index];
    c.emoji(code, x, y, size, rotate);
  });
  if (tag)
    pill(c, 20, 20, 24, tag, { fill: '#fff', color: spec.palette.ink ?? '#282c3f', weight: 800 });
  return c;
}

// ── Modules (400x300) ─────────────────────────────────────────────────────────────────────

const moduleTiles = {
  food: { title: 'Food', palette: brand, hero: '1f354', accents: ['1f355', '1f35c', '1f370'] },
  grocery: {
    title: 'Grocery',
    palette: grocery,
    hero: '1f6d2',
    accents: ['1f966', '1f34e', '1f95b'],
  },
  'pickup-and-drop': {
    title: 'Pickup and drop',
    palette: courier,
    hero: '1f4e6',
    accents: ['1f6f5', '1f4cd', '1f511'],
  },
};

function moduleTile(key) {
  const spec = moduleTiles[key];
  const c = new Canvas(400, 300, spec.title);
  backdrop(c, spec.palette, { pattern: 'rings', seed: 2, angle: 40 });
  plate(c, 200, 152, 100);
  c.emoji(spec.hero, 200 - 70, 152 - 72, 140);
  const spots = [
    [24, 24, 64, -12],
    [312, 20, 64, 12],
    [306, 200, 70, -8],
  ];
  spec.accents.forEach((code, index) => {
    const [x, y, size, rotate] = spots[index];
    c.emoji(code, x, y, size, rotate);
  });
  return c;
}

// ── Grocery (issue 15): products 240x240, category tiles 160x160, stores 400x300 / 1200x400 ─

/** Product key: [hero emoji, optional accent]. One image per kind of product. */
const groceryProducts = {
  apple: ['1f34e'],
  banana: ['1f34c'],
  grapes: ['1f347'],
  orange: ['1f34a'],
  mango: ['1f96d'],
  watermelon: ['1f349'],
  pineapple: ['1f34d'],
  strawberry: ['1f353'],
  kiwi: ['1f95d'],
  pear: ['1f350'],
  tomato: ['1f345'],
  onion: ['1f9c5'],
  potato: ['1f954'],
  carrot: ['1f955'],
  cucumber: ['1f952'],
  broccoli: ['1f966'],
  capsicum: ['1fad1'],
  corn: ['1f33d'],
  mushroom: ['1f344'],
  'sweet-potato': ['1f360'],
  herbs: ['1f33f'],
  spinach: ['1f96c'],
  chilli: ['1f336'],
  garlic: ['1f9c4'],
  lemon: ['1f34b'],
  milk: ['1f95b'],
  yogurt: ['1f963', '1f95b'],
  butter: ['1f9c8'],
  cheese: ['1f9c0'],
  eggs: ['1f95a', '1f95a'],
  bread: ['1f35e'],
  bun: ['1f35e', '1f9c8'],
  baguette: ['1f956'],
  croissant: ['1f950'],
  cake: ['1f370'],
  cookie: ['1f36a'],
  cupcake: ['1f9c1'],
  chicken: ['1f357'],
  mutton: ['1f356'],
  fish: ['1f41f'],
  prawns: ['1f990'],
  wheat: ['1f33e'],
  rice: ['1f35a', '1f33e'],
  dal: ['1fad8', '1f963'],
  beans: ['1fad8'],
  oil: ['1fad7', '1f33b'],
  ghee: ['1f9c8', '1fad9'],
  spice: ['1f336', '1f9c2'],
  salt: ['1f9c2'],
  sugar: ['1f36c', '1f9c2'],
  honey: ['1f36f'],
  chips: ['1f954', '1f9c2'],
  peanuts: ['1f95c'],
  pretzel: ['1f968'],
  popcorn: ['1f37f'],
  chocolate: ['1f36b'],
  candy: ['1f36c'],
  tea: ['1f375'],
  coffee: ['2615'],
  juice: ['1f9c3', '1f34a'],
  coconut: ['1f965'],
  soda: ['1f964'],
  water: ['1f4a7'],
  cereal: ['1f963', '1f33e'],
  jam: ['1fad9', '1f353'],
  ketchup: ['1f345', '1fad9'],
  jar: ['1fad9'],
  soap: ['1f9fc'],
  lotion: ['1f9f4'],
  toothbrush: ['1faa5'],
  detergent: ['1f9fc', '1f4a7'],
  sponge: ['1f9fd'],
  'paper-roll': ['1f9fb'],
  basket: ['1f9fa'],
  bandage: ['1fa79'],
  thermometer: ['1f321'],
  pill: ['1f48a'],
  diaper: ['1f476', '1f9f7'],
  baby: ['1f476'],
  'baby-bottle': ['1f37c'],
  // The aisles of demo-grocery-aisles.ts.
  almonds: ['1f95c'],
  cashews: ['1f95c', '1f330'],
  walnuts: ['1f330'],
  raisins: ['1f347', '1f95c'],
  dates: ['1f334', '1f330'],
  blueberries: ['1fad0'],
  fries: ['1f35f'],
  nuggets: ['1f357', '1f35f'],
  parotta: ['1fad3'],
  peas: ['1fadb'],
  'frozen-corn': ['1f33d', '1f9ca'],
  'ice-cream': ['1f368'],
  cone: ['1f366'],
  kulfi: ['1f367'],
  sweets: ['1f361'],
  katli: ['1f36a', '1f95c'],
  noodles: ['1f35c'],
  pasta: ['1f35d'],
  'ready-meal': ['1f372'],
  'ready-curry': ['1f35b'],
  seeds: ['1f331'],
  'oats-bowl': ['1f963', '1f331'],
  'dog-food': ['1f415', '1f9b4'],
  'dog-treat': ['1f9b4'],
  'cat-food': ['1f408', '1f41f'],
  knife: ['1f52a'],
  container: ['1fad9'],
  scissors: ['2702'],
  bulb: ['1f4a1'],
  battery: ['1f50b'],
  candle: ['1f56f'],
  notebook: ['1f4d3'],
  pen: ['1f58a'],
  pencil: ['270f'],
};

function productImage(key) {
  const [hero, accent] = groceryProducts[key];
  const [light, deep] = plateTints[hash(key) % plateTints.length];
  const c = new Canvas(240, 240, key.replace(/-/g, ' '));
  c.add(`<rect width="240" height="240" fill="${light}"/>`);
  c.add(
    `<rect x="20" y="20" width="200" height="200" rx="28" fill="#fff" stroke="${deep}" stroke-width="3"/>`,
  );
  if (accent) {
    c.emoji(hero, 50, 44, 124);
    c.emoji(accent, 146, 134, 62, 10);
  } else {
    c.emoji(hero, 52, 52, 136);
  }
  return c;
}

/** Category key: [name, hero, accent]. */
const groceryCategoryTiles = {
  'fruits-vegetables': ['Fruits & Vegetables', '1f34e', '1f955'],
  'dairy-eggs': ['Dairy & Eggs', '1f95b', '1f95a'],
  bakery: ['Bread & Bakery', '1f35e', '1f950'],
  'meat-fish': ['Meat & Fish', '1f357', '1f41f'],
  staples: ['Atta, Rice & Dal', '1f33e', '1f35a'],
  'oils-masalas': ['Oils & Masalas', '1fad7', '1f336'],
  snacks: ['Snacks & Sweets', '1f37f', '1f36b'],
  beverages: ['Beverages', '1f9c3', '2615'],
  breakfast: ['Breakfast & Sauces', '1f963', '1fad9'],
  'personal-care': ['Personal Care', '1f9f4', '1faa5'],
  household: ['Cleaning & Household', '1f9fd', '1f9f9'],
  pharmacy: ['Pharmacy Essentials', '1f48a', '1fa79'],
  'baby-care': ['Baby Care', '1f37c', '1f476'],
  'dry-fruits': ['Dry Fruits & Nuts', '1f95c', '1f330'],
  frozen: ['Frozen Food', '1f35f', '1f9ca'],
  'ice-creams': ['Ice Creams & Sweets', '1f368', '1f361'],
  instant: ['Instant & Ready to Eat', '1f35c', '1f372'],
  organic: ['Organic & Healthy', '1f36f', '1f331'],
  'pet-care': ['Pet Care', '1f415', '1f43e'],
  'home-kitchen': ['Home & Kitchen', '1f52a', '1f4a1'],
  stationery: ['Stationery', '1f4d3', '270f'],
};

function groceryTile(key) {
  const [name, hero, accent] = groceryCategoryTiles[key];
  const c = new Canvas(160, 160, name);
  c.add(`<rect width="160" height="160" rx="20" fill="#ecfdf5"/>`);
  c.add(`<circle cx="80" cy="78" r="58" fill="#fff"/>`);
  c.emoji(hero, 36, 30, 88);
  c.emoji(accent, 100, 96, 44, 10);
  return c;
}

/** Store art key: emoji shown on the card and banner. */
const groceryStores = {
  supermarket: ['1f6d2', '1f34e', '1f95b', '1f35e', '1f9fc'],
  greengrocer: ['1f9fa', '1f955', '1f34c', '1f96c', '1f345'],
  dairy: ['1f95b', '1f9c0', '1f95a', '1f9c8', '1f963'],
  pharmacy: ['1f48a', '1fa79', '1f9f4', '1f321', '1f37c'],
  butcher: ['1f357', '1f41f', '1f356', '1f990', '1f95a'],
  bakery: ['1f35e', '1f950', '1f370', '1f36a', '1f956'],
  kirana: ['1f3ea', '1f33e', '1f36c', '1f375', '1f37f'],
};

function groceryStoreCard(key, width, height) {
  const list = groceryStores[key];
  const c = new Canvas(width, height, `${key} grocery store`);
  backdrop(c, grocery, { pattern: 'dots', seed: hash(key) % 7, angle: 30 });
  const cy = height / 2;
  const r = Math.min(width, height) * 0.34;
  plate(c, width / 2, cy, r, '#ecfdf5');
  c.emoji(list[0], width / 2 - r * 0.72, cy - r * 0.74, r * 1.44);
  const spots =
    width > 600
      ? [
          [120, 60, 120, -10],
          [280, 220, 100, 8],
          [880, 50, 110, 12],
          [1000, 210, 120, -8],
        ]
      : [
          [40, 24, 64, -12],
          [290, 24, 62, 12],
          [44, 200, 66, 10],
          [290, 196, 70, -10],
        ];
  spots.forEach(([x, y, size, rotate], index) => c.emoji(list[index + 1], x, y, size, rotate));
  return c;
}

// ── Write ─────────────────────────────────────────────────────────────────────────────────

const written = [];
function write(relative, canvas) {
  const file = join(outDir, relative);
  mkdirSync(dirname(file), { recursive: true });
  const svg = canvas.toString();
  writeFileSync(file, svg);
  written.push([relative, Buffer.byteLength(svg)]);
}

for (const folder of [
  'stores',
  'items',
  'cuisines',
  'slides',
  'modules',
  'offers',
  'pages',
  'grocery',
]) {
  rmSync(join(outDir, folder), { recursive: true, force: true });
}
for (const key of Object.keys(cuisines)) {
  for (let variant = 0; variant < STORE_VARIANTS; variant += 1) {
    write(`stores/${key}-${variant + 1}.svg`, storeImage(key, variant));
  }
  write(`stores/banner-${key}.svg`, storeBanner(key));
  write(`cuisines/${key}.svg`, cuisineTile(key));
}
for (const key of Object.keys(dishes)) write(`items/${key}.svg`, itemImage(key));
for (const [key, spec] of Object.entries(slides)) {
  const title = spec.lines.join(' ');
  write(
    `slides/${key}.svg`,
    mainSlideKeys.has(key)
      ? headlineBanner(1200, 600, { title, size: 66, ...spec })
      : slideCard(title, spec, cardTags[key] ?? spec.tag),
  );
}
for (const [key, spec] of Object.entries(offerBanners)) {
  write(
    `offers/${key}.svg`,
    headlineBanner(1200, 400, { title: spec.lines.join(' '), size: 64, ...spec }),
  );
}
for (const [key, spec] of Object.entries(pageHeaders)) {
  write(
    `pages/${key}.svg`,
    headlineBanner(1200, 400, { title: spec.lines.join(' '), size: 64, ...spec }),
  );
}
for (const key of Object.keys(moduleTiles)) write(`modules/${key}.svg`, moduleTile(key));
for (const key of Object.keys(groceryProducts))
  write(`grocery/items/${key}.svg`, productImage(key));
for (const key of Object.keys(groceryCategoryTiles)) {
  write(`grocery/categories/${key}.svg`, groceryTile(key));
}
for (const key of Object.keys(groceryStores)) {
  write(`grocery/stores/${key}.svg`, groceryStoreCard(key, 400, 300));
  write(`grocery/stores/${key}-banner.svg`, groceryStoreCard(key, 1200, 400));
}

const total = written.reduce((sum, [, size]) => sum + size, 0);
const largest = written.reduce((max, entry) => (entry[1] > max[1] ? entry : max));
console.log(
  `${written.length} images, ${(total / 1024).toFixed(0)} KB in all; largest ${largest[0]} ` +
    `${(largest[1] / 1024).toFixed(1)} KB`,
);
