import type { Order } from '@app/shared/orders/orders.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useCartStore } from '../../../lib/cart/cart-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { MyOrdersScreen } from './my-orders-screen';

function order(overrides: Partial<Order>): Order {
  return {
    id: 1,
    unique_order_id: 'SB-1',
    kind: 'food',
    courier: null,
    status: 5,
    restaurant: {
      id: 9,
      slug: 'napoli',
      name: 'Napoli Woodfire Pizza',
      image: '',
      address: '',
      phone: null,
      latitude: 0,
      longitude: 0,
    },
    delivery_type: 'SELFPICKUP',
    address: null,
    distance_km: null,
    items: [
      {
        item_id: 1,
        name: 'Margherita',
        price: 23900,
        quantity: 2,
        addons: [{ id: 4, name: 'Thin crust', price: 0 }],
        line_total: 47800,
        id: 101,
        substitution_preference: null,
        substitute_item_id: null,
        pick_status: null,
        substitution: null,
        settlement: null,
      },
      {
        item_id: null,
        name: 'Retired dish',
        price: 100,
        quantity: 1,
        addons: [],
        line_total: 100,
        id: 102,
        substitution_preference: null,
        substitute_item_id: null,
        pick_status: null,
        substitution: null,
        settlement: null,
      },
    ],
    bill: {
      subtotal: 47900,
      addons: 0,
      store_charge: 0,
      small_cart_fee: 0,
      delivery_fee: 0,
      tax: 0,
      coupon_discount: 0,
      tip: 0,
      total: 47900,
      wallet_used: 0,
      payable: 47900,
    },
    payment_method: 'COD',
    payment_status: 'paid',
    refund: null,
    coupon_code: null,
    comment: '',
    scheduled_for: null,
    delivery_pin: null,
    rider: null,
    created_at: '2026-11-20T10:00:00Z',
    is_ratable: true,
    events: [],
    ...overrides,
  };
}

describe('/my-orders', () => {
  beforeEach(() => {
    useSettingsStore.setState({ settings: { currencyFormat: '₹', currencySymbolAlign: 'left' } });
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
  });
  afterEach(() => vi.unstubAllGlobals());

  test('running orders come first, pages load on demand, and reorder asks before replacing the cart', async () => {
    useCartStore.setState({
      cart: [{ id: 50, restaurant_id: 3, name: 'Dosa', price: 9000, addons: [], quantity: 1 }],
      details: null,
    });
    const { fetchMock, calls } = mockApi({
      'get-orders': (payload) => {
        const page = (payload as { page: number }).page;
        return {
          body: {
            success: true,
            data:
              page === 1
                ? {
                    orders: [order({}), order({ id: 2, unique_order_id: 'SB-2', status: 1 })],
                    has_more: true,
                  }
                : {
                    orders: [order({ id: 3, unique_order_id: 'SB-3', status: 6 })],
                    has_more: false,
                  },
          },
        };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoute(<MyOrdersScreen />, { path: '/my-orders' });

    const running = await screen.findByRole('region', { name: 'Running orders' });
    expect(within(running).getByText(/SB-2/)).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Past orders' });
    expect(within(past).getByText('Delivered')).toBeTruthy();
    expect(within(past).getByRole('link', { name: 'Rate order' }).getAttribute('href')).toBe(
      '/rate-order/SB-1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more orders' }));
    expect(await screen.findByText(/SB-3/)).toBeTruthy();
    expect(calls.filter((call) => call.call === 'get-orders')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more orders' })).toBeNull();

    fireEvent.click(within(past).getAllByRole('button', { name: /Reorder from/ })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Replace cart items?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(useCartStore.getState().cart).toEqual([
      {
        id: 1,
        restaurant_id: 9,
        name: 'Margherita',
        price: 23900,
        addons: [{ id: 4, name: 'Thin crust', price: 0 }],
        quantity: 2,
      },
    ]);
  });
});
