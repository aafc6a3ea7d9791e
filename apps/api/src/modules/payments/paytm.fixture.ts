import type { buildTestApp } from '../../test/build-test-app';
import { PUBLIC_KEYS, SECRETS, startFakeProviderServer } from './payments.fixture';
import { isPaytmSignature, paytmSignature, signPaytmForm } from './paytm-checksum.fixture';

export const PAYTM_MID = PUBLIC_KEYS.paytmMerchantId;
const KEY = SECRETS.paytmMerchantKey;

/** 45000 → "450.00", written out here apart from the code under test. */
export const rupees = (minor: number) => (minor / 100).toFixed(2);

type TxnStatus = 'TXN_SUCCESS' | 'TXN_FAILURE' | 'PENDING';

/** Paytm's transaction id of one of our order ids, the same in forms and in status answers. */
export const txnIdOf = (orderId: string) => `2026${orderId.slice(-8)}`;

/**
 * A stand-in for securegw.paytm.in speaking its wire format: every call is
 * `{"body": {...}, "head": {"signature": ...}}` and is refused unless the signature is Paytm's
 * checksum of the body's JSON with the merchant key; answers carry `head.signature` too.
 */
export async function startFakePaytm() {
  const state = {
    /** What the Transaction Status API says about each order id (unknown: code 334). */
    transactions: new Map<string, { status: TxnStatus; amount: string; txnId: string }>(),
    /** The Transaction Status API answers 503 while this is set. */
    isStatusDown: false,
    /** refund/apply's next answer, and what refund status says afterwards. */
    refundResult: { resultStatus: 'PENDING', resultCode: '601' },
    refundStatus: 'TXN_SUCCESS' as TxnStatus,
    /** Signed bodies of refund/apply, in order. */
    refunds: [] as Record<string, string>[],
    /** Calls whose signature or merchant id did not check out. */
    refused: [] as string[],
  };
  const answer = (body: Record<string, unknown>, status = 200) => ({
    status,
    body: {
      head: {
        responseTimestamp: String(Date.now()),
        version: 'v1',
        signature: paytmSignature(JSON.stringify(body), KEY),
      },
      body,
    },
  });
  const server = await startFakeProviderServer((request) => {
    const url = new URL(request.path, 'http://paytm');
    let call: { body?: Record<string, string>; head?: { signature?: string } } = {};
    try {
      call = JSON.parse(request.body) as typeof call;
    } catch {
      // An empty or broken body is refused below.
    }
    const body = call.body ?? {};
    if (
      !isPaytmSignature(JSON.stringify(body), KEY, call.head?.signature ?? '') ||
      body.mid !== PAYTM_MID
    ) {
      state.refused.push(url.pathname);
      return answer({
        resultInfo: { resultStatus: 'F', resultCode: '2005', resultMsg: 'Checksum is invalid' },
      });
    }
    if (url.pathname === '/theia/api/v1/initiateTransaction') {
      const matches =
        url.searchParams.get('mid') === PAYTM_MID &&
        url.searchParams.get('orderId') === body.orderId;
      if (!matches) {
        return answer({ resultInfo: { resultStatus: 'F', resultCode: '1006', resultMsg: '' } });
      }
      return answer({
        resultInfo: { resultStatus: 'S', resultCode: '0000', resultMsg: 'Success' },
        txnToken: `tok${body.orderId}`,
        isPromoCodeValid: false,
        authenticated: false,
      });
    }
    if (url.pathname === '/v3/order/status') {
      if (state.isStatusDown) return { status: 503, body: { message: 'Service Unavailable' } };
      const txn = state.transactions.get(body.orderId ?? '');
      if (!txn) {
        return answer({
          resultInfo: {
            resultStatus: 'TXN_FAILURE',
            resultCode: '334',
            resultMsg: 'Invalid Order Id.',
          },
        });
      }
      const code = { TXN_SUCCESS: '01', TXN_FAILURE: '227', PENDING: '402' }[txn.status];
      return answer({
        resultInfo: { resultStatus: txn.status, resultCode: code, resultMsg: txn.status },
        txnId: txn.txnId,
        bankTxnId: '777001',
        orderId: body.orderId,
        txnAmount: txn.amount,
        txnType: 'SALE',
        gatewayName: 'HDFC',
        bankName: 'HDFC Bank',
        mid: PAYTM_MID,
        paymentMode: 'UPI',
        refundAmt: '0.00',
        txnDate: '2026-11-26 10:00:00.0',
      });
    }
    if (url.pathname === '/refund/apply') {
      state.refunds.push(body);
      return answer({
        txnTimestamp: '2026-11-26 11:00:00.0',
        orderId: body.orderId,
        mid: PAYTM_MID,
        refId: body.refId,
        resultInfo: { ...state.refundResult, resultMsg: 'Refund request was raised' },
        refundId: `PAYTMRF${state.refunds.length}`,
        txnId: body.txnId,
        refundAmount: body.refundAmount,
      });
    }
    if (url.pathname === '/v2/refund/status') {
      const made = state.refunds.find((refund) => refund.refId === body.refId);
      return answer({
        orderId: body.orderId,
        mid: PAYTM_MID,
        refId: body.refId,
        resultInfo: { resultStatus: made ? state.refundStatus : 'TXN_FAILURE', resultCode: '10' },
        refundAmount: made?.refundAmount ?? '0.00',
        txnId: made?.txnId,
      });
    }
    return { status: 404, body: { message: 'Not Found' } };
  });
  return { ...server, state };
}

/** Makes the Transaction Status API say `status` for `orderId`, for `amountMinor`. */
export function setPaytmTransaction(
  state: Awaited<ReturnType<typeof startFakePaytm>>['state'],
  {
    orderId,
    amountMinor,
    status = 'TXN_SUCCESS',
  }: { orderId: string; amountMinor: number; status?: TxnStatus },
) {
  state.transactions.set(orderId, { status, amount: rupees(amountMinor), txnId: txnIdOf(orderId) });
}

/** The form Paytm posts back (callback and notification), with its CHECKSUMHASH. */
export function paytmForm({
  orderId,
  amountMinor,
  status = 'TXN_SUCCESS',
  txnId = txnIdOf(orderId),
}: {
  orderId: string;
  amountMinor: number;
  status?: TxnStatus;
  txnId?: string;
}) {
  return signPaytmForm(
    {
      CURRENCY: 'INR',
      GATEWAYNAME: 'HDFC',
      RESPMSG: status === 'TXN_SUCCESS' ? 'Txn Success' : 'Your payment has been declined',
      BANKNAME: 'HDFC Bank',
      PAYMENTMODE: 'UPI',
      MID: PAYTM_MID,
      RESPCODE: status === 'TXN_SUCCESS' ? '01' : status === 'PENDING' ? '402' : '227',
      TXNID: txnId,
      TXNAMOUNT: rupees(amountMinor),
      ORDERID: orderId,
      STATUS: status,
      BANKTXNID: '777001',
      TXNDATE: '2026-11-26 10:00:00.0',
    },
    KEY,
  );
}

export function postPaytmForm(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  url: string,
  fields: Record<string, string>,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
