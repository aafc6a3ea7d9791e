import type { Order } from '@app/shared/orders/orders.schemas';
import {
  createPaytmOrder,
  acceptStripePayment,
  createPayuOrder,
  createPhonepeOrder,
  createMercadoPagoOrder,
  createKhaltiOrder,
  createPaymongoOrder,
  createUpiGatewayOrder,
  createStripePaymentIntent,
  createRazorpayOrder,
  processRazorpayPayment,
  type AcceptStripePaymentInput,
  type StartPaymentInput,
  type StripePaymentIntent,
} from './start-payment';
import '../i18n/order-strings';

/**
 * The providers' browser scripts, loaded only when a customer pays with them (never bundled, no
 * npm dependency). Typed to the few members used here.
 */
export const STRIPE_SCRIPT = 'https://js.stripe.com/v3';
export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface StripeElement {
  mount: (element: HTMLElement) => void;
  destroy: () => void;
}
/** Stripe's Express Checkout Element: the wallets (Apple Pay, Google Pay, Link) it can offer. */
export interface StripeExpressCheckoutElement extends StripeElement {
  on(
    event: 'ready',
    handler: (event: { availablePaymentMethods?: Record<string, boolean> | null }) => void,
  ): void;
  on(
    event: 'confirm',
    handler: (event: { paymentFailed: (options?: { reason?: 'fail' }) => void }) => void,
  ): void;
}
export interface StripeElements {
  create(type: 'payment'): StripeElement;
  create(type: 'expressCheckout'): StripeExpressCheckoutElement;
  submit: () => Promise<{ error?: { message?: string } }>;
}
export interface StripeClient {
  elements: (
    options:
      | { clientSecret: string }
      | { mode: 'payment'; amount: number; currency: string; paymentMethodCreation: 'manual' },
  ) => StripeElements;
  confirmPayment: (options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }) => Promise<{ error?: { message?: string } }>;
  createPaymentMethod: (options: {
    elements: StripeElements;
  }) => Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}

/**
 * Stripe's return_url: the server reads the PaymentIntent there, settles the order and opens its
 * running order page, so a card that needed 3-D Secure is paid on return, not at the webhook.
 */
export const STRIPE_REDIRECT_CAPTURE_PATH = '/public/api/stripe-redirect-capture';

interface RazorpayResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}
interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  order_id: string;
  handler: (response: RazorpayResponse) => void;
  modal: { ondismiss: () => void };
}

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
    Razorpay?: new (options: RazorpayOptions) => { open: () => void };
  }
}

const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}

export function runningOrderPath(uniqueOrderId: string): string {
  return `/running-order/${encodeURIComponent(uniqueOrderId)}`;
}

/** Stripe: the Payment Element in `container`; `confirm` sends the customer on to Stripe's return. */
export async function mountStripePaymentElement(
  intent: StripePaymentIntent,
  container: HTMLElement,
): Promise<{ stripe: StripeClient; elements: StripeElements; destroy: () => void }> {
  await loadScript(STRIPE_SCRIPT);
  if (!window.Stripe) throw new Error('Stripe did not load');
  const stripe = window.Stripe(intent.publishable_key);
  const elements = stripe.elements({ clientSecret: intent.client_secret });
  const element = elements.create('payment');
  element.mount(container);
  return { stripe, elements, destroy: () => element.destroy() };
}

export async function confirmStripePayment(input: {
  stripe: StripeClient;
  elements: StripeElements;
  uniqueOrderId: string;
}): Promise<string | null> {
  const result = await input.stripe.confirmPayment({
    elements: input.elements,
    confirmParams: { return_url: `${window.location.origin}${STRIPE_REDIRECT_CAPTURE_PATH}` },
  });
  return result.error?.message ?? null;
}

