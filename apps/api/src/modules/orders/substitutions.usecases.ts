import { and, asc, eq, lte } from 'drizzle-orm';
import {
  substituteLineTotal,
  timeoutDecision,
  type PickStatus,
} from '@app/shared/grocery/grocery.models';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type { Database, Executor } from '../../db/client';
import { emptyShelf, findShelfItem, reserveStock } from '../catalog/cart-lines.repository';
import { sendRefundsOfOrder } from '../payments/refunds.usecases';
import type { PaymentLog } from '../payments/settle-payment.usecases';
import { readSettingValues } from '../settings/settings.repository';
import { settleShortLine } from './line-settlement';
import {
  createOrderNotFoundError,
  createOutOfStockError,
  createSubstituteInvalidError,
} from './orders.errors';
import { orderItems, orders, orderSubstitutions } from './orders.table';
import {
  createLineNotFoundError,
  createLineSettledError,
  createNotGroceryOrderError,
  createNotPickingError,
  createSubstitutionDecidedError,
  createSubstitutionExistsError,
  createSubstitutionExpiredError,
  createSubstitutionNotFoundError,
  createSubstitutionNotWantedError,
} from './substitution.errors';

/**
 * Grocery picking and substitutions (issue 15, docs/decisions/011-grocery.md). The store ticks
 * each line or marks it short and may propose a substitute; the customer approves or declines it
 * before it expires (settings `grocerySubstitutionMinutes`), after which the line's preference
 * applies. Each step locks the order row first, so a decision, the expiry job and the store never
 * settle one line twice. Who may act is the caller's check (console: the store's staff; the
 * customer: their own order).
 */

const PICKING_STATUSES: readonly number[] = [ORDER_STATUS.PREPARING, ORDER_STATUS.RIDER_ASSIGNED];
const DEFAULT_SUBSTITUTION_MINUTES = 5;

async function lockGroceryOrder(tx: Executor, orderId: number) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw createOrderNotFoundError();
  if (order.kind !== 'grocery') throw createNotGroceryOrderError();
  return order;
}

async function findLine(tx: Executor, orderId: number, orderItemId: number) {
  const [row] = await tx
    .select({ line: orderItems, substitution: orderSubstitutions })
    .from(orderItems)
    .leftJoin(orderSubstitutions, eq(orderSubstitutions.orderItemId, orderItems.id))
    .where(and(eq(orderItems.id, orderItemId), eq(orderItems.orderId, orderId)));
  if (!row) throw createLineNotFoundError();
  return row;
}

async function substitutionMinutes(db: Executor): Promise<number> {
  const values = await readSettingValues(db, ['grocerySubstitutionMinutes']);
  const minutes = Number(values.get('grocerySubstitutionMinutes'));
  return Number.isFinite(minutes) && minutes > 0 && minutes <= 120
    ? minutes
    : DEFAULT_SUBSTITUTION_MINUTES;
}

/**
 * The store ticks a line (`picked`) or marks it `short`. A short counted item's shelf count
 * drops to 0; a short line whose customer chose "remove it" is settled (refunded) at once.
 */
export async function pickOrderLine(
  db: Database,
  {
    orderId,
    orderItemId,
    pickStatus,
    log,
    now = new Date(),
  }: { orderId: number; orderItemId: number; pickStatus: PickStatus; log: PaymentLog; now?: Date },
) {
  await db.transaction(async (tx) => {
    const order = await lockGroceryOrder(tx, orderId);
    if (!PICKING_STATUSES.includes(order.status)) throw createNotPickingError();
    const { line, substitution } = await findLine(tx, orderId, orderItemId);
    if (line.settledAt) throw createLineSettledError();
    if (pickStatus === 'picked' && substitution) throw createSubstitutionExistsError();
    if (line.pickStatus === pickStatus) return;
    await tx.update(orderItems).set({ pickStatus }).where(eq(orderItems.id, line.id));
    if (pickStatus !== 'short') return;
    if (line.itemId !== null) await emptyShelf(tx, line.itemId);
    if (line.substitutionPreference === 'remove') {
      await settleShortLine(tx, { order, line, substitution: null, outcome: 'removed', now });
    }
  });
  await sendRefundsOfOrder({ db, log, orderId });
}

/**
 * The store proposes a substitute for a line it is short of: another available item of the same
 * store, its units taken off the shelf now (given back if declined). The customer pays the
 * substitute's shelf price, never more than the line it replaces.
 */
