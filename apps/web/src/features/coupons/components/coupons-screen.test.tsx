import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useCartStore } from '../../../lib/cart/cart-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { COUPON_MESSAGE_MS } from '../hooks/use-coupon-copy';
import { CouponsScreen } from './coupons-screen';

const coupon = (overrides: Partial<Coupon>): Coupon => ({
  id: 1,
  code: 'PIZZA15',
  name: 'Pizza party',
  description: '15% off pizzas',
  discount_type: 'PERCENTAGE',
  discount: 15,
  max_discount: 12000,
  min_subtotal: 29900,
  expiry_date: '2026-12-31',
  max_count: 100,
  is_active: 1,
  restaurant_id: 9,
  first_order_only: false,
  ...overrides,
});

const NOW = new Date(2026, 10, 21, 12, 0);

function logIn() {
  useUserStore.getState().logIn({
    user: {
      id: 7,
      name: 'Asha',
      email: null,
      phone: null,
      avatar: null,
      role: 'customer',
      auth_token: 'token-7',
    },
    addresses: [],
  });
}

describe('/cart/coupons', () => {
  beforeEach(() => {
    useUserStore.getState().logOut();
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
    useCartStore.setState({
      cart: [
        { id: 1, restaurant_id: 9, name: 'Margherita', price: 39900, addons: [], quantity: 1 },
      ],
      details: null,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('[R5.04][R3.07] each coupon shows its badge: N% OFF with Upto, the amount OFF with Above', async () => {
    const { fetchMock } = mockApi({
      'get-cart-coupon': () => ({
        body: {
          success: true,
          data: [
            coupon({}),
            coupon({
              id: 2,
              code: 'FLAT75',
              discount_type: 'AMOUNT',
              discount: 7500,
              max_discount: null,
              min_subtotal: 39949,
            }),
          ],
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CouponsScreen now={NOW} />, { path: '/cart/coupons' });

    const pizza = (await screen.findByText('15% OFF')).closest('li')!;
    expect(within(pizza).getByText('Upto ₹120')).toBeTruthy();
    const flat = screen.getByText('₹75 OFF').closest('li')!;
    expect(within(flat).getByText('Above ₹399')).toBeTruthy();
  });

  test('[R5.05] expired, used-up and inactive coupons are hidden; the customer’s own are added once', async () => {
    logIn();
    const { fetchMock } = mockApi({
      'get-cart-coupon': () => ({
        body: {
          success: true,
          data: [
            coupon({}),
            coupon({ id: 2, code: 'OLD10', expiry_date: '2026-11-20' }),
            coupon({ id: 3, code: 'TODAY5', expiry_date: '2026-11-21' }),
            coupon({ id: 4, code: 'GONE', max_count: 0 }),
            coupon({ id: 5, code: 'OFF', is_active: 0 }),
          ],
        },
      }),
      'user-coupons': () => ({
        body: {
          success: true,
          data: [coupon({}), coupon({ id: 6, code: 'WELCOME50', restaurant_id: null })],
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CouponsScreen now={NOW} />, { path: '/cart/coupons' });

    expect(await screen.findByText('WELCOME50')).toBeTruthy();
    expect(screen.getAllByText('PIZZA15')).toHaveLength(1);
    expect(screen.getByText('TODAY5')).toBeTruthy();
    for (const hidden of ['OLD10', 'GONE', 'OFF']) expect(screen.queryByText(hidden)).toBeNull();
  });

  test('[R4.19] copying a code shows "{code} Coupon Copied to clipboard" for exactly 3000 ms', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { fetchMock } = mockApi({
      'get-cart-coupon': () => ({ body: { success: true, data: [coupon({})] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CouponsScreen now={NOW} />, { path: '/cart/coupons' });
    const copy = await screen.findByRole('button', { name: 'Copy code PIZZA15' });

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('PIZZA15');
    expect(screen.getByRole('status').textContent).toBe('PIZZA15 Coupon Copied to clipboard');
    act(() => vi.advanceTimersByTime(COUPON_MESSAGE_MS - 1));
    expect(screen.getByText('PIZZA15 Coupon Copied to clipboard')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('PIZZA15 Coupon Copied to clipboard')).toBeNull();
  });

  test('[R4.19] when the clipboard refuses, the failure is only logged and no message shows', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const { fetchMock } = mockApi({
      'get-cart-coupon': () => ({ body: { success: true, data: [coupon({})] } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CouponsScreen now={NOW} />, { path: '/cart/coupons' });

    fireEvent.click(await screen.findByRole('button', { name: 'Copy code PIZZA15' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByText(/Coupon Copied/)).toBeNull();
    error.mockRestore();
  });

  test('applying sends the cart lines; a refusal shows the server’s message by the coupon', async () => {
    logIn();
    const { fetchMock, calls } = mockApi({
      'get-cart-coupon': () => ({ body: { success: true, data: [coupon({})] } }),
      'user-coupons': () => ({ body: { success: true, data: [] } }),
      'apply-coupon': () => ({
        status: 422,
        body: {
          success: false,
          error: { code: 'coupons.min_subtotal', message: 'Add ₹100 more to use PIZZA15.' },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<CouponsScreen now={NOW} />, { path: '/cart/coupons' });

    fireEvent.click(await screen.findByRole('button', { name: 'Apply coupon PIZZA15' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Add ₹100 more to use PIZZA15.');
    expect(calls.find((call) => call.call === 'apply-coupon')?.payload).toEqual({
      token: 'token-7',
      user_id: 7,
      coupon: 'PIZZA15',
      restaurant_id: 9,
      items: [{ id: 1, quantity: 1, addons: [] }],
    });
    expect(useCartStore.getState().details?.coupon ?? null).toBeNull();
  });

  test('a coupon that applies is kept in the cart and the customer goes back to /cart', async () => {
    logIn();
    const { fetchMock } = mockApi({
      'get-cart-coupon': () => ({ body: { success: true, data: [coupon({})] } }),
      'user-coupons': () => ({ body: { success: true, data: [] } }),
      'apply-coupon': () => ({
        body: { success: true, data: { coupon: coupon({}), subtotal: 39900, discount: 5985 } },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<CouponsScreen now={NOW} />, { path: '/cart/coupons' });

    fireEvent.click(await screen.findByRole('button', { name: 'Apply coupon PIZZA15' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(useCartStore.getState().details?.coupon).toBe('PIZZA15');
  });
});