/**
 * Wallets through Stripe's Express Checkout Element, beside the Payment Element: the wallet makes a
 * PaymentMethod in the browser and `pay` has our server confirm the order's intent with it
 * (accept-stripe-payment); `pay` answers false when that failed, so the wallet shows it failed.
 * The element's amount is the intent's, for the wallet's sheet only: the server never reads it.
 */
export function mountStripeWalletButton(input: {
  stripe: StripeClient;
  intent: StripePaymentIntent;
  container: HTMLElement;
  onReady: (hasWallet: boolean) => void;
  pay: (paymentMethodId: string) => Promise<boolean>;
}): { destroy: () => void } {
  const elements = input.stripe.elements({
    mode: 'payment',
    amount: input.intent.amount,
    currency: input.intent.currency,
    paymentMethodCreation: 'manual',
  });
  const element = elements.create('expressCheckout');
  element.on('ready', ({ availablePaymentMethods }) =>
    input.onReady(Object.values(availablePaymentMethods ?? {}).some(Boolean)),
  );
  element.on('confirm', (event) => {
    void (async () => {
      const submitted = await elements.submit();
      const created = submitted.error ? null : await input.stripe.createPaymentMethod({ elements });
      const isPaid = created?.paymentMethod ? await input.pay(created.paymentMethod.id) : false;
      if (!isPaid) event.paymentFailed({ reason: 'fail' });
    })();
  });
  element.mount(input.container);
  return { destroy: () => element.destroy() };
}

/**
 * Has the server confirm the order's intent with a wallet's PaymentMethod, and answers where the
 * customer goes next: the bank's 3-D Secure page, or the order (paid, or being processed).
 */
export async function payWithStripePaymentMethod(
  input: AcceptStripePaymentInput,
): Promise<{ kind: 'order'; path: string } | { kind: 'authenticate'; url: string }> {
  const result = await acceptStripePayment(input);
  if (result.status === 'requires_action' && result.redirect_url) {
    return { kind: 'authenticate', url: result.redirect_url };
  }
  return { kind: 'order', path: runningOrderPath(result.unique_order_id) };
}

/** Razorpay: its checkout opens over the page; a finished payment is verified by our server. */
export async function payWithRazorpay(input: StartPaymentInput): Promise<'paid' | 'dismissed'> {
  const order = await createRazorpayOrder(input);
  await loadScript(RAZORPAY_SCRIPT);
  const Razorpay = window.Razorpay;
  if (!Razorpay) throw new Error('Razorpay did not load');
  return new Promise((resolve, reject) => {
    new Razorpay({
      key: order.key_id,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      order_id: order.razorpay_order_id,
      handler: (response) => {
        processRazorpayPayment({ ...input, ...response }).then(() => resolve('paid'), reject);
      },
      modal: { ondismiss: () => resolve('dismissed') },
    }).open();
  });
}

/** Sends the browser to a provider's page with a form POST of `fields`. */
function postForm(action_url: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action_url;
  for (const [name, value] of Object.entries(fields)) {
    const field = document.createElement('input');
    field.type = 'hidden';
    field.name = name;
    field.value = value;
    form.append(field);
  }
  document.body.append(form);
  form.submit();
}

/** PayU: a form POST from the browser to PayU, which returns to /payu-verify/{transaction}. */
export async function payWithPayu(input: StartPaymentInput): Promise<void> {
  const { action_url, fields } = await createPayuOrder(input);
  postForm(action_url, fields);
}

/**
 * Paytm: the browser posts the transaction's token to Paytm's payment page; Paytm posts the result
 * back to /public/api/paytm/return, where the server checks it and asks Paytm's status API.
 */
export async function payWithPaytm(input: StartPaymentInput): Promise<void> {
  const { action_url, fields } = await createPaytmOrder(input);
  postForm(action_url, fields);
}

/**
 * PhonePe: the browser goes to PhonePe's pay page, which sends it back to our return
 * (/public/api/phonepe/return/{transaction}); the server asks PhonePe's status API there.
 */
