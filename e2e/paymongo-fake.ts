import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for PayMongo for the online-payment journeys: its Checkout API (basic auth with the
 * secret key, JSON:API-style resources) and a hosted checkout page that, once paid, posts the
 * signed `checkout_session.payment.paid` event to the shop's webhook (Paymongo-Signature
 * `t=…,te=…,li=`, HMAC-SHA256 of `<t>.<raw body>` with the webhook secret, as PayMongo documents
 * it) and then sends the browser to the session's success_url.
 */
export const PAYMONGO = {
  publicKey: 'pk_test_e2e_paymongo',
  secretKey: `sk_test_${crypto.randomBytes(16).toString('hex')}`,
  webhookSecret: `whsk_${crypto.randomBytes(16).toString('hex')}`,
};

interface Session {
  id: string;
  type: 'checkout_session';
  attributes: {
    checkout_url: string;
    success_url: string;
    reference_number: string;
    status: 'active' | 'expired';
    line_items: { amount: number; currency: string; name: string; quantity: number }[];
    payments: { id: string; type: 'payment'; attributes: Record<string, unknown> }[];
    payment_intent: { id: string; type: 'payment_intent'; attributes: Record<string, unknown> };
  };
}

export interface FakePaymongo {
  url: string;
  sessions: Map<string, Session>;
  /** What the shop answered to each signed event (its `data.result`). */
  webhookResults: string[];
  /** Calls whose authorization did not match: a journey asserts there were none. */
  refused: string[];
  close: () => Promise<void>;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

function send(response: http.ServerResponse, status: number, body: unknown, isHtml = false) {
  response.writeHead(status, {
    'content-type': isHtml ? 'text/html; charset=utf-8' : 'application/json',
  });
  response.end(isHtml ? String(body) : JSON.stringify(body));
}

async function postSignedEvent(webhookUrl: string, type: string, data: unknown) {
  const now = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({
    data: {
      id: id('evt'),
      type: 'event',
      attributes: { type, livemode: false, data, created_at: now, updated_at: now },
    },
  });
  const te = crypto
    .createHmac('sha256', PAYMONGO.webhookSecret)
    .update(`${now}.${body}`)
    .digest('hex');
  const response = await fetch(webhookUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'paymongo-signature': `t=${now},te=${te},li=` },
    body,
  });
  const answer = (await response.json()) as { data?: { result?: string } };
  return answer.data?.result ?? `HTTP ${response.status}`;
}

export async function startFakePaymongo(): Promise<FakePaymongo> {
  const sessions = new Map<string, Session>();
  const webhookResults: string[] = [];
  const refused: string[] = [];
  const basic = `Basic ${Buffer.from(`${PAYMONGO.secretKey}:`).toString('base64')}`;
  let url = '';

  const handle = async (request: http.IncomingMessage, body: string) => {
    const path = request.url ?? '/';
    const page = /^\/paymongo\/checkout\/(cs_\w+)(\/pay)?$/.exec(path);
    const session = page ? sessions.get(page[1] ?? '') : undefined;
    if (page && session) {
      const amount = session.attributes.line_items[0]?.amount ?? 0;
      const pesos = `₱${(amount / 100).toFixed(2)}`;
      if (!page[2]) {
        const html = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>PayMongo</title></head>
<body><h1>PayMongo</h1><p>Amount ${pesos}</p>
<form method="post" action="${path}/pay"><button type="submit">Pay ${pesos}</button></form></body></html>`;
        return { status: 200, body: html, isHtml: true };
      }
      session.attributes.payments.push({
        id: id('pay'),
        type: 'payment',
        attributes: { amount, currency: 'PHP', status: 'paid', refunds: [] },
      });
      session.attributes.payment_intent.attributes.status = 'succeeded';
      const webhook = new URL('/public/api/paymongo/webhook', session.attributes.success_url);
      webhookResults.push(
        await postSignedEvent(webhook.toString(), 'checkout_session.payment.paid', session),
      );
      return { status: 303, location: session.attributes.success_url };
    }
    if (!path.startsWith('/v1/')) return { status: 404, body: { errors: [] } };
    if (request.headers.authorization !== basic) {
      refused.push(`paymongo ${request.method} ${path}`);
      return { status: 401, body: { errors: [{ code: 'api_key_invalid' }] } };
    }
    if (request.method === 'POST' && path === '/v1/checkout_sessions') {
      const input = (JSON.parse(body) as { data: { attributes: Session['attributes'] } }).data
        .attributes;
      const amount = input.line_items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
      const created: Session = {
        id: id('cs'),
        type: 'checkout_session',
        attributes: {
          checkout_url: '',
          success_url: input.success_url,
          reference_number: input.reference_number,
          status: 'active',
          line_items: input.line_items,
          payments: [],
          payment_intent: {
            id: id('pi'),
            type: 'payment_intent',
            attributes: { amount, currency: 'PHP', status: 'awaiting_payment_method' },
          },
        },
      };
      created.attributes.checkout_url = `${url}/paymongo/checkout/${created.id}`;
      sessions.set(created.id, created);
      return { status: 200, body: { data: created } };
    }
    const found = sessions.get(/^\/v1\/checkout_sessions\/(cs_\w+)$/.exec(path)?.[1] ?? '');
    if (request.method === 'GET' && found) return { status: 200, body: { data: found } };
    return { status: 404, body: { errors: [{ code: 'resource_not_found' }] } };
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void handle(request, Buffer.concat(chunks).toString('utf8')).then(
        (answer) => {
          if ('location' in answer) {
            response.writeHead(answer.status, { location: answer.location });
            response.end();
          } else {
            send(response, answer.status, answer.body, 'isHtml' in answer);
          }
        },
        (error: unknown) => send(response, 500, { errors: [{ detail: String(error) }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sessions,
    webhookResults,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
