import { and, eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../coupons/coupons.table';
import { queueCardRefund } from '../payments/refunds.repository';
import { creditWallet } from '../wallet/wallet.repository';
import type { Executor } from '../../db/client';
import { orders } from './orders.table';

type OrderMoney = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'userId'
  | 'uniqueOrderId'
  | 'walletUsedMinor'
  | 'payableMinor'
  | 'paymentStatus'
  | 'couponId'
>;

/** Gives the order's coupon use back (the redemption row goes, used_count drops by one). */
export async function releaseCoupon(tx: Executor, order: Pick<OrderMoney, 'id' | 'couponId'>) {
  if (order.couponId === null) return;
  const removed = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, order.id))
    .returning({ id: couponRedemptions.id });
  if (!removed.length) return;
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, order.couponId));
}

/**
 * What a cancelled or failed order gives back, in the caller's transaction: the wallet part to the
 * wallet; the online payment, when it was captured, to the card through the provider's refund API
 * (Stripe, Razorpay: a pending refund row, sent after commit by `sendRefundsOfOrder`), else to the
 * wallet; the coupon use is released. Returns the amount credited to the wallet now.
 */
export async function refundOrder(
  tx: Executor,
  order: OrderMoney,
  { reason }: { reason: string },
): Promise<number> {
  const paidOnline = order.paymentStatus === 'paid' ? order.payableMinor : 0;
  const toCard =
    paidOnline > 0 && (await queueCardRefund(tx, { orderId: order.id, amountMinor: paidOnline }));
  const amount = order.walletUsedMinor + (toCard ? 0 : paidOnline);
  if (amount > 0) {
    await creditWallet(tx, {
      userId: order.userId,
      amountMinor: amount,
      description: `${reason}: order ${order.uniqueOrderId}`,
      orderId: order.id,
    });
  }
  if (paidOnline > 0) {
    await tx
      .update(orders)
      .set({ paymentStatus: 'refunded' })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'paid')));
  }
  await releaseCoupon(tx, order);
  return amount;
}
