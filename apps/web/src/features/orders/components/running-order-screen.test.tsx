import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { makeOrder } from '../../../testing/order-fixture';
import { RunningOrderScreen } from './running-order-screen';

describe('/running-order', () => {
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

  test('shows the status, the PIN and the bill; cancelling asks first, then shows the wallet refund', async () => {
    let current = makeOrder();
    const { fetchMock, calls } = mockApi({
      'get-order-details': () => ({ body: { success: true, data: current } }),
      'cancel-order': () => {
        current = makeOrder({
          status: 6,
          refund: { to_wallet: 20000, to_card: null },
          events: [
            ...current.events,
            {
              from_status: 1,
              to_status: 6,
              actor: 'customer',
              reason: '',
              at: '2026-11-21T10:02:00Z',
            },
          ],
        });
        return { body: { success: true, data: current } };
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<RunningOrderScreen uniqueOrderId="SB-1001" />, { path: '/running-order/SB-1001' });

    expect(await screen.findByRole('heading', { name: /Order placed/ })).toBeTruthy();
    expect(screen.getByText('4821')).toBeTruthy();
    expect(screen.getByText('Flat 4, 100 Feet Road')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText(/₹200 goes back to your wallet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: /Cancelled/ })).toBeTruthy());
    expect(calls.find((call) => call.call === 'cancel-order')?.payload).toEqual({
      token: 'token-7',
      user_id: 7,
      order_id: 'SB-1001',
      reason: '',
    });
  });

  test('a delivered order offers rating and no cancel', async () => {
    const { fetchMock } = mockApi({
      'get-order-details': () => ({
        body: { success: true, data: makeOrder({ status: 5, is_ratable: true }) },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<RunningOrderScreen uniqueOrderId="SB-1001" />, { path: '/running-order/SB-1001' });

    expect((await screen.findByRole('link', { name: 'Rate order' })).getAttribute('href')).toBe(
      '/rate-order/SB-1001',
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByText('4821')).toBeNull();
  });

  test('[H8.16] a card refund shows where it stands: on its way, refunded, or credited to the wallet when it failed', async () => {
    const cancelled = (status: 'pending' | 'succeeded' | 'failed') =>
      makeOrder({
        status: 6,
        payment_method: 'STRIPE',
        payment_status: 'refunded',
        refund: {
          to_wallet: status === 'failed' ? 45000 : 20000,
          to_card: { amount: 25000, status, provider: 'STRIPE' },
        },
      });
    let current = cancelled('pending');
    const { fetchMock } = mockApi({
      'get-order-details': () => ({ body: { success: true, data: current } }),
    });
    vi.stubGlobal('fetch', fetchMock);
    const view = renderRoute(<RunningOrderScreen uniqueOrderId="SB-1001" />, {
      path: '/running-order/SB-1001',
    });
    expect(
      await screen.findByText(/₹250 is on its way back to your original payment method/),
    ).toBeTruthy();
    expect(screen.getByText(/₹200 goes back to your wallet/)).toBeTruthy();
    view.unmount();

    current = cancelled('failed');
    renderRoute(<RunningOrderScreen uniqueOrderId="SB-1001" />, { path: '/running-order/SB-1001' });
    expect(
      await screen.findByText(
        /refund of ₹250 .* did not go through, so it was added to your wallet/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/₹200 goes back to your wallet/)).toBeTruthy();
  });
});
