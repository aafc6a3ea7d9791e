import { createErrorFactory } from '../../lib/errors';
import { createTtlCache } from '../../lib/ttl-cache';
import { readSettingValues } from '../settings/settings.repository';
import type { CartLineRequest } from './cart-lines.usecases';
import type { Executor } from '../../db/client';

/** Settings (public, so the cart can respect them before asking): quantity of one line, lines a cart. */
export const CART_LIMIT_KEYS = ['cartMaxQuantityPerLine', 'cartMaxLines'] as const;
/** Without the settings; the request schema's own bounds (50 a line, 100 lines) stay above them. */
export const DEFAULT_CART_LIMITS = { perLine: 20, lines: 30 };

export interface CartLimits {
  perLine: number;
  lines: number;
}

export const createQuantityLimitError = createErrorFactory({
  code: 'cart.quantity_limit',
  statusCode: 422,
  message: 'At most 20 of one item in an order.',
});

export const createTooManyLinesError = createErrorFactory({
  code: 'cart.too_many_lines',
  statusCode: 422,
  message: 'At most 30 different items in an order.',
});

function positive(value: string | undefined, fallback: number) {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function parseCartLimits(values: ReadonlyMap<string, string>): CartLimits {
  return {
    perLine: positive(values.get('cartMaxQuantityPerLine'), DEFAULT_CART_LIMITS.perLine),
    lines: positive(values.get('cartMaxLines'), DEFAULT_CART_LIMITS.lines),
  };
}

/**
 * The cart as the server prices it: lines of the same item with the same add-ons merged (their
 * quantities added), then the caps checked: 422 cart.quantity_limit / cart.too_many_lines with the
 * limit in the message. Pure; the order of first appearance is kept.
 */
export function normaliseCart<T extends CartLineRequest>(
  lines: readonly T[],
  limits: CartLimits,
): T[] {
  const merged = new Map<string, T>();
  for (const line of lines) {
    const addonIds = [...new Set(line.addons)].sort((a, b) => a - b);
    const key = `${line.id}:${addonIds.join(',')}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line, addons: addonIds },
    );
  }
  const result = [...merged.values()];
  if (result.length > limits.lines) {
    throw createTooManyLinesError({
      message: `At most ${limits.lines} different items in an order.`,
    });
  }
  if (result.some((line) => line.quantity > limits.perLine)) {
    throw createQuantityLimitError({
      message: `At most ${limits.perLine} of one item in an order.`,
    });
  }
  return result;
}

const cache = new WeakMap<object, ReturnType<typeof createTtlCache<CartLimits>>>();

/** Drops the kept limits: the settings changed (decision 019). */
export function forgetCartLimits(db: Executor) {
  cache.delete(db);
}

/** The limits from settings, kept 30 s per database (place-order is a hot path). */
export function readCartLimits(db: Executor, ttlMs = 30_000): Promise<CartLimits> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = createTtlCache<CartLimits>({ ttlMs, maxEntries: 1 });
    cache.set(db, perDb);
  }
  return perDb.get('limits', async () =>
    parseCartLimits(await readSettingValues(db, CART_LIMIT_KEYS)),
  );
}
