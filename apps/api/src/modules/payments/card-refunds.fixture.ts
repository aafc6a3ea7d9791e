import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../accounts/accounts.table';
import { walletTransactions } from '../wallet/wallet.table';
import {
  createAwaitingOrder,
  insertAttempt,
  paymentSettings,
  paymentsSeed,
  startFakeProviderServer,
  type RecordedRequest,
} from './payments.fixture';
import type { ProviderCode } from './payment-provider';
import { refunds } from './payments.table';
import { settlePayment } from './settle-payment.usecases';

export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A refund the fake provider made. */
interface MadeRefund {
  id: string;
  amount: number;
  paymentRef: string;
  status: string;
  key: string;
}

/** What the fake provider answers next: a refund status, a refusal, or an outage. */
export type NextAnswer =
  { kind: 'refund'; status: string } | { kind: 'error'; status: number; body: unknown };

/**
 * Stands in for api.stripe.com and api.razorpay.com at once, speaking their wire formats: the
 * Stripe SDK's form-encoded POST /v1/refunds and GET /v1/refunds/:id; Razorpay's order payments,
 * payment refunds (list and create) and GET /v1/refunds/:id. Refunds it made are kept, so a
 * Razorpay retry can find the one an earlier call created.
 */
export async function startFakeRefundProviders() {
  const state = {
    next: { kind: 'refund', status: 'succeeded' } as NextAnswer,
    made: [] as MadeRefund[],
  };
  const answer = (request: RecordedRequest, make: () => unknown) => {
    if (state.next.kind === 'error') return { status: state.next.status, body: state.next.body };
    return { status: 200, body: make() };
  };
  const server = await startFakeProviderServer((request) => {
    const { method, path } = request;
    if (method === 'POST' && path === '/v1/refunds') {
      const form = new URLSearchParams(request.body);
      return answer(request, () => {
        const id = `re_fake_${state.made.length + 1}`;
        const made = {
          id,
          amount: Number(form.get('amount')),
          paymentRef: form.get('payment_intent') ?? '',
          status: state.next.kind === 'refund' ? state.next.status : 'pending',
          key: form.get('metadata[refund_key]') ?? '',
        };
        state.made.push(made);
        return stripeRefund(made);
      });
    }
    const refundMatch = /^\/v1\/refunds\/([\w-]+)$/.exec(path);
    if (method === 'GET' && refundMatch) {
      const made = state.made.find((refund) => refund.id === refundMatch[1]);
      if (!made) return { status: 404, body: { error: { type: 'invalid_request_error' } } };
      return made.id.startsWith('re_')
        ? { status: 200, body: stripeRefund(made) }
        : { status: 200, body: razorpayRefund(made) };
    }
    const orderPayments = /^\/v1\/orders\/(order_\w+)\/payments$/.exec(path);
    if (method === 'GET' && orderPayments) {
      return {
        status: 200,
        body: {
          entity: 'collection',
          count: 1,
          items: [{ id: `pay_of_${orderPayments[1]}`, entity: 'payment', status: 'captured' }],
        },
      };
    }
    const paymentRefunds = /^\/v1\/payments\/(pay_\w+)\/refunds?$/.exec(path);
    if (paymentRefunds && method === 'GET') {
      const items = state.made.filter((refund) => refund.paymentRef === paymentRefunds[1]);
      return {
        status: 200,
        body: { entity: 'collection', count: items.length, items: items.map(razorpayRefund) },
      };
    }
    if (paymentRefunds && method === 'POST') {
      const body = JSON.parse(request.body) as { amount: number; notes: { refund_key: string } };
      return answer(request, () => {
        const made = {
          id: `rfnd_fake${state.made.length + 1}`,
          amount: body.amount,
          paymentRef: paymentRefunds[1] ?? '',
          status: state.next.kind === 'refund' ? state.next.status : 'pending',
          key: body.notes.refund_key,
        };
        state.made.push(made);
        return razorpayRefund(made);
      });
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: path } } };
  });
  return { ...server, state };
}

function stripeRefund(made: MadeRefund) {
  return {
    id: made.id,
    object: 'refund',
    amount: made.amount,
    currency: 'inr',
    payment_intent: made.paymentRef,
    status: made.status,
    metadata: { refund_key: made.key },
  };
}

function razorpayRefund(made: MadeRefund) {
  return {
    id: made.id,
    entity: 'refund',
    amount: made.amount,
    currency: 'INR',
    payment_id: made.paymentRef,
    status: made.status,
    notes: { order_id: 'x', refund_key: made.key },
  };
}

export function refundsSeed(providerUrl: string) {
  const seed = paymentsSeed(
    paymentSettings({ stripeApiBaseUrl: providerUrl, razorpayApiBaseUrl: providerUrl }),
  );
  return {
    ...seed,
    users: [
      ...(seed.users ?? []),
      {
        name: 'Owner',
        email: 'owner@test.dev',
        password: 'owner-password',
        role: 'store_owner' as const,
      },
    ],
    stores: (seed.stores ?? []).map((store) => ({ ...store, ownerEmail: 'owner@test.dev' })),
  };
}

/** An order paid online through `provider` (status 1, payment 'paid'), as a webhook leaves it. */
export async function paidOrder(
  db: Database,
  {
    provider = 'STRIPE',
    walletUsedMinor = 0,
    ref,
  }: { provider?: ProviderCode; walletUsedMinor?: number; ref: string },
) {
  const order = await createAwaitingOrder(db, { paymentMethod: provider, walletUsedMinor });
  const providerRef =
    provider === 'STRIPE' ? `pi_${ref}` : provider === 'RAZORPAY' ? `order_${ref}` : `txn${ref}`;
  await insertAttempt(db, {
    orderId: order.id,
    provider,
    providerRef,
    amountMinor: order.payableMinor,
  });
  const { result } = await settlePayment({
    db,
    log: silentLog,
    provider,
    eventId: `evt_paid_${ref}`,
    providerRef,
    outcome: 'succeeded',
    amountMinor: order.payableMinor,
    currency: 'INR',
  });
  if (result !== 'paid') throw new Error(`order not paid: ${result}`);
  return { order, providerRef };
}

export async function refundRowsOf(db: Database, orderId: number) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId));
}

/** The customer's balance and the credits written for one order. */
export async function walletOf(
  db: Database,
  { userId, orderId }: { userId: number; orderId: number },
) {
  const [user] = await db
    .select({ balance: users.walletBalanceMinor })
    .from(users)
    .where(eq(users.id, userId));
  const credits = await db
    .select({ amountMinor: walletTransactions.amountMinor, kind: walletTransactions.kind })
    .from(walletTransactions)
    .where(eq(walletTransactions.orderId, orderId));
  return {
    balance: user?.balance ?? 0,
    credited: credits
      .filter((row) => row.kind === 'credit')
      .reduce((sum, row) => sum + row.amountMinor, 0),
  };
}
