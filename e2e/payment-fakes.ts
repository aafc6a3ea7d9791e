import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeUpiGateway, type FakeUpiGateway } from './upi-gateway-fake';
import { createFakePaytm, type PaytmTxn } from './paytm-fake';
import { createStripeFake, type StripeIntent } from './stripe-fake';

/**
 * Stand-ins for the payment providers' APIs and pay pages, speaking their documented wire formats,
 * for the online-payment journeys. One local server; each provider under its own paths.
 */
export const PHONEPE = {
  merchantId: 'PGTESTE2E',
  saltKey: crypto.randomBytes(16).toString('hex'),
  saltIndex: '1',
};

export const MERCADO_PAGO = {
  publicKey: 'TEST-e2e-public-key',
  accessToken: `TEST-${crypto.randomBytes(16).toString('hex')}`,
  webhookSecret: crypto.randomBytes(16).toString('hex'),
};

export const KHALTI = {
  publicKey: 'test_public_key_e2e',
  secretKey: `test_secret_key_${crypto.randomBytes(16).toString('hex')}`,
};

interface KhaltiPayment {
  amount: number;
  returnUrl: string;
  purchaseOrderId: string;
  status: 'Initiated' | 'Completed';
  transactionId: string | null;
}

interface MpPayment {
  id: number;
  status: string;
  transaction_amount: number;
  currency_id: string;
  external_reference: string;
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
const phonepeVerify = (text: string) => `${sha256(text + PHONEPE.saltKey)}###${PHONEPE.saltIndex}`;

interface Txn {
  amount: number;
  redirectUrl: string;
  state: 'PENDING' | 'COMPLETED' | 'FAILED';
}

export interface FakeProviders {
  url: string;
  phonepe: Map<string, Txn>;
  /** Mercado Pago's preferences by external_reference, and its payments by id. */
  mercadoPago: {
    preferences: Map<string, { amount: number; backUrl: string }>;
    payments: Map<string, MpPayment>;
  };
  /** Khalti's ePayments by pidx. */
  khalti: Map<string, KhaltiPayment>;
  /** UPIGateway's orders by client_txn_id, and the shop's answers to its webhooks. */
  upiGateway: FakeUpiGateway;
  /** Paytm's transactions by our order id. */
  paytm: Map<string, PaytmTxn>;
  /** Stripe's PaymentIntents by id (e2e/stripe-fake.ts). */
  stripe: Map<string, StripeIntent>;
  /** Checksums that did not match: a journey asserts there were none. */
  refused: string[];
  close: () => Promise<void>;
}

function send(response: http.ServerResponse, status: number, body: unknown, type = 'json') {
  response.writeHead(status, {
    'content-type': type === 'json' ? 'application/json' : 'text/html; charset=utf-8',
  });
  response.end(type === 'json' ? JSON.stringify(body) : String(body));
}

function payPage(title: string, amountMinor: number, action: string) {
  return `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body><h1>${title}</h1><p>Amount ₹${(amountMinor / 100).toFixed(2)}</p>
<form method="post" action="${action}"><button type="submit">Pay ₹${(amountMinor / 100).toFixed(2)}</button></form></body></html>`;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const phonepe = new Map<string, Txn>();
  const refused: string[] = [];
  const mercadoPago = {
    preferences: new Map<string, { amount: number; backUrl: string }>(),
    payments: new Map<string, MpPayment>(),
  };
  let nextPaymentId = 2_000_000_001;
  const khalti = new Map<string, KhaltiPayment>();
  const upiGateway = createFakeUpiGateway(() => url, refused);
  const paytm = createFakePaytm({ refused });

  /** Khalti's ePayment API (Authorization: Key <secret>) and its payment page. */
  const handleKhalti = (
    request: http.IncomingMessage,
    body: string,
    response: http.ServerResponse,
  ): boolean => {
    const path = request.url ?? '/';
    const page = /^\/khalti\/pay\/(\w+)(\/confirm)?$/.exec(path);
    const payment = page ? khalti.get(page[1] ?? '') : undefined;
    if (page && payment) {
      if (!page[2]) {
        send(response, 200, payPage('Khalti', payment.amount, `${path}/confirm`), 'html');
        return true;
      }
      payment.status = 'Completed';
      payment.transactionId = `KT${crypto.randomBytes(8).toString('hex')}`;
      const back = new URL(payment.returnUrl);
      for (const [key, value] of Object.entries({
        pidx: page[1] ?? '',
        transaction_id: payment.transactionId,
        tidx: payment.transactionId,
        amount: String(payment.amount),
        total_amount: String(payment.amount),
        mobile: '98XXXXX904',
        status: 'Completed',
        purchase_order_id: payment.purchaseOrderId,
        purchase_order_name: `Order ${payment.purchaseOrderId}`,
      })) {
        back.searchParams.set(key, value);
      }
      response.writeHead(302, { location: back.toString() });
      response.end();
      return true;
    }
    if (!path.startsWith('/epayment/')) return false;
    if (request.headers.authorization !== `Key ${KHALTI.secretKey}`) {
      refused.push(`khalti ${path}`);
      send(response, 401, { detail: 'Invalid token.', status_code: 401 });
      return true;
    }
    const input = JSON.parse(body) as Record<string, unknown>;
    if (path === '/epayment/initiate/') {
      const pidx = crypto.randomBytes(11).toString('hex');
      khalti.set(pidx, {
        amount: Number(input.amount),
        returnUrl: String(input.return_url),
        purchaseOrderId: String(input.purchase_order_id),
        status: 'Initiated',
        transactionId: null,
      });
      send(response, 200, {
        pidx,
        payment_url: `${url}/khalti/pay/${pidx}`,
        expires_at: new Date(Date.now() + 1_800_000).toISOString(),
        expires_in: 1800,
      });
      return true;
    }
    if (path === '/epayment/lookup/') {
      const found = khalti.get(String(input.pidx));
      if (!found) {
        send(response, 404, { detail: 'Not found.', error_key: 'validation_error' });
        return true;
      }
      send(response, 200, {
        pidx: input.pidx,
        total_amount: found.amount,
        status: found.status,
        transaction_id: found.transactionId,
        fee: 0,
        refunded: false,
      });
      return true;
    }
    return false;
  };
  let url = '';

  /** Mercado Pago's REST API (Bearer access token) and its Checkout Pro page. */
  const handleMercadoPago = (
    request: http.IncomingMessage,
    body: string,
    response: http.ServerResponse,
  ): boolean => {
    const parsed = new URL(request.url ?? '/', 'http://fake');
    const path = parsed.pathname.replace(/(.)\/$/, '$1');
    const page = /^\/mp\/checkout\/([\w-]+)(\/pay)?$/.exec(path);
    if (page) {
      const preference = mercadoPago.preferences.get(page[1] ?? '');
      if (!preference) return false;
      if (!page[2]) {
        send(response, 200, payPage('Mercado Pago', preference.amount, `${path}/pay`), 'html');
        return true;
      }
      const id = nextPaymentId++;
      mercadoPago.payments.set(String(id), {
        id,
        status: 'approved',
        transaction_amount: preference.amount / 100,
        currency_id: 'INR',
        external_reference: page[1] ?? '',
      });
      const back = new URL(preference.backUrl);
      for (const [key, value] of Object.entries({
        collection_id: String(id),
        collection_status: 'approved',
        payment_id: String(id),
        status: 'approved',
        external_reference: page[1] ?? '',
        payment_type: 'credit_card',
        preference_id: `pref-${page[1]}`,
      })) {
        back.searchParams.set(key, value);
      }
      response.writeHead(302, { location: back.toString() });
      response.end();
      return true;
    }
    if (!path.startsWith('/checkout/') && !path.startsWith('/v1/')) return false;
    if (request.headers.authorization !== `Bearer ${MERCADO_PAGO.accessToken}`) {
      refused.push(`mercado pago ${path}`);
      send(response, 401, { message: 'invalid_token', status: 401 });
      return true;
    }
    if (request.method === 'POST' && path === '/checkout/preferences') {
      const preference = JSON.parse(body) as {
        external_reference: string;
        items: { unit_price: number; quantity: number }[];
        back_urls: { success: string };
      };
      const amount = Math.round(
        preference.items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0) * 100,
      );
      mercadoPago.preferences.set(preference.external_reference, {
        amount,
        backUrl: preference.back_urls.success,
      });
      send(response, 201, {
        id: `pref-${preference.external_reference}`,
        init_point: `${url}/mp/checkout/${preference.external_reference}`,
        sandbox_init_point: `${url}/mp/checkout/${preference.external_reference}`,
      });
      return true;
    }
    if (request.method === 'GET' && path === '/v1/payments/search') {
      const ref = parsed.searchParams.get('external_reference');
      const results = [...mercadoPago.payments.values()].filter(
        (payment) => payment.external_reference === ref,
      );
      send(response, 200, { paging: { total: results.length }, results });
      return true;
    }
    const payment = mercadoPago.payments.get(/^\/v1\/payments\/(\d+)$/.exec(path)?.[1] ?? '');
    if (request.method === 'GET' && payment) {
      send(response, 200, payment);
      return true;
    }
    return false;
  };

