import type { RequestOf } from '@app/shared/common/api-contract';
import type {
  acceptStripePaymentRequestSchema,
  startPaymentRequestSchema,
} from '@app/shared/payments/payments.schemas';
import { apiPost, type ApiSuccess } from '../api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type StartPaymentInput = RequestOf<typeof startPaymentRequestSchema>;

export interface StripePaymentIntent {
  client_secret: string;
  publishable_key: string;
  amount: number;
  currency: string;
}

export type AcceptStripePaymentInput = RequestOf<typeof acceptStripePaymentRequestSchema>;

/** What the server's confirm of the order's PaymentIntent came to (accept-stripe-payment). */
export interface AcceptedStripePayment {
  unique_order_id: string;
  status: 'succeeded' | 'requires_action' | 'processing';
  redirect_url: string | null;
}

export interface RazorpayOrder {
  razorpay_order_id: string;
  key_id: string;
  amount: number;
  currency: string;
  name: string;
}

export interface PayuForm {
  action_url: string;
  fields: Record<string, string>;
}

export async function createStripePaymentIntent(
  input: StartPaymentInput,
): Promise<StripePaymentIntent> {
  const response = await apiPost<ApiSuccess<StripePaymentIntent>>(
    'stripe/create-payment-intent',
    input,
  );
  return response.data;
}

/**
 * A PaymentMethod made in the browser (a wallet) for the order's PaymentIntent: the server
 * confirms the intent with it. Rejects with payments.card_declined when Stripe declines it.
 */
export async function acceptStripePayment(
  input: AcceptStripePaymentInput,
): Promise<AcceptedStripePayment> {
  const response = await apiPost<ApiSuccess<AcceptedStripePayment>>('accept-stripe-payment', input);
  return response.data;
}

export async function createRazorpayOrder(input: StartPaymentInput): Promise<RazorpayOrder> {
  const response = await apiPost<ApiSuccess<RazorpayOrder>>('razorpay/create-order', input);
  return response.data;
}

export async function processRazorpayPayment(
  input: StartPaymentInput & {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  },
): Promise<void> {
  await apiPost<ApiSuccess<unknown>>('razorpay/process', input);
}

export interface PhonepeStart {
  redirect_url: string;
  transaction_id: string;
}

export async function createPhonepeOrder(input: StartPaymentInput): Promise<PhonepeStart> {
  const response = await apiPost<ApiSuccess<PhonepeStart>>('phonepe/create-order', input);
  return response.data;
}

export async function createMercadoPagoOrder(
  input: StartPaymentInput,
): Promise<{ redirect_url: string }> {
  const response = await apiPost<ApiSuccess<{ redirect_url: string }>>(
    'mercado-pago/create-order',
    input,
  );
  return response.data;
}

export async function createKhaltiOrder(
  input: StartPaymentInput,
): Promise<{ payment_url: string; pidx: string }> {
  const response = await apiPost<ApiSuccess<{ payment_url: string; pidx: string }>>(
    'khalti/create-order',
    input,
  );
  return response.data;
}

export async function createPaymongoOrder(
  input: StartPaymentInput,
): Promise<{ checkout_url: string; checkout_session_id: string }> {
  const response = await apiPost<ApiSuccess<{ checkout_url: string; checkout_session_id: string }>>(
    'paymongo/create-order',
    input,
  );
  return response.data;
}

export async function createUpiGatewayOrder(
  input: StartPaymentInput,
): Promise<{ payment_url: string; client_txn_id: string }> {
  const response = await apiPost<ApiSuccess<{ payment_url: string; client_txn_id: string }>>(
    'upi-gateway/create-order',
    input,
  );
  return response.data;
}

/** Paytm: the form (mid, orderId, txnToken) the browser posts to Paytm's payment page. */
export interface PaytmForm {
  action_url: string;
  fields: Record<string, string>;
  order_id: string;
}

export async function createPaytmOrder(input: StartPaymentInput): Promise<PaytmForm> {
  const response = await apiPost<ApiSuccess<PaytmForm>>('paytm/create-order', input);
  return response.data;
}

export async function createPayuOrder(input: StartPaymentInput): Promise<PayuForm> {
  const response = await apiPost<ApiSuccess<PayuForm>>('payu/create-order', input);
  return response.data;
}
