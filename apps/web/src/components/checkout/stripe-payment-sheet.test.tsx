import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logInTestCustomer } from '../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../testing/render';
import { useUserStore } from '../../lib/session/user-store';
import { StripePaymentSheet } from './stripe-payment-sheet';

const INTENT = {
  client_secret: 'pi_1_secret_x',
  publishable_key: 'pk_test',
  amount: 45900,
  currency: 'inr',
};

type Handler = (event: Record<string, unknown>) => void;

/**
 * Stripe.js as the sheet uses it (it cannot be loaded here): the Payment Element, and the Express
 * Checkout Element whose `ready` and `confirm` events a test fires as a browser with a wallet would.
 */
function stubStripe() {
  const walletEvents: Record<string, Handler> = {};
  const elementsOptions: unknown[] = [];
  const confirmPayment = vi.fn(async (_options: unknown) => ({}));
  const createPaymentMethod = vi.fn(async (_options: unknown) => ({
    paymentMethod: { id: 'pm_wallet_1' },
  }));
  vi.stubGlobal('Stripe', () => ({
    elements: (options: unknown) => {
      elementsOptions.push(options);
      return {
        create: (type: string) => ({
          mount: vi.fn(),
          destroy: vi.fn(),
          on: (event: string, handler: Handler) => {
            if (type === 'expressCheckout') walletEvents[event] = handler;
          },
        }),
        submit: async () => ({}),
      };
    },
    confirmPayment,
    createPaymentMethod,
  }));
  // loadScript's <script> for js.stripe.com "loads" at once.
  const append = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) queueMicrotask(() => node.onload?.(new Event('load')));
      else append(node);
    }
  });
  return { walletEvents, elementsOptions, confirmPayment, createPaymentMethod };
}

function renderSheet(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  vi.stubGlobal('fetch', api.fetchMock);
  renderRoute(<StripePaymentSheet intent={INTENT} uniqueOrderId="OD-77" onClose={() => {}} />, {
    path: '/checkout',
    routes: [{ path: '/running-order/:id', element: <p>running order page</p> }],
  });
  return api;
}

/** The browser has a wallet, and the customer pays with it. */
async function payWithWallet(stripe: ReturnType<typeof stubStripe>) {
  await waitFor(() => expect(stripe.walletEvents.confirm).toBeTypeOf('function'));
  stripe.walletEvents.ready?.({ availablePaymentMethods: { applePay: false, googlePay: true } });
  const paymentFailed = vi.fn();
  stripe.walletEvents.confirm?.({ paymentFailed });
  return paymentFailed;
}

describe('StripePaymentSheet', () => {
  beforeEach(() => {
    localStorage.clear();
    useUserStore.getState().logOut();
    logInTestCustomer();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('paying by card confirms through Stripe with stripe-redirect-capture as return_url, so the order settles on return', async () => {
    const stripe = stubStripe();
    renderSheet({});
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(stripe.confirmPayment).toHaveBeenCalledTimes(1));
    expect(stripe.confirmPayment.mock.calls[0]?.[0]).toMatchObject({
      confirmParams: {
        return_url: `${window.location.origin}/public/api/stripe-redirect-capture`,
      },
    });
  });

  test("a wallet's PaymentMethod is sent to accept-stripe-payment (no amount), and a paid order opens its page", async () => {
    const stripe = stubStripe();
    const api = renderSheet({
      'accept-stripe-payment': () => ({
        body: {
          success: true,
          data: { unique_order_id: 'OD-77', status: 'succeeded', redirect_url: null },
        },
      }),
    });
    const paymentFailed = await payWithWallet(stripe);
    expect(await screen.findByText('running order page')).toBeTruthy();
    expect(api.calls.filter((call) => call.call === 'accept-stripe-payment')).toEqual([
      {
        call: 'accept-stripe-payment',
        payload: {
          token: 'token-7',
          user_id: 7,
          unique_order_id: 'OD-77',
          payment_method_id: 'pm_wallet_1',
        },
      },
    ]);
    // The wallet's sheet shows the intent's amount; the server never reads it from here.
    expect(stripe.elementsOptions).toContainEqual({
      mode: 'payment',
      amount: 45900,
      currency: 'inr',
      paymentMethodCreation: 'manual',
    });
    expect(paymentFailed).not.toHaveBeenCalled();
  });

  test('3-D Secure: the browser goes to the page Stripe named (requires_action)', async () => {
    const stripe = stubStripe();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderSheet({
      'accept-stripe-payment': () => ({
        body: {
          success: true,
          data: {
            unique_order_id: 'OD-77',
            status: 'requires_action',
            redirect_url: 'https://hooks.stripe.com/3d_secure_2/hosted?x=1',
          },
        },
      }),
    });
    await payWithWallet(stripe);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://hooks.stripe.com/3d_secure_2/hosted?x=1'),
    );
    expect(screen.queryByText('running order page')).toBeNull();
  });

  test('a declined wallet payment says so, tells the wallet it failed, and stays on the sheet', async () => {
    const stripe = stubStripe();
    renderSheet({
      'accept-stripe-payment': () => ({
        status: 402,
        body: {
          success: false,
          error: { code: 'payments.card_declined', message: 'The payment was declined.' },
        },
      }),
    });
    const paymentFailed = await payWithWallet(stripe);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The payment was declined. Try another card or payment method.',
    );
    expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' });
    expect(screen.getByRole('dialog', { name: 'Pay by card' })).toBeTruthy();
  });
});
