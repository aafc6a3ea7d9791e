import type { Order } from '@app/shared/orders/orders.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { makeStoreInfo } from '../../../testing/catalog-fixtures';
import {
  fillTestCart,
  logInTestCustomer,
  testCartAvailability,
} from '../../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useCartStore } from '../../../lib/cart/cart-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { CheckoutScreen } from './checkout-screen';

const bill = (total: number) => ({
  subtotal: 39900,
  addons: 0,
  store_charge: 0,
  delivery_fee: 3000,
  tax: total - 42900,
  coupon_discount: 0,
  tip: 0,
  total,
  wallet_used: 0,
  payable: total,
});

function handlers(
  overrides: Record<string, (payload: unknown) => { status?: number; body: unknown }>,
) {
  return {
    'check-cart-items-availability': () => ({
      body: testCartAvailability({ is_active: true, is_open: true }),
    }),
    'get-restaurant-info/napoli': () => ({
      body: { success: true, data: makeStoreInfo({ slug: 'napoli', delivery_type: 3 }) },
    }),
    'get-addresses': () => ({
      body: {
        success: true,
        data: [
          {
            id: 31,
            user_id: 7,
            lat: 12.97,
            lng: 77.64,
            address: '100 Feet Road',
            house: 'Flat 4',
            landmark: null,
            tag: 'Home',
            city: null,
            state: null,
            is_default: true,
          },
        ],
      },
    }),
    'get-payment-gateways': () => ({
      body: {
        success: true,
        data: [
          { code: 'COD', name: 'Cash on delivery', public_key: null },
          { code: 'WALLET', name: 'Wallet', public_key: null },
        ],
      },
    }),
    'get-checkout-quote': () => ({
      body: {
        success: true,
        data: {
          bill: bill(45000),
          wallet_balance: 50000,
          distance_km: 1.2,
          coupon: null,
          coupon_error: null,
        },
      },
    }),
    ...overrides,
  };
}

describe('/checkout', () => {
  beforeEach(() => {
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    logInTestCustomer();
    fillTestCart();
  });
  afterEach(() => vi.unstubAllGlobals());

  test('a guest is asked to log in', () => {
    useUserStore.getState().logOut();
    vi.stubGlobal('fetch', mockApi(handlers({})).fetchMock);
    renderRoute(<CheckoutScreen />, { path: '/checkout' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fcheckout',
    );
  });

  test('places the order with the quoted total, reusing the key on a retry, then opens the order', async () => {
    let placeAttempts = 0;
    const { fetchMock, calls } = mockApi(
      handlers({
        'place-order': () => {
          placeAttempts += 1;
          if (placeAttempts === 1) {
            return {
              status: 503,
              body: { success: false, error: { code: 'http.503', message: 'x' } },
            };
          }
          return {
            body: {
              success: true,
              data: {
                unique_order_id: 'SB-1001',
                payment_method: 'COD',
                bill: bill(45000),
              } as Order,
            },
          };
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<CheckoutScreen />, { path: '/checkout' });

    const place = await screen.findByRole('button', { name: 'Place order · ₹450' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('cart-to-pay').textContent).toContain('₹450');
    fireEvent.click(place);
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Place order · ₹450' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/running-order/SB-1001'));

    const attempts = calls.filter((call) => call.call === 'place-order');
    expect(attempts).toHaveLength(2);
    const first = attempts[0]?.payload as Record<string, unknown>;
    expect(first).toMatchObject({
      restaurant_id: 9,
      delivery_type: 'DELIVERY',
      address_id: 31,
      payment_method: 'COD',
      expected_total: 45000,
      items: [{ id: 1, quantity: 1, addons: [] }],
    });
    expect(typeof first.idempotency_key).toBe('string');
    expect((attempts[1]?.payload as Record<string, unknown>).idempotency_key).toBe(
      first.idempotency_key,
    );
    expect(useCartStore.getState().cart).toEqual([]);
  });

  test('when the price changed, the bill is quoted again and the server’s message shows', async () => {
    let quotes = 0;
    const { fetchMock } = mockApi(
      handlers({
        'get-checkout-quote': () => {
          quotes += 1;
          return {
            body: {
              success: true,
              data: {
                bill: bill(quotes === 1 ? 45000 : 47000),
                wallet_balance: 0,
                distance_km: 1.2,
                coupon: null,
                coupon_error: null,
              },
            },
          };
        },
        'place-order': () => ({
          status: 409,
          body: {
            success: false,
            error: {
              code: 'orders.price_changed',
              message: 'Prices changed. Check the new total.',
            },
          },
        }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutScreen />, { path: '/checkout' });

    const place = await screen.findByRole('button', { name: 'Place order · ₹450' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(place);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Prices changed. Check the new total.',
    );
    expect(await screen.findByRole('button', { name: 'Place order · ₹470' })).toBeTruthy();
  });

  test('a closed store: the server’s reason shows by the disabled Place order, once', async () => {
    const { fetchMock } = mockApi(
      handlers({
        'get-checkout-quote': () => ({
          status: 409,
          body: {
            success: false,
            error: {
              code: 'orders.store_closed',
              message: 'The store is closed now. Schedule the order for when it is open.',
            },
          },
        }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CheckoutScreen />, { path: '/checkout' });

    const reason = await screen.findByRole('alert');
    expect(reason.textContent).toBe(
      'The store is closed now. Schedule the order for when it is open.',
    );
    const place = screen.getByRole('button', { name: 'Place order' });
    expect((place as HTMLButtonElement).disabled).toBe(true);
    // In the bar with the button, not at the foot of the page.
    expect(place.parentElement?.contains(reason)).toBe(true);
    expect(screen.getAllByText(/The store is closed now/)).toHaveLength(1);
  });

  test('without an address the bar says what is missing instead of a silent disabled button', async () => {
    vi.stubGlobal(
      'fetch',
      mockApi(handlers({ 'get-addresses': () => ({ body: { success: true, data: [] } }) }))
        .fetchMock,
    );
    renderRoute(<CheckoutScreen />, { path: '/checkout' });
    expect(await screen.findByText('Choose a delivery address to place the order.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
