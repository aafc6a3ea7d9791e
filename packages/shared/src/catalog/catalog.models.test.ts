import { describe, expect, test } from 'vitest';
import { filterDisplayableCoupons, getCouponBadge } from '../coupons/coupon-display.models';
import {
  formatDistanceKm,
  formatMoney,
  formatPriceForTwo,
  formatRating,
  getGreeting,
  getModuleLayout,
  getSearchWords,
  isCustomHtmlVisible,
  isStoreListedFor,
  resolveOrderType,
  splitIntoTwoRows,
} from './catalog.models';

const rupee = { symbol: '₹', align: 'left' } as const;

describe('ratings and distance', () => {
  test('[R5.06] the rating shown is avgRating to one decimal', () => {
    expect(formatRating({ avgRating: '4.25', rating: 3.9 })).toBe('4.3');
    expect(formatRating({ avgRating: '4', rating: 3.9 })).toBe('4.0');
  });

  test("[R5.06] when avgRating is '0' the store's rating is shown instead", () => {
    expect(formatRating({ avgRating: '0', rating: 4.46 })).toBe('4.5');
    expect(formatRating({ avgRating: '0', rating: null })).toBe('0.0');
  });

  test('[R5.06] distance is shown in km to one decimal', () => {
    expect(formatDistanceKm(2.449)).toBe('2.4');
    expect(formatDistanceKm(0.05)).toBe('0.1');
    expect(formatDistanceKm('3')).toBe('3.0');
  });
});

describe('money', () => {
  test('[R2.19] amounts in minor units show with the currency symbol left or right', () => {
    expect(formatMoney({ minor: 24900, ...rupee })).toBe('₹249');
    expect(formatMoney({ minor: 24950, ...rupee })).toBe('₹249.50');
    expect(formatMoney({ minor: 24900, symbol: '€', align: 'right' })).toBe('249€');
    expect(formatMoney({ minor: -500, ...rupee })).toBe('-₹5');
  });

  test('[R2.19] the price for two is in whole units, symbol left or right', () => {
    expect(formatPriceForTwo({ minor: 40000, ...rupee })).toBe('₹400');
    expect(formatPriceForTwo({ minor: 39990, symbol: '₹', align: 'right' })).toBe('400₹');
  });
});

describe('coupon badges', () => {
  test('[R5.04] PERCENTAGE shows "N% OFF" and "Upto {max}" when capped, rounded to whole units', () => {
    expect(
      getCouponBadge(
        { discount_type: 'PERCENTAGE', discount: 50, max_discount: 10049, min_subtotal: 19900 },
        rupee,
      ),
    ).toEqual({ title: '50% OFF', subtitle: 'Upto ₹100' });
  });

  test('[R5.04] PERCENTAGE without a cap falls back to "Above {min}" when a minimum exists', () => {
    expect(
      getCouponBadge(
        { discount_type: 'PERCENTAGE', discount: 20, max_discount: null, min_subtotal: 29950 },
        rupee,
      ),
    ).toEqual({ title: '20% OFF', subtitle: 'Above ₹300' });
  });

  test('[R5.04] AMOUNT shows the amount with currency and OFF, and "Above {min}" when a minimum exists', () => {
    expect(
      getCouponBadge(
        { discount_type: 'AMOUNT', discount: 7500, max_discount: null, min_subtotal: 49900 },
        rupee,
      ),
    ).toEqual({ title: '₹75 OFF', subtitle: 'Above ₹499' });
    expect(
      getCouponBadge(
        { discount_type: 'AMOUNT', discount: 7500, max_discount: null, min_subtotal: 0 },
        { symbol: '$', align: 'right' },
      ),
    ).toEqual({ title: '75$ OFF', subtitle: null });
  });
});

describe('coupon display filter', () => {
  const base = { max_count: 10, is_active: 1 };
  const now = new Date(2026, 10, 21, 15, 30);

  test('[R5.05] coupons expiring today or later show; earlier ones do not', () => {
    const coupons = [
      { id: 'yesterday', expiry_date: '2026-11-20', ...base },
      { id: 'today', expiry_date: '2026-11-21', ...base },
      { id: 'next-year', expiry_date: '2027-01-01', ...base },
    ];
    expect(filterDisplayableCoupons(coupons, now).map((coupon) => coupon.id)).toEqual([
      'today',
      'next-year',
    ]);
  });

  test('[R5.05] used-up and inactive coupons are hidden', () => {
    const coupons = [
      { id: 'used-up', expiry_date: '2027-01-01', max_count: 0, is_active: 1 },
      { id: 'inactive', expiry_date: '2027-01-01', max_count: 5, is_active: 0 },
      { id: 'ok', expiry_date: '2027-01-01', max_count: 1, is_active: 1 },
    ];
    expect(filterDisplayableCoupons(coupons, now).map((coupon) => coupon.id)).toEqual(['ok']);
  });
});

