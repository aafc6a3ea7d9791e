import fc from 'fast-check';
import type { OrderKind } from '@app/shared/orders/order-kinds.models';
import { ORDER_STATUS as S } from '@app/shared/orders/orders.models';
import { latestIntentOf, orderIdOf, RIDERS, signedStripeEvent } from './order-lifecycle.fixture';
import { expectStep, post, Step } from './order-lifecycle.step';
import {
  adminCancel,
  customerCancel,
  rate,
  refundInModel,
  riderAccept,
  riderStep,
  storeStep,
  type Expectation,
  type ModelOrder,
  type PayMethod,
} from './order-lifecycle.model';

/**
 * The order lifecycle's commands for fast-check's model-based runs (issue 19). Each drives the
 * real HTTP API as the customer, the store owner, a rider, the admin or Stripe, compares the
 * answer with the model's expectation (a refused step must answer 4xx and write nothing), updates
 * the model, then checks every invariant (`lifecycleProblems`).
 */

const COURIER_STOP = (latitude: number, name: string) => ({
  latitude,
  longitude: 77.6245,
  address: `${name} main road`,
  house: '4B',
  contact_name: name,
  contact_phone: '+919800000001',
});

function placeStep(kind: OrderKind, method: PayMethod) {
  return new Step(`place ${kind} ${method}`, null, async (model, real) => {
    const { world } = real;
    const key = `chaos-${process.pid}-${(real.keys.next += 1)}`;
    const common = {
      token: world.customer.token,
      payment_method: method,
      idempotency_key: key,
      use_wallet: method === 'WALLET',
    };
    const body =
      kind === 'courier'
        ? {
            ...common,
            task: {
              pickup: COURIER_STOP(12.9352, 'Asha'),
              drop: COURIER_STOP(12.9719, 'Ravi'),
              task_type: 'documents',
              description: 'Signed papers',
              weight_kg: 1,
              payer: 'sender',
            },
          }
        : {
            ...common,
            kind,
            restaurant_id: world.stores[kind].store,
            items: [{ id: world.stores[kind].item, quantity: 1, addons: [] }],
            delivery_type: 'DELIVERY',
            address_id: world.customer.addressId,
          };
    const path = kind === 'courier' ? 'pickup-and-drop-place-order' : 'place-order';
    await expectStep(
      real,
      { outcome: 'moved' },
      () => post(real, path, body),
      async (data) => {
        const bill = data.bill as { payable: number; wallet_used: number; total: number };
        const status = method === 'STRIPE' ? S.AWAITING_PAYMENT : S.PLACED;
        if (data.status !== status)
          throw new Error(`placed in ${String(data.status)}, not ${status}`);
        const ref = String(data.unique_order_id);
        const order: ModelOrder = {
          ref,
          id: await orderIdOf(world, ref),
          kind,
          method,
          status,
          paymentStatus: method === 'STRIPE' ? 'pending' : method === 'WALLET' ? 'paid' : 'unpaid',
          payable: bill.payable,
          walletUsed: bill.wallet_used,
          deliveryPin: (data.delivery_pin as string | null) ?? null,
          pickupPin: (data.courier as { pickup_pin?: string } | null)?.pickup_pin ?? null,
          rider: null,
          intent: null,
          rated: false,
          cardRefunded: 0,
        };
        if (bill.payable + bill.wallet_used !== bill.total)
          throw new Error('payable + wallet ≠ total');
        if ((method === 'WALLET') !== (bill.payable === 0))
          throw new Error(`${method}: payable ${bill.payable}`);
        model.wallet -= bill.wallet_used;
        model.orders.push(order);
        // The same key again is the same order, written once.
        await expectStep(
          real,
          { outcome: 'same' },
          () => post(real, path, body),
          () => {},
        );
      },
    );
  });
}

