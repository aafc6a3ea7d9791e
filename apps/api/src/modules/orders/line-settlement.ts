import { and, eq, isNull, sql } from 'drizzle-orm';
import { adjustBillForShortLine, splitRefund } from '@app/shared/grocery/grocery.models';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { restoreStock } from '../catalog/cart-lines.repository';
import { queueCardRefund } from '../payments/refunds.repository';
import { creditWallet } from '../wallet/wallet.repository';
import type { Executor } from '../../db/client';
import { createSubstitutionPendingError } from './substitution.errors';
import { orderItems, orders, orderSubstitutions } from './orders.table';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;
type SubstitutionRow = typeof orderSubstitutions.$inferSelect;

/**
 * How a short grocery line ends (issue 15, docs/decisions/011-grocery.md): `replaced` by its
 * approved substitute (the bill goes down by what the substitute saves) or `removed` (by the
 * whole line). In the caller's transaction, with the order row locked and read after the lock:
 * the order's bill is recomputed (adjustBillForShortLine), the refund goes back the way the order
 * was paid (a card refund through the gateway, the wallet, or less cash to collect at the door)
 * and the wallet part to the wallet; a declined substitute's units go back to the shelf.
 * Returns the order row as it now stands.
 */
export async function settleShortLine(
  tx: Executor,
  {
    order,
    line,
    substitution,
    outcome,
    now,
  }: {
    order: OrderRow;
    line: LineRow;
    substitution: SubstitutionRow | null;
    outcome: 'replaced' | 'removed';
    now: Date;
  },
): Promise<OrderRow> {
  if (outcome === 'removed' && substitution && substitution.status !== 'declined') {
    throw new Error(`settleShortLine: substitution ${substitution.id} is not declined`);
  }
  const reduction =
    outcome === 'replaced' && substitution
      ? line.lineTotalMinor - substitution.lineTotalMinor
      : line.lineTotalMinor;
  const { bill, refund } = adjustBillForShortLine(
    {
      subtotal: order.subtotalMinor,
      coupon_discount: order.couponDiscountMinor,
      store_charge: order.storeChargeMinor,
      small_cart_fee: order.smallCartFeeMinor,
      delivery_fee: order.deliveryFeeMinor,
      tax: order.taxMinor,
      tip: order.tipMinor,
      total: order.totalMinor,
    },
    reduction,
  );
  const { fromPayable, toWallet } = splitRefund({
    refund,
    payable: order.payableMinor,
    walletUsed: order.walletUsedMinor,
  });
  // Paid online: back to the card when the gateway has a refund API, else to the wallet. Cash on
  // delivery (not paid yet): the rider simply collects less.
  const paidOnline = order.paymentStatus === 'paid' && order.paymentMethod !== 'COD';
  const toCard =
    paidOnline &&
    fromPayable > 0 &&
    (await queueCardRefund(tx, {
      orderId: order.id,
      amountMinor: fromPayable,
      purpose: `line:${line.id}`,
    }));
  const walletCredit = toWallet + (paidOnline && !toCard ? fromPayable : 0);
  if (walletCredit > 0) {
    await creditWallet(tx, {
      userId: order.userId,
      amountMinor: walletCredit,
      description: `${outcome === 'removed' ? 'Item not available' : 'Substitute cheaper'}: ${line.name}, order ${order.uniqueOrderId}`,
      orderId: order.id,
    });
  }
  await tx
    .update(orderItems)
    .set({ settledAt: now, refundMinor: refund, refundWalletMinor: walletCredit })
    .where(and(eq(orderItems.id, line.id), isNull(orderItems.settledAt)));
  if (outcome === 'removed' && substitution) {
    await restoreStock(
      tx,
      sql`select ${substitution.itemId}::int as item_id, ${substitution.quantity}::int as quantity`,
    );
  }
  const [updated] = await tx
    .update(orders)
    .set({
      subtotalMinor: bill.subtotal,
      couponDiscountMinor: bill.coupon_discount,
      taxMinor: bill.tax,
      totalMinor: bill.total,
      walletUsedMinor: order.walletUsedMinor - toWallet,
      payableMinor: order.payableMinor - fromPayable,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`settleShortLine: no order ${order.id}`);
  return updated;
}

/**
 * A grocery order leaving the store (picked up by its rider, or ready at the counter): refused
 * while the customer is still deciding on a substitute; every short line not replaced by an
 * approved substitute is settled as removed. Called by transitionOrder in its transaction.
 */
export async function settleLinesAtHandover(tx: Executor, orderId: number, now: Date) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return;
  const lines = await tx
    .select({ line: orderItems, substitution: orderSubstitutions })
    .from(orderItems)
    .leftJoin(orderSubstitutions, eq(orderSubstitutions.orderItemId, orderItems.id))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.pickStatus, 'short'),
        isNull(orderItems.settledAt),
      ),
    );
  if (lines.some(({ substitution }) => substitution?.status === 'proposed')) {
    throw createSubstitutionPendingError();
  }
  let current = order;
  for (const { line, substitution } of lines) {
    const outcome = substitution?.status === 'approved' ? 'replaced' : 'removed';
    current = await settleShortLine(tx, { order: current, line, substitution, outcome, now });
  }
}

/**
 * A grocery order that will not be delivered gives its units back to the shelf (the lines the
 * store had, and any substitute proposed or approved), and an open proposal is closed. One
 * leaving the store settles its short lines (line-settlement.ts).
 */
export async function afterGroceryTransition(
  tx: Executor,
  { orderId, from, to }: { orderId: number; from: number; to: number },
) {
  const S = ORDER_STATUS;
  if (to === S.CANCELLED || to === S.PAYMENT_FAILED) {
    await restoreStock(
      tx,
      sql`select item_id, quantity from ${orderItems} where order_id = ${orderId} and item_id is not null
          and pick_status is distinct from 'short'
        union all
        select item_id, quantity from ${orderSubstitutions} where order_id = ${orderId}
          and status in ('proposed', 'approved')`,
    );
    await tx
      .update(orderSubstitutions)
      .set({ status: 'declined', decidedBy: 'cancelled', decidedAt: sql`now()` })
      .where(
        and(eq(orderSubstitutions.orderId, orderId), eq(orderSubstitutions.status, 'proposed')),
      );
  } else if (
    (from === S.PREPARING || from === S.RIDER_ASSIGNED) &&
    (to === S.PICKED_UP || to === S.READY_FOR_PICKUP)
  ) {
    await settleLinesAtHandover(tx, orderId, new Date());
  }
}
