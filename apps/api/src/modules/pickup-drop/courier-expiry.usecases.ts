import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { listCourierOrdersAwaitingRider } from '../orders/dispatch.repository';
import { refundOrder } from '../orders/order-money.usecases';
import { transitionOrder } from '../orders/orders.repository';
import { sendRefundsOfOrder } from '../payments/refunds.usecases';
import type { PaymentLog } from '../payments/settle-payment.usecases';
import { readSettingValues } from '../settings/settings.repository';

/** How long a task waits for a rider before it is called off and its money given back. */
export const DEFAULT_RIDER_SEARCH_MINUTES = 20;
const BATCH = 100;

export async function readRiderSearchMinutes(db: Database): Promise<number> {
  const values = await readSettingValues(db, ['pickupDropRiderSearchMinutes']);
  const minutes = Number(values.get('pickupDropRiderSearchMinutes') ?? '');
  return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_RIDER_SEARCH_MINUTES;
}

/**
 * The rider-search job: a courier task that no rider took within `pickupDropRiderSearchMinutes`
 * (default 20) of being placed or paid is cancelled by the system, and everything paid goes back
 * as for a customer's cancellation (wallet part, card refund, coupon use), in one transaction
 * with the status change. The change is the guarded transition: a rider accepting at the same
 * instant wins or loses as a whole, never both. Safe on every instance at once. Returns how many
 * it cancelled.
 */
export async function expireUnclaimedCourierTasks({
  db,
  log,
  now = new Date(),
}: {
  db: Database;
  log: PaymentLog;
  now?: Date;
}): Promise<number> {
  const minutes = await readRiderSearchMinutes(db);
  const due = await listCourierOrdersAwaitingRider(db, {
    limit: BATCH,
    waitingSince: new Date(now.getTime() - minutes * 60_000),
  });
  let cancelled = 0;
  for (const order of due) {
    try {
      const moved = await db.transaction(async (tx) => {
        const changed = await transitionOrder(tx, {
          kind: 'courier',
          orderId: order.id,
          from: ORDER_STATUS.PLACED,
          to: ORDER_STATUS.CANCELLED,
          actor: 'system',
          reason: 'No rider was free to take it. Everything you paid is on its way back.',
        });
        if (!changed) return false;
        await refundOrder(tx, order, { reason: 'Refund: no rider was free' });
        return true;
      });
      if (!moved) continue;
      cancelled += 1;
      await sendRefundsOfOrder({ db, log, orderId: order.id });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'courier rider search expiry failed');
    }
  }
  return cancelled;
}