  const stripe = createStripeFake(() => url);

  const handle = (request: http.IncomingMessage, body: string, response: http.ServerResponse) => {
    const path = request.url ?? '/';
    if (stripe.handle(request, body, response)) return;
    if (handleMercadoPago(request, body, response)) return;
    if (handleKhalti(request, body, response)) return;
    if (upiGateway.handle(request, body, response)) return;
    if (paytm.handle(request, body, response)) return;
    // PhonePe PG v1: pay, status, and its pay page.
    if (request.method === 'POST' && path === '/pg/v1/pay') {
      const encoded = (JSON.parse(body) as { request: string }).request;
      if (request.headers['x-verify'] !== phonepeVerify(`${encoded}/pg/v1/pay`)) {
        refused.push('phonepe pay');
        return send(response, 400, { success: false, code: 'BAD_REQUEST' });
      }
      const payload = JSON.parse(Buffer.from(encoded, 'base64').toString()) as {
        merchantTransactionId: string;
        amount: number;
        redirectUrl: string;
      };
      phonepe.set(payload.merchantTransactionId, {
        amount: payload.amount,
        redirectUrl: payload.redirectUrl,
        state: 'PENDING',
      });
      return send(response, 200, {
        success: true,
        code: 'PAYMENT_INITIATED',
        data: {
          merchantId: PHONEPE.merchantId,
          merchantTransactionId: payload.merchantTransactionId,
          instrumentResponse: {
            type: 'PAY_PAGE',
            redirectInfo: {
              url: `${url}/phonepe/pay/${payload.merchantTransactionId}`,
              method: 'GET',
            },
          },
        },
      });
    }
    const page = /^\/phonepe\/pay\/([\w-]+)(\/confirm)?$/.exec(path);
    const pageTxn = page ? phonepe.get(page[1] ?? '') : undefined;
    if (page && pageTxn) {
      if (!page[2])
        return send(response, 200, payPage('PhonePe', pageTxn.amount, `${path}/confirm`), 'html');
      pageTxn.state = 'COMPLETED';
      response.writeHead(302, { location: pageTxn.redirectUrl });
      return response.end();
    }
    const status = /^\/pg\/v1\/status\/([^/]+)\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && status) {
      if (request.headers['x-verify'] !== phonepeVerify(path)) {
        refused.push('phonepe status');
        return send(response, 401, { success: false, code: 'AUTHORIZATION_FAILED' });
      }
      const txn = phonepe.get(status[2] ?? '');
      if (!txn) return send(response, 200, { success: false, code: 'TRANSACTION_NOT_FOUND' });
      return send(response, 200, {
        success: txn.state === 'COMPLETED',
        code: txn.state === 'COMPLETED' ? 'PAYMENT_SUCCESS' : 'PAYMENT_PENDING',
        data: {
          merchantId: PHONEPE.merchantId,
          merchantTransactionId: status[2],
          transactionId: `T${status[2]}`,
          amount: txn.amount,
          state: txn.state,
        },
      });
    }
    return send(response, 404, { success: false, code: 'NOT_FOUND' });
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    phonepe,
    mercadoPago,
    khalti,
    upiGateway: upiGateway.state,
    paytm: paytm.transactions,
    stripe: stripe.intents,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
