import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { logInTestCustomer } from '../../../testing/customer-fixtures';
import { mockApi, renderRoute } from '../../../testing/render';
import { RAZORPAY_SCRIPT, STRIPE_SCRIPT } from '../../../lib/checkout/online-payment';
import { useUserStore } from '../../../lib/session/user-store';
import { fillTestDraft, makeCourierOrder, testPrice, testSettings } from '../pickup-drop-fixtures';
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
          { code: 'RAZORPAY', name: 'UPI / Razorpay', public_key: 'rzp_test' },
          { code: 'PAYU', name: 'PayU', public_key: 'payukey' },
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

/**
 * jsdom loads no scripts: a provider script the page adds is recorded and "loads" at once (the
 * test stubs the global it would define). Other nodes are appended as usual.
 */
function interceptScripts() {
  const requested: string[] = [];
  const append = document.head.append.bind(document.head);
  const spy = vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      if (node instanceof HTMLScriptElement) {
        requested.push(node.src);
        queueMicrotask(() => node.onload?.(new Event('load')));
      } else {
        append(node);
      }
    }
  });
  return { requested, restore: () => spy.mockRestore() };
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
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

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

  test('a sender sees every enabled gateway (cash, wallet, card, Razorpay, PayU) and can use the wallet', async () => {
    fillTestDraft();
    const { api } = renderCheckout();
    await placeButton('₹126');
    const methods = screen
      .getAllByRole('radio')
      .filter((radio) => radio.getAttribute('name') === 'payment')
      .map((radio) => (radio as HTMLInputElement).value);
    expect(methods).toEqual(['COD', 'WALLET', 'STRIPE', 'RAZORPAY', 'PAYU']);
    // A sender's cash is handed over at the pickup, not "on delivery".
    expect(screen.getByRole('radio', { name: /Cash at pickup/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).toBeNull();
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

  test('card: the task is placed with STRIPE, then the payment starts for that order and the card sheet opens; Stripe loads only then', async () => {
    fillTestDraft();
    const scripts = interceptScripts();
    const confirmPayment = vi.fn(async () => ({}));
    const mount = vi.fn();
    vi.stubGlobal('Stripe', (key: string) => {
      expect(key).toBe('pk_test');
      return {
        // The Payment Element's elements carry the intent; the wallet button's do not.
        elements: ({ clientSecret }: { clientSecret?: string }) => {
          if (clientSecret !== undefined) expect(clientSecret).toBe('pi_1_secret_x');
          return {
            create: (type: string) => ({
              mount: type === 'payment' ? mount : vi.fn(),
              destroy: vi.fn(),
              on: vi.fn(),
            }),
          };
        },
        confirmPayment,
      };
    });
    const { api } = renderCheckout({
      'pickup-and-drop-place-order': () => ({
        body: {
          success: true,
          data: makeCourierOrder({
            unique_order_id: 'PD-3001',
            status: 8,
            payment_method: 'STRIPE',
            payment_status: 'pending',
          }),
        },
      }),
      'stripe/create-payment-intent': () => ({
        body: {
          success: true,
          data: {
            client_secret: 'pi_1_secret_x',
            publishable_key: 'pk_test',
            amount: 12600,
            currency: 'inr',
          },
        },
      }),
    });
    const button = await placeButton('₹126');
    fireEvent.click(screen.getByRole('radio', { name: /Card/ }));
    expect(scripts.requested).toEqual([]);
    fireEvent.click(button);

    expect(await screen.findByRole('dialog', { name: 'Pay by card' })).toBeTruthy();
    const place = api.calls.filter((call) => call.call === 'pickup-and-drop-place-order');
    expect(place).toHaveLength(1);
    expect(place[0]?.payload).toMatchObject({ payment_method: 'STRIPE', use_wallet: false });
    const started = api.calls.filter((call) => call.call === 'stripe/create-payment-intent');
    expect(started.map((call) => call.payload)).toEqual([
      { token: 'token-7', user_id: 7, order_id: 'PD-3001' },
    ]);
    await waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
    expect(scripts.requested).toEqual([STRIPE_SCRIPT]);
    expect(screen.queryByText('running order page')).toBeNull();

    const pay = screen.getByRole('button', { name: 'Pay now' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(confirmPayment).toHaveBeenCalledTimes(1));
    expect(confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        // Stripe returns to the server, which settles the task and opens its running order.
        confirmParams: {
          return_url: `${window.location.origin}/public/api/stripe-redirect-capture`,
        },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('running order page')).toBeTruthy();
    scripts.restore();
  });

  test('Razorpay: placed with RAZORPAY, its checkout opens for our order, the payment is verified by our server, then the order page', async () => {
    fillTestDraft();
    const scripts = interceptScripts();
    const opened: { order_id: string; amount: number }[] = [];
    vi.stubGlobal(
      'Razorpay',
      class {
        constructor(
          private options: {
            order_id: string;
            amount: number;
            handler: (response: Record<string, string>) => void;
          },
        ) {}
        open() {
          opened.push({ order_id: this.options.order_id, amount: this.options.amount });
          this.options.handler({
            razorpay_payment_id: 'pay_1',
            razorpay_order_id: this.options.order_id,
            razorpay_signature: 'sig',
          });
        }
      },
    );
    const { api } = renderCheckout({
      'pickup-and-drop-place-order': () => ({
        body: {
          success: true,
          data: makeCourierOrder({
            unique_order_id: 'PD-3002',
            status: 8,
            payment_method: 'RAZORPAY',
            payment_status: 'pending',
          }),
        },
      }),
      'razorpay/create-order': () => ({
        body: {
          success: true,
          data: {
            razorpay_order_id: 'order_rzp_1',
            key_id: 'rzp_test',
            amount: 12600,
            currency: 'INR',
            name: 'Swiftbite',
          },
        },
      }),
      'razorpay/process': () => ({ body: { success: true, data: {} } }),
    });
    const button = await placeButton('₹126');
    fireEvent.click(screen.getByRole('radio', { name: /Razorpay/ }));
    fireEvent.click(button);

    expect(await screen.findByText('running order page')).toBeTruthy();
    expect(scripts.requested).toEqual([RAZORPAY_SCRIPT]);
    scripts.restore();
    expect(
      api.calls.find((call) => call.call === 'pickup-and-drop-place-order')?.payload,
    ).toMatchObject({ payment_method: 'RAZORPAY' });
    expect(api.calls.find((call) => call.call === 'razorpay/create-order')?.payload).toEqual({
      token: 'token-7',
      user_id: 7,
      order_id: 'PD-3002',
    });
    expect(opened).toEqual([{ order_id: 'order_rzp_1', amount: 12600 }]);
    expect(api.calls.find((call) => call.call === 'razorpay/process')?.payload).toEqual({
      token: 'token-7',
      user_id: 7,
      order_id: 'PD-3002',
      razorpay_payment_id: 'pay_1',
      razorpay_order_id: 'order_rzp_1',
      razorpay_signature: 'sig',
    });
  });

  test("PayU: placed with PAYU, then PayU's form is posted with the server's fields", async () => {
    fillTestDraft();
    const submitted: { action: string; fields: Record<string, string> }[] = [];
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
      this: HTMLFormElement,
    ) {
      submitted.push({
        action: this.action,
        fields: Object.fromEntries(
          [...this.querySelectorAll('input')].map((input) => [input.name, input.value]),
        ),
      });
    });
    try {
      const { api } = renderCheckout({
        'pickup-and-drop-place-order': () => ({
          body: {
            success: true,
            data: makeCourierOrder({
              unique_order_id: 'PD-3003',
              status: 8,
              payment_method: 'PAYU',
              payment_status: 'pending',
            }),
          },
        }),
        'payu/create-order': () => ({
          body: {
            success: true,
            data: {
              action_url: 'https://test.payu.in/_payment',
              fields: { key: 'payukey', txnid: 'T1', amount: '126.00', hash: 'h' },
            },
          },
        }),
      });
      const button = await placeButton('₹126');
      fireEvent.click(screen.getByRole('radio', { name: /PayU/ }));
      fireEvent.click(button);
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect(submitted[0]).toEqual({
        action: 'https://test.payu.in/_payment',
        fields: { key: 'payukey', txnid: 'T1', amount: '126.00', hash: 'h' },
      });
      expect(
        api.calls.find((call) => call.call === 'pickup-and-drop-place-order')?.payload,
      ).toMatchObject({ payment_method: 'PAYU' });
      expect(api.calls.find((call) => call.call === 'payu/create-order')?.payload).toEqual({
        token: 'token-7',
        user_id: 7,
        order_id: 'PD-3003',
      });
      // The browser is leaving for PayU: no jump to the order page meanwhile.
      expect(screen.queryByText('running order page')).toBeNull();
    } finally {
      submit.mockRestore();
    }
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

  test('closed now: the refusal with the service hours sits right above the faded book button', async () => {
    fillTestDraft();
    renderCheckout({
      'pickup-and-drop-settings': () => ({ body: { success: true, data: testSettings } }),
      'pickup-and-drop/checkout-quote': () => ({
        status: 422,
        body: { success: false, error: { code: 'pickup_drop.closed', message: 'Closed' } },
      }),
    });
    const panel = await screen.findByText('We are closed now.');
    expect(await screen.findByText('Come back between 08:00 and 22:00.')).toBeTruthy();
    const book = screen.getByRole('button', { name: 'Book pickup' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    // In the bar with the button, before it.
    const bar = book.parentElement!;
    expect(bar.contains(panel)).toBe(true);
    expect(panel.compareDocumentPosition(book) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