export async function proposeSubstitute(
  db: Database,
  {
    orderId,
    orderItemId,
    itemId,
    quantity,
    now = new Date(),
  }: { orderId: number; orderItemId: number; itemId: number; quantity: number; now?: Date },
) {
  await db.transaction(async (tx) => {
    const order = await lockGroceryOrder(tx, orderId);
    if (!PICKING_STATUSES.includes(order.status)) throw createNotPickingError();
    const { line, substitution } = await findLine(tx, orderId, orderItemId);
    if (line.settledAt) throw createLineSettledError();
    if (substitution) throw createSubstitutionExistsError();
    if (line.substitutionPreference === 'remove') throw createSubstitutionNotWantedError();
    const item = await findShelfItem(tx, itemId);
    if (!item || item.storeId !== order.storeId || item.id === line.itemId || !item.isAvailable) {
      throw createSubstituteInvalidError({
        message: 'The substitute must be another available item of this store.',
      });
    }
    if (item.stockCount !== null && (await reserveStock(tx, [{ itemId, quantity }])) === 0) {
      throw createOutOfStockError({
        message: 'The store does not have that many of the substitute.',
      });
    }
    const minutes = await substitutionMinutes(tx);
    await tx.update(orderItems).set({ pickStatus: 'short' }).where(eq(orderItems.id, line.id));
    if (line.itemId !== null) await emptyShelf(tx, line.itemId);
    await tx.insert(orderSubstitutions).values({
      orderId,
      orderItemId: line.id,
      itemId: item.id,
      name: item.name,
      quantity,
      priceMinor: item.price,
      lineTotalMinor: substituteLineTotal({
        substitutePrice: item.price,
        quantity,
        originalLineTotal: line.lineTotalMinor,
      }),
      proposedAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
  });
}

/**
 * Decides an open proposal (the customer, or the expiry job with the line's preference) and
 * settles its line in the same transaction. Returns what happened: `decided`, or `expired` when
 * the customer answered too late (the preference was applied instead), or `already` when someone
 * else decided it first.
 */
async function decide(
  tx: Executor,
  {
    orderId,
    substitutionId,
    approve,
    by,
    now,
  }: {
    orderId: number;
    substitutionId: number;
    approve: boolean | null;
    by: 'customer' | 'timeout';
    now: Date;
  },
): Promise<'decided' | 'expired' | 'already'> {
  const order = await lockGroceryOrder(tx, orderId);
  const [proposal] = await tx
    .select()
    .from(orderSubstitutions)
    .where(and(eq(orderSubstitutions.id, substitutionId), eq(orderSubstitutions.orderId, orderId)));
  if (!proposal) throw createSubstitutionNotFoundError();
  if (proposal.status !== 'proposed') return 'already';
  const { line } = await findLine(tx, orderId, proposal.orderItemId);
  const isExpired = proposal.expiresAt.getTime() <= now.getTime();
  const status =
    by === 'customer' && !isExpired
      ? approve
        ? 'approved'
        : 'declined'
      : timeoutDecision(line.substitutionPreference);
  const [decided] = await tx
    .update(orderSubstitutions)
    .set({
      status,
      decidedBy: by === 'customer' && !isExpired ? 'customer' : 'timeout',
      decidedAt: now,
    })
    .where(and(eq(orderSubstitutions.id, proposal.id), eq(orderSubstitutions.status, 'proposed')))
    .returning();
  if (!decided) return 'already';
  await settleShortLine(tx, {
    order,
    line,
    substitution: decided,
    outcome: status === 'approved' ? 'replaced' : 'removed',
    now,
  });
  return by === 'customer' && isExpired ? 'expired' : 'decided';
}

/** The customer approves or declines a proposed substitute on their own order. */
export async function decideSubstitution(
  db: Database,
  {
    orderId,
    substitutionId,
    approve,
    log,
    now = new Date(),
  }: { orderId: number; substitutionId: number; approve: boolean; log: PaymentLog; now?: Date },
) {
  const result = await db.transaction((tx) =>
    decide(tx, { orderId, substitutionId, approve, by: 'customer', now }),
  );
  await sendRefundsOfOrder({ db, log, orderId });
  if (result === 'already') throw createSubstitutionDecidedError();
  if (result === 'expired') throw createSubstitutionExpiredError();
}

/**
 * The expiry job: every proposal past its time is decided by its line's preference (`similar`,
 * `specific`: approved; `remove`: declined). Safe to run on every instance at once: each proposal
 * is decided once under its order's lock. Returns how many it decided.
 */
export async function expireSubstitutions({
  db,
  log,
  now = new Date(),
  limit = 100,
}: {
  db: Database;
  log: PaymentLog;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const due = await db
    .select({ id: orderSubstitutions.id, orderId: orderSubstitutions.orderId })
    .from(orderSubstitutions)
    .where(and(eq(orderSubstitutions.status, 'proposed'), lte(orderSubstitutions.expiresAt, now)))
    .orderBy(asc(orderSubstitutions.expiresAt))
    .limit(limit);
  let decided = 0;
  for (const proposal of due) {
    try {
      const result = await db.transaction((tx) =>
        decide(tx, {
          orderId: proposal.orderId,
          substitutionId: proposal.id,
          approve: null,
          by: 'timeout',
          now,
        }),
      );
      if (result !== 'decided') continue;
      decided += 1;
      await sendRefundsOfOrder({ db, log, orderId: proposal.orderId });
    } catch (error) {
      log.error({ err: error, substitutionId: proposal.id }, 'substitution expiry failed');
    }
  }
  return decided;
}
