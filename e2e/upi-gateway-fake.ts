import crypto from 'node:crypto';
import type http from 'node:http';

/** The UPIGateway (api.ekqr.in) API key the journey's app is given. */
export const UPI_GATEWAY = { key: crypto.randomBytes(16).toString('hex') };

export interface UpiGatewayOrder {
  id: number;
  clientTxnId: string;
  /** Rupees, as create_order received them ("123.45"). */
  amount: string;
  redirectUrl: string;
  txnDate: string;
  status: 'created' | 'success';
  upiTxnId: string;
}

export interface FakeUpiGateway {
  orders: Map<string, UpiGatewayOrder>;
  /** What the app answered to each webhook the fake posted after a payment. */
  webhookAnswers: { status: number; body: string }[];
}

/** DD-MM-YYYY in India: the txn_date UPIGateway files an order under. */
function indiaTxnDate(at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

function json(response: http.ServerResponse, body: unknown) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * UPIGateway's API as documented (create_order, check_order_status: JSON with the key in the body,
 * answers `{ status, msg, data }`) and a stand-in for its payment page. Paying there marks the
 * order success, posts UPIGateway's unsigned webhook form to the shop, then sends the browser to
 * redirect_url?client_txn_id=…&txn_id=…. Answers false for paths that are not UPIGateway's.
 */
export function createFakeUpiGateway(baseUrl: () => string, refused: string[]) {
  const state: FakeUpiGateway = { orders: new Map(), webhookAnswers: [] };
  let nextId = 71_000_001;

  const statusData = (order: UpiGatewayOrder) => ({
    id: order.id,
    customer_vpa: order.status === 'success' ? 'customer@okbank' : '',
    amount: Number(order.amount),
    client_txn_id: order.clientTxnId,
    customer_name: 'Customer',
    customer_email: 'customer@example.test',
    customer_mobile: '9800000000',
    p_info: 'Order',
    upi_txn_id: order.upiTxnId,
    status: order.status,
    remark: '',
    udf1: '',
    udf2: '',
    udf3: '',
    redirect_url: order.redirectUrl,
    txnAt: order.txnDate.split('-').reverse().join('-'),
    createdAt: new Date().toISOString(),
    Merchant: { name: 'Swiftbite', upi_id: 'swiftbite@upi' },
  });

  const pay = async (order: UpiGatewayOrder, response: http.ServerResponse) => {
    order.status = 'success';
    order.upiTxnId = `4${String(order.id).padStart(11, '0')}`;
    const data = statusData(order);
    const form = new URLSearchParams(
      Object.fromEntries(
        Object.entries(data)
          .filter(([key]) => key !== 'Merchant')
          .map(([key, value]) => [key, String(value)]),
      ),
    );
    const webhook = await fetch(new URL('/public/api/upi-gateway/webhook', order.redirectUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
    });
    state.webhookAnswers.push({ status: webhook.status, body: await webhook.text() });
    const back = new URL(order.redirectUrl);
    back.searchParams.set('client_txn_id', order.clientTxnId);
    back.searchParams.set('txn_id', String(order.id));
    response.writeHead(302, { location: back.toString() });
    response.end();
  };

  const handle = (
    request: http.IncomingMessage,
    body: string,
    response: http.ServerResponse,
  ): boolean => {
    const path = request.url ?? '/';
    const page = /^\/upi\/pay\/(\d+)(\/confirm)?$/.exec(path);
    const order = page
      ? [...state.orders.values()].find((entry) => String(entry.id) === page[1])
      : undefined;
    if (page && order) {
      if (page[2]) {
        void pay(order, response);
        return true;
      }
      const amount = Number(order.amount).toFixed(2);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width"><title>UPI</title></head>
<body><h1>UPI</h1><p>Amount ₹${amount}</p><p>Scan the QR code or choose a UPI app</p>
<form method="post" action="${path}/confirm"><button type="submit">Pay ₹${amount}</button></form></body></html>`);
      return true;
    }
    if (!path.startsWith('/api/')) return false;
    const input = JSON.parse(body || '{}') as Record<string, unknown>;
    if (input.key !== UPI_GATEWAY.key) {
      refused.push(`upi gateway ${path}`);
      json(response, { status: false, msg: 'Invalid Key' });
      return true;
    }
    if (path === '/api/create_order') {
      const created: UpiGatewayOrder = {
        id: nextId++,
        clientTxnId: String(input.client_txn_id),
        amount: String(input.amount),
        redirectUrl: String(input.redirect_url),
        txnDate: indiaTxnDate(),
        status: 'created',
        upiTxnId: '',
      };
      state.orders.set(created.clientTxnId, created);
      json(response, {
        status: true,
        msg: 'Order Created',
        data: {
          order_id: created.id,
          payment_url: `${baseUrl()}/upi/pay/${created.id}`,
          upi_id_hash: crypto.createHash('md5').update('swiftbite@upi').digest('hex'),
          upi_intent: { bhim_link: `upi://pay?pa=swiftbite@upi&am=${created.amount}` },
        },
      });
      return true;
    }
    if (path === '/api/check_order_status') {
      const found = state.orders.get(String(input.client_txn_id));
      if (!found || found.txnDate !== input.txn_date) {
        json(response, { status: false, msg: 'Record not found' });
      } else {
        json(response, { status: true, msg: 'Transaction found', data: statusData(found) });
      }
      return true;
    }
    return false;
  };

  return { state, handle };
}
