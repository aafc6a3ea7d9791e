import { describe, expect, it } from 'vitest';
import {
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
});