const payStep = (pick: number) =>
  new Step('pay', pick, async (model, real, order) => {
    const expectation: Expectation =
      order.method === 'STRIPE' && order.status === S.AWAITING_PAYMENT
        ? { outcome: 'moved' }
        : { outcome: 'refused' };
    const call = () =>
      post(real, 'stripe/create-payment-intent', {
        token: real.world.customer.token,
        order_id: order.ref,
      });
    await expectStep(real, expectation, call, async () => {
      order.intent = await latestIntentOf(real.world, order.id);
    });
  });

type StripeOutcome =
  'payment_intent.succeeded' | 'payment_intent.payment_failed' | 'payment_intent.canceled';
const webhookStep = (pick: number, type: StripeOutcome) =>
  new Step(`webhook ${type.split('.')[1]}`, pick, async (model, real, order) => {
    // Stripe reports only intents it has; a success after the order failed is not generated.
    if (!order.intent || (type === 'payment_intent.succeeded' && order.status === S.PAYMENT_FAILED))
      return;
    const { payload, signature } = signedStripeEvent({
      eventId: `evt_chaos_${process.pid}_${(real.keys.next += 1)}`,
      type,
      intentId: order.intent,
      amount: order.payable,
    });
    const response = await real.world.ctx.app.inject({
      method: 'POST',
      url: '/public/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`webhook: ${response.statusCode} ${response.body}`);
    if (order.status !== S.AWAITING_PAYMENT) return;
    if (type === 'payment_intent.succeeded') {
      order.status = S.PLACED;
      order.paymentStatus = 'paid';
    } else if (type === 'payment_intent.canceled') {
      order.status = S.PAYMENT_FAILED;
      order.paymentStatus = 'failed';
      model.wallet += order.walletUsed;
    }
  });

const ownerStep = (pick: number, to: typeof S.PREPARING | typeof S.CANCELLED) =>
  new Step(to === S.PREPARING ? 'accept' : 'reject', pick, async (model, real, order) => {
    const path = to === S.PREPARING ? 'console/accept-order' : 'console/reject-order';
    const call = () =>
      post(real, path, {
        token: real.world.owner.token,
        unique_order_id: order.ref,
        ...(to === S.CANCELLED ? { reason: 'Out of stock' } : {}),
      });
    await expectStep(real, storeStep(order, to), call, () => {
      order.status = to;
      if (to === S.CANCELLED) refundInModel(model, order, { toWallet: false });
    });
  });

const cancelStep = (pick: number) =>
  new Step('cancel', pick, async (model, real, order) => {
    const call = () =>
      post(real, 'cancel-order', { token: real.world.customer.token, order_id: order.ref });
    await expectStep(real, customerCancel(order), call, () => {
      order.status = S.CANCELLED;
      refundInModel(model, order, { toWallet: false });
    });
  });

const refundStep = (pick: number, refundTo: 'wallet' | 'original') =>
  new Step(`refund to ${refundTo}`, pick, async (model, real, order) => {
    const call = () =>
      post(real, 'console/admin/orders/cancel', {
        token: real.world.admin.token,
        unique_order_id: order.ref,
        reason: 'Chaos refund',
        refund_to: refundTo,
      });
    await expectStep(real, adminCancel(order), call, () => {
      order.status = S.CANCELLED;
      refundInModel(model, order, { toWallet: refundTo === 'wallet' });
    });
  });

const riderAcceptStep = (pick: number, rider: number) =>
  new Step(`rider ${rider} accepts`, pick, async (model, real, order) => {
    const call = () =>
      post(real, 'delivery/accept-to-deliver', {
        token: real.world.riders[rider]?.token,
        unique_order_id: order.ref,
      });
    await expectStep(real, riderAccept(order, rider), call, () => {
      order.status = S.RIDER_ASSIGNED;
      order.rider = rider;
    });
  });

/** A rider's step on an order; rider -1 is the one holding it (rider 0 when none does). */
const riderStepCommand = (
  pick: number,
  rider: number,
  to: typeof S.PICKED_UP | typeof S.DELIVERED,
) =>
  new Step(
    `rider ${rider} ${to === S.PICKED_UP ? 'picks up' : 'delivers'}`,
    pick,
    async (model, real, order) => {
      const isPickUp = to === S.PICKED_UP;
      const who = rider === -1 ? (order.rider ?? 0) : rider;
      const call = () =>
        post(real, isPickUp ? 'delivery/pickedup-order' : 'delivery/deliver-order', {
          token: real.world.riders[who]?.token,
          unique_order_id: order.ref,
          ...(isPickUp
            ? order.pickupPin
              ? { pickup_pin: order.pickupPin }
              : {}
            : order.deliveryPin
              ? { delivery_pin: order.deliveryPin }
              : {}),
        });
      await expectStep(real, riderStep(order, who, to), call, () => {
        order.status = to;
        // Cash: a courier's sender pays at the pickup, everyone else at the door.
        const paysNow = isPickUp ? order.kind === 'courier' : order.paymentStatus === 'unpaid';
        if (order.method === 'COD' && paysNow) order.paymentStatus = 'paid';
      });
    },
  );

const rateStep = (pick: number, stars: number) =>
  new Step(`rate ${stars}`, pick, async (model, real, order) => {
    const call = () =>
      post(real, 'rate-order', {
        token: real.world.customer.token,
        order_id: order.ref,
        store_rating: stars,
        rider_rating: stars,
      });
    await expectStep(real, rate(order), call, () => {
      order.rated = true;
    });
  });

const kind = fc.constantFrom<OrderKind>('food', 'grocery', 'courier');
const method = fc.constantFrom<PayMethod>('COD', 'WALLET', 'STRIPE');
const pick = fc.oneof(
  { arbitrary: fc.constant(0), weight: 6 },
  { arbitrary: fc.nat({ max: 3 }), weight: 3 },
  { arbitrary: fc.nat({ max: 1000 }), weight: 1 },
);
const rider = fc.nat({ max: RIDERS - 1 });
const stepRider = fc.oneof(
  { arbitrary: fc.constant(-1), weight: 4 },
  { arbitrary: rider, weight: 1 },
);
const webhookType = fc.constantFrom<StripeOutcome>(
  'payment_intent.succeeded',
  'payment_intent.succeeded',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

/**
 * Every command, weighted so that orders travel far (the steps forward weigh more than the ones
 * that end an order) and mostly the newest orders are picked.
 */
export function lifecycleCommands(maxCommands: number) {
  return fc.array(
    fc.oneof(
      weighted(
        3,
        fc.tuple(kind, method).map(([k, m]) => placeStep(k, m)),
      ),
      weighted(
        2,
        pick.map((index) => payStep(index)),
      ),
      weighted(
        3,
        fc.tuple(pick, webhookType).map(([index, type]) => webhookStep(index, type)),
      ),
      weighted(
        3,
        pick.map((index) => ownerStep(index, S.PREPARING)),
      ),
      weighted(
        1,
        pick.map((index) => ownerStep(index, S.CANCELLED)),
      ),
      weighted(
        1,
        pick.map((index) => cancelStep(index)),
      ),
      weighted(
        3,
        fc.tuple(pick, rider).map(([index, who]) => riderAcceptStep(index, who)),
      ),
      weighted(
        3,
        fc.tuple(pick, stepRider).map(([index, who]) => riderStepCommand(index, who, S.PICKED_UP)),
      ),
      weighted(
        3,
        fc.tuple(pick, stepRider).map(([index, who]) => riderStepCommand(index, who, S.DELIVERED)),
      ),
      weighted(
        2,
        fc
          .tuple(pick, fc.integer({ min: 1, max: 5 }))
          .map(([index, stars]) => rateStep(index, stars)),
      ),
      weighted(
        1,
        fc
          .tuple(pick, fc.constantFrom<'wallet' | 'original'>('wallet', 'original'))
          .map(([index, to]) => refundStep(index, to)),
      ),
    ),
    { minLength: Math.ceil(maxCommands / 2), maxLength: maxCommands },
  );
}