export async function payWithPhonepe(input: StartPaymentInput): Promise<void> {
  const { redirect_url } = await createPhonepeOrder(input);
  window.location.assign(redirect_url);
}

/**
 * Mercado Pago Checkout Pro: the browser goes to its page, which returns to
 * /public/api/mercado-pago/return; the server reads the payment from Mercado Pago there.
 */
export async function payWithMercadoPago(input: StartPaymentInput): Promise<void> {
  const { redirect_url } = await createMercadoPagoOrder(input);
  window.location.assign(redirect_url);
}

/** Khalti: the browser goes to Khalti's payment page, which returns to /khalti-verify. */
export async function payWithKhalti(input: StartPaymentInput): Promise<void> {
  const { payment_url } = await createKhaltiOrder(input);
  window.location.assign(payment_url);
}

/**
 * PayMongo Checkout: the browser goes to the session's page, which returns (paid or cancelled) to
 * /public/api/paymongo/return/{order}; the server reads the session from PayMongo there.
 */
export async function payWithPaymongo(input: StartPaymentInput): Promise<void> {
  const { checkout_url } = await createPaymongoOrder(input);
  window.location.assign(checkout_url);
}

/**
 * UPI through UPIGateway: the browser goes to its page (QR code, UPI app buttons), which returns
 * to /public/api/upi-gateway/return; the server asks UPIGateway's status API there.
 */
export async function payWithUpiGateway(input: StartPaymentInput): Promise<void> {
  const { payment_url } = await createUpiGatewayOrder(input);
  window.location.assign(payment_url);
}

/** Where starting an order's online payment left the customer. */
export type StartedPayment =
  /** Stripe: the Payment Element is to be shown (StripePaymentSheet) for this intent. */
  | { kind: 'stripe'; intent: StripePaymentIntent }
  /** PayU: the browser is on its way to PayU; stay on the page. */
  | { kind: 'redirecting' }
  /** Nothing to pay online, Razorpay closed, or the start failed: show the order page. */
  | { kind: 'done' };

/**
 * After an order is placed (any kind: food, grocery, courier), starts its online payment when it
 * has one. The order page shows an order still awaiting payment, or a failed one, so a start that
 * fails is logged and ends on that page like the rest.
 */
export async function startOrderPayment(
  order: Pick<Order, 'unique_order_id' | 'payment_method'> & {
    bill: Pick<Order['bill'], 'payable'>;
  },
  auth: Pick<StartPaymentInput, 'token' | 'user_id'>,
): Promise<StartedPayment> {
  if (order.bill.payable <= 0) return { kind: 'done' };
  const start: StartPaymentInput = { ...auth, order_id: order.unique_order_id };
  try {
    if (order.payment_method === 'STRIPE') {
      return { kind: 'stripe', intent: await createStripePaymentIntent(start) };
    }
    if (order.payment_method === 'RAZORPAY') {
      await payWithRazorpay(start);
    } else if (order.payment_method === 'PAYU') {
      await payWithPayu(start);
      return { kind: 'redirecting' };
    } else if (order.payment_method === 'PHONEPE') {
      await payWithPhonepe(start);
      return { kind: 'redirecting' };
    } else if (order.payment_method === 'MERCADOPAGO') {
      await payWithMercadoPago(start);
      return { kind: 'redirecting' };
    } else if (order.payment_method === 'KHALTI') {
      await payWithKhalti(start);
      return { kind: 'redirecting' };
    } else if (order.payment_method === 'PAYMONGO') {
      await payWithPaymongo(start);
      return { kind: 'redirecting' };
    } else if (order.payment_method === 'UPIGATEWAY') {
      await payWithUpiGateway(start);
      return { kind: 'redirecting' };
    } else if (order.payment_method === 'PAYTM') {
      await payWithPaytm(start);
      return { kind: 'redirecting' };
    }
  } catch (error) {
    console.error('Starting the online payment failed', error);
  }
  return { kind: 'done' };
}
