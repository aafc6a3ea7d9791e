import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { WalletScreen } from './wallet-screen';

describe('/my-wallet', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('shows the balance and each transaction in the store currency', async () => {
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
    const { fetchMock, calls } = mockApi({
      'get-wallet-transactions': () => ({
        body: {
          success: true,
          data: {
            balance: 25050,
            transactions: [
              {
                id: 1,
                type: 'credit',
                amount: 30000,
                balance_after: 30000,
                description: 'Refund for order 12',
                order_id: 12,
                created_at: '2026-11-20T10:00:00Z',
              },
              {
                id: 2,
                type: 'debit',
                amount: 4950,
                balance_after: 25050,
                description: 'Paid for order 13',
                order_id: 13,
                created_at: '2026-11-21T10:00:00Z',
              },
            ],
          },
        },
      }),
    });
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(<WalletScreen />, { path: '/my-wallet' });

    expect(await screen.findByText('₹250.50')).toBeTruthy();
    expect(screen.getByText('Refund for order 12')).toBeTruthy();
    expect(screen.getByText(/₹300$/)).toBeTruthy();
    expect(screen.getByText(/₹49\.50$/)).toBeTruthy();
    expect(calls[0]).toEqual({
      call: 'get-wallet-transactions',
      payload: { token: 'token-7', user_id: 7 },
    });
  });
});
