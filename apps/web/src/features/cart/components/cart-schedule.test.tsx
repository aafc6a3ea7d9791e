import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeStoreInfo } from '../../../testing/catalog-fixtures';
import {
  fillTestCart,
  logInTestCustomer,
  testCartAvailability,
} from '../../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { CheckoutScreen } from '../../checkout/components/checkout-screen';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { CartScreen } from './cart-screen';

/** 05:30 in Kolkata (00:00 UTC), a Monday: the store opens at 10:00, so it is closed. */
const EARLY_MORNING = new Date('2026-11-23T00:00:00Z');
/** 10:00 in Kolkata: the store's opening, the first slot it can serve. */
const OPENING_SLOT = '2026-11-23T04:30:00.000Z';
const WEEK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  ranges: [['10:00', '22:00']] as [string, string][],
}));

function handlers({ isActive = true }: { isActive?: boolean } = {}) {
  return {
    'check-cart-items-availability': () => ({
      body: testCartAvailability({ is_active: isActive, is_open: false, delivery_type: 2 }),
    }),
    'get-restaurant-info/napoli': () => ({
      body: {
        success: true,
        data: makeStoreInfo({ slug: 'napoli', delivery_type: 2, opening_hours: WEEK }),
      },
    }),
    'get-addresses': () => ({ body: { success: true, data: [] } }),
    'get-payment-gateways': () => ({
      body: { success: true, data: [{ code: 'COD', name: 'Cash', public_key: null }] },
    }),
    // The server's answers: closed now, a bill for the opening slot.
    'get-checkout-quote': (payload: unknown) =>
      (payload as { scheduled_for?: string }).scheduled_for
        ? {
            body: {
              success: true,
              data: {
                bill: { ...BILL },
                wallet_balance: 0,
                distance_km: null,
                coupon: null,
                coupon_error: null,
              },
            },
          }
        : {
            status: 409,
            body: { success: false, error: { code: 'orders.store_closed', message: 'Closed' } },
          },
  };
}

const BILL = {
  subtotal: 39900,
  addons: 0,
  store_charge: 0,
  delivery_fee: 0,
  tax: 2000,
  coupon_discount: 0,
  tip: 0,
  total: 41900,
  wallet_used: 0,
  payable: 41900,
};

const quotes = (calls: { call: string; payload: unknown }[]) =>
  calls
    .filter((call) => call.call === 'get-checkout-quote')
    .map((call) => (call.payload as { scheduled_for?: string }).scheduled_for ?? 'now');

describe('a closed store’s cart', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(EARLY_MORNING);
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    logInTestCustomer();
    fillTestCart();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('[H8.12] closed store’s cart offers scheduling, and checkout opens on the opening slot', async () => {
    const { fetchMock, calls } = mockApi(handlers());
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<CartScreen />, {
      path: '/cart',
      routes: [{ path: '/checkout', element: <CheckoutScreen /> }],
    });

    const schedule = await screen.findByRole('button', { name: 'Schedule for when it opens' });
    expect(screen.getByRole('alert').textContent).toContain('Schedule your order');
    expect(screen.queryByRole('button', { name: /proceed/i })).toBeNull();
    // The cart's bill is quoted for the opening slot; never for now, which only answers closed.
    await screen.findByText('₹419');
    expect(quotes(calls)).toEqual([OPENING_SLOT]);
    fireEvent.click(schedule);

    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(new URLSearchParams(router.state.location.search).get('slot')).toBe(OPENING_SLOT);
    // Checkout starts on "Schedule" with the opening slot chosen, and quotes for it.
    await waitFor(() => expect(quotes(calls).length).toBeGreaterThan(1));
    expect(quotes(calls).every((slot) => slot === OPENING_SLOT)).toBe(true);
  });

  test('[H8.12] a store switched off still only says it takes orders when it opens', async () => {
    const { fetchMock, calls } = mockApi(handlers({ isActive: false }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CartScreen />, { path: '/cart' });
    expect((await screen.findByRole('alert')).textContent).toContain('You can order when it opens');
    expect(screen.queryByRole('button', { name: 'Schedule for when it opens' })).toBeNull();
    // Switched off, nothing can be quoted: the bill says charges come at checkout.
    await screen.findByText(/at checkout/i);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(quotes(calls)).toEqual([]);
  });
});