describe('custom HTML message', () => {
  test('[R5.08] hidden when empty, an empty paragraph, a line-break paragraph or the text null', () => {
    for (const html of [
      null,
      undefined,
      '',
      '   ',
      '<p></p>',
      '<p><br></p>',
      '<p> <br/> </p>',
      'null',
    ]) {
      expect(isCustomHtmlVisible(html), String(html)).toBe(false);
    }
  });

  test('[R5.08] shown when it has content', () => {
    expect(isCustomHtmlVisible('<p><strong>Free delivery</strong> today</p>')).toBe(true);
  });
});

describe('rotating search words', () => {
  test.each([
    [7, ['idly', 'pongal', 'poori', 'vada']],
    [9, ['idly', 'pongal', 'poori', 'vada']],
    [10, ['tea', 'coffee', 'fresh juice', 'snacks']],
    [12, ['biryani', 'meals', 'fried rice', 'curd rice']],
    [15, ['biryani', 'meals', 'fried rice', 'curd rice']],
    [16, ['french fries', 'burger', 'sandwich', 'fried chicken']],
    [18, ['parotta', 'grill chicken', 'BBQ chicken', 'fried rice']],
    [22, ['parotta', 'grill chicken', 'BBQ chicken', 'fried rice']],
    [23, ['Your Favorite Food']],
    [0, ['Your Favorite Food']],
    [6, ['Your Favorite Food']],
  ])('[R5.09] at %i:00 the words are %j', (hour, words) => {
    expect(getSearchWords(hour)).toEqual(words);
  });
});

describe('greeting', () => {
  test('[R2.11] by time of day on a fixed UTC+5:30 offset', () => {
    // 06:29 UTC is 11:59 IST; 06:30 UTC is 12:00 IST.
    expect(getGreeting(new Date('2026-11-21T06:29:00Z'))).toBe('morning');
    expect(getGreeting(new Date('2026-11-21T06:30:00Z'))).toBe('afternoon');
    expect(getGreeting(new Date('2026-11-21T12:29:00Z'))).toBe('afternoon');
    expect(getGreeting(new Date('2026-11-21T12:30:00Z'))).toBe('evening');
    // 19:00 UTC is 00:30 IST the next day.
    expect(getGreeting(new Date('2026-11-21T19:00:00Z'))).toBe('morning');
  });
});

describe('two-row split', () => {
  test('[R2.15][R5.11] first 4 in row one, next 4 in row two, then alternating', () => {
    const items = Array.from({ length: 13 }, (_, index) => index + 1);
    expect(splitIntoTwoRows(items)).toEqual([
      [1, 2, 3, 4, 9, 11, 13],
      [5, 6, 7, 8, 10, 12],
    ]);
  });

  test('[R2.15] fewer than five items all go in the first row', () => {
    expect(splitIntoTwoRows(['a', 'b', 'c'])).toEqual([['a', 'b', 'c'], []]);
  });
});

describe('module tiles', () => {
  test('[R5.07] the layout follows the module count', () => {
    expect(getModuleLayout(1)).toBe('single');
    expect(getModuleLayout(2)).toBe('double');
    expect(getModuleLayout(3)).toBe('grid');
    expect(getModuleLayout(6)).toBe('grid');
  });
});

describe('delivery preference', () => {
  test('[R4.06] a delivery preference with a store of type 1 or 3 gives DELIVERY', () => {
    expect(resolveOrderType({ preference: 'DELIVERY', deliveryType: 1 })).toBe('DELIVERY');
    expect(resolveOrderType({ preference: 'DELIVERY', deliveryType: 3 })).toBe('DELIVERY');
  });

  test('[R4.06] a self-pickup preference with a store of type 2 or 3 gives SELFPICKUP', () => {
    expect(resolveOrderType({ preference: 'SELFPICKUP', deliveryType: 2 })).toBe('SELFPICKUP');
    expect(resolveOrderType({ preference: 'SELFPICKUP', deliveryType: 3 })).toBe('SELFPICKUP');
  });

  test('[R4.06][R1.05] lists offer stores by delivery type: 1 delivery, 2 self-pickup, 3 both', () => {
    expect(
      [1, 2, 3].filter((deliveryType) =>
        isStoreListedFor({ preference: 'DELIVERY', deliveryType }),
      ),
    ).toEqual([1, 3]);
    expect(
      [1, 2, 3].filter((deliveryType) =>
        isStoreListedFor({ preference: 'SELFPICKUP', deliveryType }),
      ),
    ).toEqual([2, 3]);
  });
});
