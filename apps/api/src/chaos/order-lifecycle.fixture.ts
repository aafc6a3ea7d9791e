import { desc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { SeedData } from '../seed/seed';
import { buildTestApp, postJson } from '../test/build-test-app';
import { deliverySeed, invalidEventPaths } from '../modules/delivery/delivery.fixture';
import { customerWithAddress, KITCHEN } from '../modules/orders/orders.fixture';
import { findOrderByUniqueId } from '../modules/orders/orders.repository';
import {
  paymentSettings,
  SECRETS,
  startFakeProviderServer,
} from '../modules/payments/payments.fixture';
import { payments } from '../modules/payments/payments.table';
import { placeRiders, seedCourierSettings } from '../modules/pickup-drop/pickup-drop.fixture';
import { loginAs } from '../modules/profile/account-data.fixture';
import { expectedNetPaid, type LifecycleModel } from './order-lifecycle.model';

/**
 * The world the order-lifecycle model runs against (issue 19): a food kitchen and a grocer owned
 * by one owner, riders linked to both and online near the kitchen (the courier pickup), pickup-
 * and-drop open all day, Stripe answered by a local stand-in, a customer with wallet money.
 */

export const RIDERS = 4;
export const START_WALLET = 50_000_000;
const riderEmails = Array.from({ length: RIDERS }, (_, index) => `rider${index}@test.dev`);

function lifecycleSeed(stripeUrl: string): SeedData {
  return {
    ...deliverySeed,
    settings: [
      ...paymentSettings({ stripeApiBaseUrl: stripeUrl }),
      // The model does not count held orders per rider: no rider reaches a limit.
      { key: 'riderMaxOrders', value: '100000' },
    ],
    stores: [
      ...(deliverySeed.stores ?? []),
      {
        module: 'grocery',
        slug: 'chaos-grocer',
        name: 'Chaos Grocer',
        ...KITCHEN,
        deliveryRadiusKm: 5,
        deliveryType: 3,
        deliveryChargeType: 'FIXED',
        deliveryChargeMinor: 2000,
        ownerEmail: 'owner@test.dev',
        menu: [{ name: 'Dairy', items: [{ name: 'Toned Milk', priceMinor: 6000 }] }],
      },
    ],
    riderStores: [
      ...(deliverySeed.riderStores ?? []),
      ...riderEmails.map((riderEmail) => ({ riderEmail, storeSlug: 'chaos-grocer' })),
    ],
  };
}

/** Stands in for api.stripe.com: PaymentIntents and refunds, every refund succeeding. */
async function startFakeStripe() {
  let count = 0;
  return startFakeProviderServer((request) => {
    const form = new URLSearchParams(request.body);
    count += 1;
    if (request.method === 'POST' && request.path === '/v1/payment_intents') {
      const id = `pi_chaos_${count}`;
      return {
        status: 200,
        body: {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency'),
          client_secret: `${id}_secret_x`,
          status: 'requires_payment_method',
        },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      return {
        status: 200,
        body: {
          id: `re_chaos_${count}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          currency: 'inr',
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
          metadata: { refund_key: form.get('metadata[refund_key]') },
        },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  });
}

export async function startLifecycleWorld() {
  const stripe = await startFakeStripe();
  const ctx = await buildTestApp({ seed: lifecycleSeed(stripe.url) });
  await seedCourierSettings(ctx.db);
  const customer = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: START_WALLET });
  const owner = await loginAs(ctx.db, 'owner@test.dev');
  const admin = await loginAs(ctx.db, 'admin@test.dev');
  const riders = await Promise.all(riderEmails.map((email) => loginAs(ctx.db, email)));
  for (const rider of riders) {
    await postJson(ctx.app, '/public/api/delivery/toggle-status', {
      token: rider.token,
      is_online: true,
    });
  }
  await placeRiders(
    ctx.db,
    riders.map((rider) => ({ riderId: rider.id, ...KITCHEN })),
  );
  const [kitchen, grocer] = await Promise.all(
    ['test-kitchen', 'chaos-grocer'].map((slug) =>
      ctx.db.execute(
        sql`select s.id as store, i.id as item from stores s join items i on i.store_id = s.id
            where s.slug = ${slug} and i.is_available order by i.id limit 1`,
      ),
    ),
  );
  const first = (result: unknown) =>
    (result as { rows: { store: number; item: number }[] }).rows[0] ?? { store: -1, item: -1 };
  return {
    ctx,
    customer,
    owner,
    admin,
    riders,
    stores: { food: first(kitchen), grocery: first(grocer) },
    close: async () => {
      await ctx.close();
      await stripe.close();
    },
  };
}
export type LifecycleWorld = Awaited<ReturnType<typeof startLifecycleWorld>>;

/** A Stripe event for a PaymentIntent, signed with the webhook secret the app holds. */
export function signedStripeEvent(input: {
  eventId: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled';
  intentId: string;
  amount: number;
}) {
  const succeeded = input.type === 'payment_intent.succeeded';
  const payload = JSON.stringify({
    id: input.eventId,
    object: 'event',
    type: input.type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: input.intentId,
        object: 'payment_intent',
        amount: input.amount,
        amount_received: succeeded ? input.amount : 0,
        currency: 'inr',
        status: succeeded ? 'succeeded' : 'requires_payment_method',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: SECRETS.stripeWebhookSecret,
  });
  return { payload, signature };
}

export async function latestIntentOf(world: LifecycleWorld, orderId: number) {
  const [row] = await world.ctx.db
    .select({ ref: payments.providerRef })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.ref ?? null;
}

type Rows<T> = { rows: T[] };

/**
 * The invariants after every command; answers what is wrong ([] when all holds):
 * - every wallet's balance is its ledger's sum, and the chain of balances is unbroken;
 * - the customer's balance is the model's;
 * - each order's money, as the ledgers show it (wallet debits less credits, card payments less
 *   card refunds), is what the model says the customer has paid for it;
 * - no card payment succeeded for an order that is not paid or refunded;
 * - each order's status, payment status and rider are the model's;
 * - every order's events form a path of the engine's state machine (valid predecessors).
 */
export async function lifecycleProblems(
  world: LifecycleWorld,
  model: LifecycleModel,
): Promise<string[]> {
  const { db } = world.ctx;
  const problems: string[] = [];
  const wallets = (await db.execute(sql`
    select u.id, u.wallet_balance_minor::bigint as balance,
      coalesce(sum(case when w.kind = 'credit' then w.amount_minor else -w.amount_minor end), 0)::bigint as ledger,
      (select w2.balance_after_minor from wallet_transactions w2 where w2.user_id = u.id
        order by w2.id desc limit 1)::bigint as last_after
    from users u left join wallet_transactions w on w.user_id = u.id
    group by u.id`)) as unknown as Rows<{
    id: number;
    balance: string;
    ledger: string;
    last_after: string | null;
  }>;
  for (const row of wallets.rows) {
    if (row.balance !== row.ledger) {
      problems.push(`user ${row.id}: balance ${row.balance}, ledger sums to ${row.ledger}`);
    }
    if (row.last_after !== null && row.last_after !== row.balance) {
      problems.push(`user ${row.id}: last balance_after ${row.last_after} ≠ ${row.balance}`);
    }
    if (Number(row.id) === world.customer.id && Number(row.balance) !== model.wallet) {
      problems.push(`customer's balance ${row.balance}, model ${model.wallet}`);
    }
  }
  const money = (await db.execute(sql`
    select o.id, o.status, o.payment_status, o.rider_id,
      coalesce((select sum(case when w.kind = 'debit' then w.amount_minor else -w.amount_minor end)
        from wallet_transactions w where w.order_id = o.id), 0)::bigint as wallet_net,
      coalesce((select sum(p.amount_minor) from payments p
        where p.order_id = o.id and p.status = 'succeeded'), 0)::bigint as card_paid,
      coalesce((select sum(r.amount_minor) from refunds r
        where r.order_id = o.id and r.status <> 'failed'), 0)::bigint as card_refunded
    from orders o`)) as unknown as Rows<{
    id: number;
    status: number;
    payment_status: string;
    rider_id: number | null;
    wallet_net: string;
    card_paid: string;
    card_refunded: string;
  }>;
  const byId = new Map(money.rows.map((row) => [Number(row.id), row]));
  for (const row of money.rows) {
    if (Number(row.card_paid) > 0 && !['paid', 'refunded'].includes(row.payment_status)) {
      problems.push(`order ${row.id}: a card charge without a paid order (${row.payment_status})`);
    }
  }
  for (const order of model.orders) {
    const row = byId.get(order.id);
    if (!row) {
      problems.push(`order ${order.ref}: missing`);
      continue;
    }
    const net = Number(row.wallet_net) + Number(row.card_paid) - Number(row.card_refunded);
    if (net !== expectedNetPaid(order)) {
      problems.push(`order ${order.ref}: ledgers say ${net} paid, model ${expectedNetPaid(order)}`);
    }
    if (Number(row.card_refunded) !== order.cardRefunded) {
      problems.push(
        `order ${order.ref}: ${row.card_refunded} refunded to the card, model ${order.cardRefunded}`,
      );
    }
    if (Number(row.status) !== order.status) {
      problems.push(`order ${order.ref}: status ${row.status}, model ${order.status}`);
    }
    if (row.payment_status !== order.paymentStatus) {
      problems.push(
        `order ${order.ref}: payment ${row.payment_status}, model ${order.paymentStatus}`,
      );
    }
    const riderId = order.rider === null ? null : (world.riders[order.rider]?.id ?? -1);
    if ((row.rider_id === null ? null : Number(row.rider_id)) !== riderId) {
      problems.push(`order ${order.ref}: rider ${row.rider_id}, model ${riderId}`);
    }
  }
  problems.push(...(await invalidEventPaths(db)));
  return problems;
}

export async function orderIdOf(world: LifecycleWorld, ref: string) {
  return (await findOrderByUniqueId(world.ctx.db, ref))?.id ?? -1;
}
