import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logInTestCustomer } from '../../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { useUserStore } from '../../../lib/session/user-store';
import { fillTestDraft, makeCourierOrder, testPrice } from '../pickup-drop-fixtures';
import { usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { PickupDropCheckoutScreen } from './pickup-drop-checkout-screen';

const bill = (total: number, walletUsed = 0) => ({
  subtotal: 0,
  addons: 0,
  store_charge: 0,
  small_cart_fee: 0,
  delivery_fee: 12000,
  tax: 600,
  coupon_discount: 0,
  tip: total - 12600,
  total,
  wallet_used: walletUsed,
  payable: total - walletUsed,
});

function quoteBody(total: number, walletUsed = 0) {
  return {
    success: true,
    data: {
      price: testPrice,
      distance_km: 5.2,
      distance_kind: 'straight_line',
      eta_minutes: 26,
      bill: bill(total, walletUsed),
      wallet_balance: 50000,
      coupon: null,
      coupon_error: null,
    },
  };
}

function renderCheckout(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'get-payment-gateways': () => ({
      body: {
        success: true,
        data: [
          { code: 'COD', name: 'Cash on delivery', public_key: null },
          { code: 'WALLET', name: 'Wallet', public_key: null },
          { code: 'STRIPE', name: 'Card', public_key: 'pk_test' },
        ],
      },
    }),
    'pickup-and-drop/checkout-quote': (payload) => {
      const { tip } = payload as { tip: number };
      return { body: quoteBody(12600 + tip) };
    },
    'pickup-and-drop-place-order': () => ({
      body: { success: true, data: makeCourierOrder({ unique_order_id: 'PD-2001' }) },
    }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderRoute(<PickupDropCheckoutScreen />, {
    path: '/pickup-and-drop/checkout',
    routes: [{ path: '/running-order/:id', element: <p>running order page</p> }],
  });
  return { ...view, api };
}

async function placeButton(amount: string) {
  const button = await screen.findByRole('button', { name: `Book pickup · ${amount}` });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

describe('PickupDropCheckoutScreen', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.getState().logOut();
    logInTestCustomer();
  });
  afterEach(() => vi.unstubAllGlobals());

  test('when the recipient pays, only cash at the drop is offered; the task is booked with the right body and opens the running order', async () => {
    fillTestDraft({ payer: 'recipient', instructions: 'Ring twice' });
    const { api } = renderCheckout();

    fireEvent.click(await screen.findByRole('radio', { name: '₹20' }));
    const button = await placeButton('₹146');
    const methods = screen
      .getAllByRole('radio')
      .filter((radio) => radio.getAttribute('name') === 'payment');
    expect(methods).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Cash at drop/ })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();

    fireEvent.click(button);
    expect(await screen.findByText('running order page')).toBeTruthy();

    const place = api.calls.filter((call) => call.call === 'pickup-and-drop-place-order');
    expect(place).toHaveLength(1);
    const body = place[0]?.payload as Record<string, unknown>;
    expect(body).toEqual({
      token: 'token-7',
      user_id: 7,
      task: {
        pickup: expect.objectContaining({ latitude: 12.9352, contact_phone: '+919876543210' }),
        drop: expect.objectContaining({ latitude: 12.9784, contact_name: 'Ravi' }),
        task_type: 'documents',
        description: '2 files',
        weight_kg: 10,
        instructions: 'Ring twice',
        payer: 'recipient',
      },
      coupon: null,
      tip: 2000,
      use_wallet: false,
      payment_method: 'COD',
      idempotency_key: expect.any(String),
      expected_total: 14600,
    });
    // The client sends no price of its own: only expected_total, the quote's total.
    expect(JSON.stringify(body)).not.toMatch(/"(price|total|fee|bill|distance_km)"/);
    expect(usePickupDropDraft.getState().pickup).toBeNull();
  });

  test('a sender sees wallet and cash (not the card the food checkout starts) and can use the wallet', async () => {
    fillTestDraft();
    const { api } = renderCheckout();
    await placeButton('₹126');
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Wallet/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Card/ })).toBeNull();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) =>
            call.call === 'pickup-and-drop/checkout-quote' &&
            (call.payload as { use_wallet: boolean }).use_wallet,
        ),
      ).toBe(true),
    );
  });

  test('when the price changed, it says so, re-quotes, and a retry of the same task keeps its idempotency key', async () => {
    fillTestDraft();
    let refuse = true;
    const { api } = renderCheckout({
      'pickup-and-drop-place-order': () =>
        refuse
          ? {
              status: 409,
              body: {
                success: false,
                error: { code: 'orders.price_changed', message: 'The price changed' },
              },
            }
          : { body: { success: true, data: makeCourierOrder() } },
    });
    fireEvent.click(await placeButton('₹126'));
    expect(
      await screen.findByText('The price changed. Check the new total and book again.'),
    ).toBeTruthy();
    const quotes = () =>
      api.calls.filter((call) => call.call === 'pickup-and-drop/checkout-quote').length;
    await waitFor(() => expect(quotes()).toBeGreaterThan(1));

    refuse = false;
    fireEvent.click(await placeButton('₹126'));
    expect(await screen.findByText('running order page')).toBeTruthy();
    const keys = api.calls
      .filter((call) => call.call === 'pickup-and-drop-place-order')
      .map((call) => (call.payload as { idempotency_key: string }).idempotency_key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  test('a guest is asked to log in', () => {
    useUserStore.getState().logOut();
    fillTestDraft();
    renderCheckout();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fpickup-and-drop%2Fcheckout',
    );
  });
});
