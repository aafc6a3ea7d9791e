import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../testing/fixtures';
import { actionsFor, findArrivals, groupByColumn, paymentLabel, statusLabel } from './board';

describe('orders board rules', () => {
  it('puts placed and scheduled orders in New, 2 in Preparing, 3 and 4 out for delivery, 7 in Ready', () => {
    const orders = [1, 10, 11, 2, 3, 4, 7, 5, 6].map((status) => makeOrder({ status }));
    const groups = groupByColumn(orders);
    expect(groups.new.map((order) => order.status)).toEqual([1, 10, 11]);
    expect(groups.preparing.map((order) => order.status)).toEqual([2]);
    expect(groups.delivery.map((order) => order.status)).toEqual([3, 4]);
    expect(groups.ready.map((order) => order.status)).toEqual([7]);
  });

  it('shows the order waiting longest first, scheduled ones by their slot', () => {
    const late = makeOrder({ created_at: '2030-01-01T12:10:00Z' });
    const early = makeOrder({ created_at: '2030-01-01T12:00:00Z' });
    const scheduled = makeOrder({
      status: 10,
      created_at: '2030-01-01T09:00:00Z',
      scheduled_for: '2030-01-01T18:00:00Z',
    });
    expect(groupByColumn([scheduled, late, early]).new).toEqual([early, late, scheduled]);
  });

  it('offers the store its own transitions only', () => {
    const ids = (status: number, delivery_type: 'DELIVERY' | 'SELFPICKUP' = 'DELIVERY') =>
      actionsFor({ status, delivery_type }).map((action) => action.id);
    expect(ids(1)).toEqual(['accept', 'reject']);
    expect(ids(10)).toEqual(['confirm', 'reject']);
    expect(ids(2, 'SELFPICKUP')).toEqual(['mark-ready', 'reject']);
    expect(ids(2, 'DELIVERY')).toEqual(['reject']);
    expect(ids(7)).toEqual(['complete']);
    for (const status of [3, 4, 5, 6, 8, 9]) expect(ids(status)).toEqual([]);
  });

  it('names each action after its call', () => {
    const calls = (status: number) =>
      actionsFor({ status, delivery_type: 'SELFPICKUP' }).map((action) => action.call);
    expect(calls(1)).toEqual(['accept-order', 'reject-order']);
    expect(calls(2)).toEqual(['mark-order-ready', 'reject-order']);
    expect(calls(7)).toEqual(['complete-order']);
    expect(calls(10)).toEqual(['confirm-scheduled', 'reject-order']);
  });

  it('labels payment and status in plain English', () => {
    expect(paymentLabel({ payment_method: 'COD', payment_status: 'unpaid' })).toBe(
      'Cash on delivery · to collect',
    );
    expect(paymentLabel({ payment_method: 'STRIPE', payment_status: 'paid' })).toBe(
      'Card (Stripe) · paid',
    );
    expect(statusLabel(7)).toBe('Ready for pickup');
    expect(statusLabel(99)).toBe('Status 99');
  });

  it('counts as arrivals only unseen orders that wait for the store', () => {
    const seen = makeOrder();
    const fresh = makeOrder({ status: 1 });
    const freshScheduled = makeOrder({ status: 10 });
    const freshButPreparing = makeOrder({ status: 2 });
    expect(
      findArrivals(new Set([seen.unique_order_id]), [
        seen,
        fresh,
        freshScheduled,
        freshButPreparing,
      ]),
    ).toEqual([fresh.unique_order_id, freshScheduled.unique_order_id]);
  });
});
