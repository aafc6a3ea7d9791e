import { SECRETS, startFakeProviderServer, type RecordedRequest } from './payments.fixture';

/** An order as the fake UPIGateway holds it (check_order_status's data, amount in rupees). */
export interface FakeUpiOrder {
  id: number;
  client_txn_id: string;
  amount: number;
  status: 'created' | 'scanning' | 'success' | 'failure';
  upi_txn_id: string;
  customer_vpa: string;
  p_info: string;
  udf1: string;
  redirect_url: string;
  /** The txn_date it is found under (DD-MM-YYYY). */
  txnDate: string;
}

/** DD-MM-YYYY in India, written out here independently of the code under test. */
export function indiaTxnDate(at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/**
 * A stand-in for api.ekqr.in speaking its documented JSON: create_order and check_order_status,
 * each with the API key in the body, answering `{ status, msg, data }` (status false for a wrong
 * key or an order not found under that txn_date). `orders` is its state; tests move it.
 */
export async function startFakeUpiGateway({ key = SECRETS.upiGatewayKey } = {}) {
  const orders = new Map<string, FakeUpiOrder>();
  let nextId = 51_000_001;
  /** The txn_date the next created order gets (today in India unless a test says otherwise). */
  const state = { createDate: null as string | null, down: false };
  const server = await startFakeProviderServer((request: RecordedRequest) => {
    if (state.down) return { status: 503, body: { status: false, msg: 'Service Unavailable' } };
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    if (request.method !== 'POST')
      return { status: 404, body: { status: false, msg: 'Not Found' } };
    if (body.key !== key) return { status: 200, body: { status: false, msg: 'Invalid Key' } };
    if (request.path === '/api/create_order') {
      const clientTxnId = String(body.client_txn_id);
      if (orders.has(clientTxnId)) {
        return { status: 200, body: { status: false, msg: 'Client Txn Id already exists' } };
      }
      const order: FakeUpiOrder = {
        id: nextId++,
        client_txn_id: clientTxnId,
        amount: Number(body.amount),
        status: 'created',
        upi_txn_id: '',
        customer_vpa: '',
        p_info: String(body.p_info),
        udf1: String(body.udf1 ?? ''),
        redirect_url: String(body.redirect_url),
        txnDate: state.createDate ?? indiaTxnDate(),
      };
      orders.set(clientTxnId, order);
      return {
        status: 200,
        body: {
          status: true,
          msg: 'Order Created',
          data: {
            order_id: order.id,
            payment_url: `https://pay.upi.test/instant/${order.id}`,
            upi_id_hash: 'f4d3c2b1',
            upi_intent: {
              bhim_link: `upi://pay?pa=merchant@upi&am=${order.amount}`,
              phonepe_link: `phonepe://pay?pa=merchant@upi&am=${order.amount}`,
              paytm_link: `paytmmp://pay?pa=merchant@upi&am=${order.amount}`,
              gpay_link: `tez://upi/pay?pa=merchant@upi&am=${order.amount}`,
            },
          },
        },
      };
    }
    if (request.path === '/api/check_order_status') {
      const order = orders.get(String(body.client_txn_id));
      if (!order || order.txnDate !== body.txn_date) {
        return { status: 200, body: { status: false, msg: 'Record not found' } };
      }
      return {
        status: 200,
        body: { status: true, msg: 'Transaction found', data: statusData(order) },
      };
    }
    return { status: 404, body: { status: false, msg: 'Not Found' } };
  });
  return { ...server, orders, state };
}

/** check_order_status's data for `order`, as documented. */
export function statusData(order: FakeUpiOrder) {
  return {
    id: order.id,
    customer_vpa: order.customer_vpa,
    amount: order.amount,
    client_txn_id: order.client_txn_id,
    customer_name: 'Asha A',
    customer_email: 'a@test.dev',
    customer_mobile: '9800000001',
    p_info: order.p_info,
    upi_txn_id: order.upi_txn_id,
    status: order.status,
    remark: order.status === 'success' ? 'Transaction Successful' : '',
    udf1: order.udf1,
    udf2: '',
    udf3: '',
    redirect_url: order.redirect_url,
    txnAt: order.txnDate.split('-').reverse().join('-'),
    createdAt: new Date().toISOString(),
    Merchant: { name: 'Swiftbite', upi_id: 'merchant@upi' },
  };
}

/** The customer paid in their UPI app: UPIGateway now reports success with the bank's UTR. */
export function payUpiOrder(order: FakeUpiOrder | undefined, amount?: number) {
  if (!order) throw new Error('no such UPIGateway order');
  Object.assign(order, {
    status: 'success',
    upi_txn_id: `4${String(order.id).padStart(11, '0')}`,
    customer_vpa: 'asha@okbank',
    ...(amount === undefined ? {} : { amount }),
  });
  return order;
}

/**
 * The webhook form UPIGateway posts for `order` (all strings), with `overrides` for forgeries.
 */
export function webhookForm(order: FakeUpiOrder, overrides: Record<string, string> = {}) {
  const data = statusData(order);
  return new URLSearchParams({
    id: String(data.id),
    customer_vpa: data.customer_vpa,
    amount: String(data.amount),
    client_txn_id: data.client_txn_id,
    customer_name: data.customer_name,
    customer_email: data.customer_email,
    customer_mobile: data.customer_mobile,
    p_info: data.p_info,
    upi_txn_id: data.upi_txn_id,
    status: data.status,
    remark: data.remark,
    udf1: data.udf1,
    udf2: '',
    udf3: '',
    redirect_url: data.redirect_url,
    txnAt: data.txnAt,
    createdAt: data.createdAt,
    ...overrides,
  }).toString();
}
