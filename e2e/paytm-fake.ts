import crypto from 'node:crypto';
import type http from 'node:http';
import {
  isPaytmSignature,
  paytmSignature,
  signPaytmForm,
} from '../apps/api/src/modules/payments/paytm-checksum.fixture';

/** The merchant the journeys' app is configured with; the key is an AES-128 key (16 characters). */
export const PAYTM = {
  merchantId: 'SWIFTE2E0000000001',
  merchantKey: crypto.randomBytes(8).toString('hex'),
};

export interface PaytmTxn {
  amount: string;
  callbackUrl: string;
  txnToken: string;
  status: 'PENDING' | 'TXN_SUCCESS';
  txnId: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * Paytm's redirect flow for the journeys: the signed Initiate Transaction and Transaction Status
 * APIs (`{"body", "head": {"signature"}}`, refused unless the signature is Paytm's checksum with the
 * merchant key), the payment page the browser posts its txnToken to, and the checksummed form Paytm
 * posts back to the callback URL once the customer pays.
 */
export function createFakePaytm({ refused }: { refused: string[] }) {
  const transactions = new Map<string, PaytmTxn>();

  const send = (response: http.ServerResponse, status: number, body: string, type: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  const answer = (response: http.ServerResponse, body: Record<string, unknown>) =>
    send(
      response,
      200,
      JSON.stringify({
        head: { version: 'v1', signature: paytmSignature(JSON.stringify(body), PAYTM.merchantKey) },
        body,
      }),
      'application/json',
    );

  const handle = (
    request: http.IncomingMessage,
    rawBody: string,
    response: http.ServerResponse,
  ): boolean => {
    const url = new URL(request.url ?? '/', 'http://paytm');
    if (request.method !== 'POST') return false;

    if (url.pathname === '/theia/api/v1/showPaymentPage') {
      const form = new URLSearchParams(rawBody);
      const orderId = form.get('orderId') ?? '';
      const txn = transactions.get(orderId);
      if (!txn || form.get('txnToken') !== txn.txnToken || form.get('mid') !== PAYTM.merchantId) {
        refused.push('paytm showPaymentPage');
        send(response, 400, 'Invalid txnToken', 'text/plain');
        return true;
      }
      const page = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>Paytm</title></head>
<body><h1>Paytm</h1><p>Amount ₹${txn.amount}</p>
<form method="post" action="/paytm/pay/${orderId}"><button type="submit">Pay ₹${txn.amount}</button></form></body></html>`;
      send(response, 200, page, 'text/html; charset=utf-8');
      return true;
    }

    const pay = /^\/paytm\/pay\/([\w-]+)$/.exec(url.pathname);
    const paid = pay ? transactions.get(pay[1] ?? '') : undefined;
    if (pay && paid) {
      paid.status = 'TXN_SUCCESS';
      const fields = signPaytmForm(
        {
          CURRENCY: 'INR',
          GATEWAYNAME: 'WALLET',
          RESPMSG: 'Txn Success',
          BANKNAME: 'WALLET',
          PAYMENTMODE: 'PPI',
          MID: PAYTM.merchantId,
          RESPCODE: '01',
          TXNID: paid.txnId,
          TXNAMOUNT: paid.amount,
          ORDERID: pay[1] ?? '',
          STATUS: 'TXN_SUCCESS',
          BANKTXNID: '777001',
          TXNDATE: new Date().toISOString().replace('T', ' ').slice(0, 21),
        },
        PAYTM.merchantKey,
      );
      const inputs = Object.entries(fields)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      // Paytm's page posts the result to the merchant's callback URL as a form.
      send(
        response,
        200,
        `<!doctype html><html><body><p>Redirecting…</p><form method="post" action="${escapeHtml(paid.callbackUrl)}">${inputs}</form><script>document.forms[0].submit()</script></body></html>`,
        'text/html; charset=utf-8',
      );
      return true;
    }

    if (
      url.pathname !== '/theia/api/v1/initiateTransaction' &&
      url.pathname !== '/v3/order/status'
    ) {
      return false;
    }
    let call: { body?: Record<string, unknown>; head?: { signature?: string } } = {};
    try {
      call = JSON.parse(rawBody) as typeof call;
    } catch {
      // Refused below.
    }
    const body = call.body ?? {};
    if (
      !isPaytmSignature(JSON.stringify(body), PAYTM.merchantKey, call.head?.signature ?? '') ||
      body.mid !== PAYTM.merchantId
    ) {
      refused.push(`paytm ${url.pathname}`);
      answer(response, { resultInfo: { resultStatus: 'F', resultCode: '2005' } });
      return true;
    }
    const orderId = String(body.orderId);
    if (url.pathname === '/theia/api/v1/initiateTransaction') {
      const amount = body.txnAmount as { value: string };
      const txn: PaytmTxn = {
        amount: amount.value,
        callbackUrl: String(body.callbackUrl),
        txnToken: crypto.randomBytes(16).toString('hex'),
        status: 'PENDING',
        txnId: `2026${crypto.randomBytes(6).toString('hex')}`,
      };
      transactions.set(orderId, txn);
      answer(response, {
        resultInfo: { resultStatus: 'S', resultCode: '0000', resultMsg: 'Success' },
        txnToken: txn.txnToken,
        isPromoCodeValid: false,
        authenticated: false,
      });
      return true;
    }
    const txn = transactions.get(orderId);
    answer(
      response,
      txn
        ? {
            resultInfo: {
              resultStatus: txn.status,
              resultCode: txn.status === 'TXN_SUCCESS' ? '01' : '402',
            },
            txnId: txn.txnId,
            orderId,
            txnAmount: txn.amount,
            mid: PAYTM.merchantId,
          }
        : { resultInfo: { resultStatus: 'TXN_FAILURE', resultCode: '334' } },
    );
    return true;
  };

  return { transactions, handle };
}
