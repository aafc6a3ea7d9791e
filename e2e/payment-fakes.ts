import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins for the payment providers' APIs and pay pages, speaking their documented wire formats,
 * for the online-payment journeys. One local server; each provider under its own paths.
 */
export const PHONEPE = {
  merchantId: 'PGTESTE2E',
  saltKey: crypto.randomBytes(16).toString('hex'),
  saltIndex: '1',
};

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
  let url = '';

  const handle = (request: http.IncomingMessage, body: string, response: http.ServerResponse) => {
    const path = request.url ?? '/';
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
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
