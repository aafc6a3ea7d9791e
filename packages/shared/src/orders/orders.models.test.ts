import { describe, expect, test } from 'vitest';
import {
  canTransition,
  isRunningStatus,
  ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  statusAfterPayment,
  TERMINAL_STATUSES,
} from './orders.models';

describe('the order state machine', () => {
  test('follows ARCHITECTURE §5: each status reaches exactly the listed next statuses', () => {
    const next = (from: number) =>
      ORDER_TRANSITIONS.filter((transition) => transition.from === from)
        .map((transition) => transition.to)
        .sort((a, b) => a - b);
    expect(next(8)).toEqual([1, 2, 9, 10]);
    expect(next(10)).toEqual([6, 11]);
    expect(next(11)).toEqual([1, 2, 6]);
    expect(next(1)).toEqual([2, 6]);
    expect(next(2)).toEqual([3, 6, 7]);
    expect(next(3)).toEqual([4]);
    expect(next(4)).toEqual([5]);
    expect(next(7)).toEqual([5]);
    for (const terminal of TERMINAL_STATUSES) expect(next(terminal)).toEqual([]);
  });

  test('says who may make each change: the customer only cancels before the store starts', () => {
    expect(canTransition({ from: 1, to: 6, actor: 'customer' })).toBe(true);
    expect(canTransition({ from: 10, to: 6, actor: 'customer' })).toBe(true);
    expect(canTransition({ from: 2, to: 6, actor: 'customer' })).toBe(false);
    expect(canTransition({ from: 8, to: 1, actor: 'customer' })).toBe(false);
    expect(canTransition({ from: 8, to: 1, actor: 'payment' })).toBe(true);
    expect(canTransition({ from: 2, to: 3, actor: 'rider' })).toBe(true);
    expect(canTransition({ from: 2, to: 3, actor: 'store' })).toBe(false);
    expect(canTransition({ from: 5, to: 6, actor: 'admin' })).toBe(false);
  });

  test('every status id is used, and running means not delivered, cancelled or failed', () => {
    const used = new Set(
      ORDER_TRANSITIONS.flatMap((transition) => [transition.from, transition.to]),
    );
    for (const status of ORDER_STATUSES) expect(used.has(status)).toBe(true);
    expect(isRunningStatus(ORDER_STATUS.AWAITING_PAYMENT)).toBe(true);
    expect(isRunningStatus(ORDER_STATUS.PICKED_UP)).toBe(true);
    expect(isRunningStatus(ORDER_STATUS.DELIVERED)).toBe(false);
    expect(isRunningStatus(ORDER_STATUS.PAYMENT_FAILED)).toBe(false);
  });

  test('a paid order starts scheduled, placed, or preparing when the store auto-accepts', () => {
    expect(statusAfterPayment({ isScheduled: true, storeAutoAccepts: true })).toBe(10);
    expect(statusAfterPayment({ isScheduled: false, storeAutoAccepts: false })).toBe(1);
    expect(statusAfterPayment({ isScheduled: false, storeAutoAccepts: true })).toBe(2);
  });
});
