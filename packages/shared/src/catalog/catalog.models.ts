/**
 * The display rules of SPEC §5, pure and shared by every client. Money is integer minor units.
 */

export type CurrencyAlign = 'left' | 'right';

export interface MoneyFormat {
  symbol: string;
  align: CurrencyAlign | string;
}

/** '₹249' (or '249₹' when the symbol goes right); paise only when there are some: '₹249.50'. */
export function formatMoney({ minor, symbol, align }: { minor: number } & MoneyFormat): string {
  const negative = minor < 0;
  const absolute = Math.abs(Math.round(minor));
  const major = Math.floor(absolute / 100);
  const cents = absolute % 100;
  const amount = cents === 0 ? String(major) : `${major}.${String(cents).padStart(2, '0')}`;
  const text = align === 'right' ? `${amount}${symbol}` : `${symbol}${amount}`;
  return negative ? `-${text}` : text;
}

/** Whole currency units, rounded (SPEC §5: max discount and minimum subtotal to 0 decimals). */
export function formatWholeMoney({
  minor,
  symbol,
  align,
}: { minor: number } & MoneyFormat): string {
  return formatMoney({ minor: Math.round(minor / 100) * 100, symbol, align });
}

/** Price for two (store header and cards), whole units with the symbol left or right. */
export function formatPriceForTwo({
  minor,
  symbol,
  align,
}: { minor: number } & MoneyFormat): string {
  return formatWholeMoney({ minor, symbol, align });
}

/** avgRating, or the base rating when avgRating is '0' (no reviews yet), to one decimal. */
export function formatRating({
  avgRating,
  rating,
}: {
  avgRating: string | number | null | undefined;
  rating: string | number | null | undefined;
}): string {
  const average = Number(avgRating ?? 0);
  const value =
    avgRating === '0' || !Number.isFinite(average) || average === 0 ? Number(rating ?? 0) : average;
  return (Number.isFinite(value) ? value : 0).toFixed(1);
}

/** Distance in km to one decimal. */
export function formatDistanceKm(km: number | string | null | undefined): string {
  const value = Number(km ?? 0);
  return (Number.isFinite(value) ? value : 0).toFixed(1);
}

/** Custom HTML messages are hidden when empty, an empty paragraph, a line-break paragraph or 'null'. */
export function isCustomHtmlVisible(html: string | null | undefined): boolean {
  if (html === null || html === undefined) return false;
  const compact = html.replace(/\s+/g, '').toLowerCase();
  return !['', '<p></p>', '<p><br></p>', '<p><br/></p>', 'null'].includes(compact);
}

/** Rotating search words by local hour (SPEC §5). */
export function getSearchWords(hour: number): string[] {
  if (hour >= 7 && hour < 10) return ['idly', 'pongal', 'poori', 'vada'];
  if (hour >= 10 && hour < 12) return ['tea', 'coffee', 'fresh juice', 'snacks'];
  if (hour >= 12 && hour < 16) return ['biryani', 'meals', 'fried rice', 'curd rice'];
  if (hour >= 16 && hour < 18) return ['french fries', 'burger', 'sandwich', 'fried chicken'];
  if (hour >= 18 && hour < 23) return ['parotta', 'grill chicken', 'BBQ chicken', 'fried rice'];
  return ['Your Favorite Food'];
}

export const SEARCH_WORD_INTERVAL_MS = 3000;
export const SEARCH_WORD_FADE_MS = 500;

const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** Greeting by time of day on a fixed UTC+5:30 offset: morning before 12, afternoon before 18. */
export function getGreeting(date: Date): 'morning' | 'afternoon' | 'evening' {
  const minutes = (date.getUTCHours() * 60 + date.getUTCMinutes() + IST_OFFSET_MINUTES) % (24 * 60);
  const hour = Math.floor(minutes / 60);
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** Two rows for tiles and new arrivals: first 4 in row one, next 4 in row two, then alternating. */
export function splitIntoTwoRows<T>(items: readonly T[]): [T[], T[]] {
  const first: T[] = [];
  const second: T[] = [];
  items.forEach((item, index) => {
    if (index < 4) first.push(item);
    else if (index < 8) second.push(item);
    else if ((index - 8) % 2 === 0) first.push(item);
    else second.push(item);
  });
  return [first, second];
}

/** Module tiles lay out by count (SPEC §5): one, two, or a grid. */
export function getModuleLayout(count: number): 'single' | 'double' | 'grid' {
  if (count <= 1) return 'single';
  if (count === 2) return 'double';
  return 'grid';
}

export type OrderType = 'DELIVERY' | 'SELFPICKUP';

/**
 * The order type a store click sets (SPEC §4): a delivery preference with a store of type 1 or 3
 * gives DELIVERY; a self-pickup preference with type 2 or 3 gives SELFPICKUP. A store that cannot
 * serve the preference falls back to what it offers.
 */
export function resolveOrderType({
  preference,
  deliveryType,
}: {
  preference: OrderType;
  deliveryType: number;
}): OrderType {
  if (preference === 'DELIVERY') return deliveryType === 2 ? 'SELFPICKUP' : 'DELIVERY';
  return deliveryType === 1 ? 'DELIVERY' : 'SELFPICKUP';
}

/** Whether a store appears in the list of a preference (1 delivery, 2 self-pickup, 3 both). */
export function isStoreListedFor({
  preference,
  deliveryType,
}: {
  preference: OrderType;
  deliveryType: number;
}): boolean {
  return preference === 'DELIVERY'
    ? deliveryType === 1 || deliveryType === 3
    : deliveryType === 2 || deliveryType === 3;
}
