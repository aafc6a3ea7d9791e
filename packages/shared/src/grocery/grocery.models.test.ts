import { describe, expect, it } from 'vitest';
import {
  adjustBillForShortLine,
  splitRefund,
  maxOrderable,
  mrpSaving,
  packLabel,
  substituteLineTotal,
  timeoutDecision,
} from './grocery.models';

describe('grocery rules', () => {
  it('reads pack sizes the way shelves do', () => {
    expect(packLabel(500, 'g')).toBe('500 g');
    expect(packLabel(1, 'l')).toBe('1 L');
    expect(packLabel(1.5, 'kg')).toBe('1.5 kg');
    expect(packLabel(6, 'pcs')).toBe('6 pcs');
    expect(packLabel(null, 'g')).toBe('');
    expect(packLabel(0, 'g')).toBe('');
  });

  it('saves only when the MRP is above the price', () => {
    expect(mrpSaving(4500, 5000)).toBe(500);
    expect(mrpSaving(5000, 5000)).toBe(0);
    expect(mrpSaving(5000, 4000)).toBe(0);
    expect(mrpSaving(5000, null)).toBe(0);
  });

  it('caps a line by the item maximum, the shelf and the platform cap', () => {
    const base = { stockCount: null, maxPerOrder: null, lineCap: 50, isAvailable: true };
    expect(maxOrderable(base)).toBe(50);
    expect(maxOrderable({ ...base, maxPerOrder: 4 })).toBe(4);
    expect(maxOrderable({ ...base, maxPerOrder: 4, stockCount: 3 })).toBe(3);
    expect(maxOrderable({ ...base, stockCount: 0 })).toBe(0);
    expect(maxOrderable({ ...base, isAvailable: false })).toBe(0);
  });

  it('never charges more for a substitute than the line it replaces', () => {
    expect(
      substituteLineTotal({ substitutePrice: 3000, quantity: 2, originalLineTotal: 8000 }),
    ).toBe(6000);
    expect(
      substituteLineTotal({ substitutePrice: 5000, quantity: 2, originalLineTotal: 8000 }),
    ).toBe(8000);
  });

  it('lets the line preference decide when the customer does not answer', () => {
    expect(timeoutDecision('similar')).toBe('approved');
    expect(timeoutDecision('specific')).toBe('approved');
    expect(timeoutDecision(null)).toBe('approved');
    expect(timeoutDecision('remove')).toBe('declined');
  });

  const bill = {
    subtotal: 50000,
    coupon_discount: 5000,
    store_charge: 0,
    small_cart_fee: 0,
    delivery_fee: 3000,
    tax: 2250, // 5 % of 45000
    tip: 1000,
    total: 51250,
  };

  it('takes a removed line off the subtotal, keeps the discount and fees, taxes the new base', () => {
    const { bill: next, refund } = adjustBillForShortLine(bill, 10000);
    expect(next).toMatchObject({ subtotal: 40000, coupon_discount: 5000, tax: 1750, total: 40750 });
    expect(next.delivery_fee).toBe(3000);
    expect(refund).toBe(10500);
    expect(next.total).toBe(
      next.subtotal -
        next.coupon_discount +
        next.store_charge +
        next.small_cart_fee +
        next.delivery_fee +
        next.tax +
        next.tip,
    );
  });

  it('never refunds more than was charged, nor a negative amount', () => {
    expect(adjustBillForShortLine(bill, 0).refund).toBe(0);
    expect(adjustBillForShortLine(bill, -500).refund).toBe(0);
    const all = adjustBillForShortLine(bill, 10 ** 9);
    expect(all.bill).toMatchObject({ subtotal: 0, coupon_discount: 0, tax: 0 });
    expect(all.refund).toBe(bill.total - 3000 - 1000);
  });

  it('sends a refund to the payment first, then to the wallet part', () => {
    expect(splitRefund({ refund: 700, payable: 1000, walletUsed: 500 })).toEqual({
      fromPayable: 700,
      toWallet: 0,
    });
    expect(splitRefund({ refund: 1200, payable: 1000, walletUsed: 500 })).toEqual({
      fromPayable: 1000,
      toWallet: 200,
    });
    expect(splitRefund({ refund: 300, payable: 0, walletUsed: 500 })).toEqual({
      fromPayable: 0,
      toWallet: 300,
    });
  });
});
