import { and, eq } from 'drizzle-orm';
import { releaseCouponUse } from '../coupons/coupons.repository';
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

/**
 * What a cancelled or failed order gives back, in the caller's transaction: the wallet part to the
 * wallet; the online payment, when it was captured, to the card through the provider's refund API
 * (Stripe, Razorpay: a pending refund row, sent after commit by `sendRefundsOfOrder`), else to the
 * wallet; the coupon use is released. Returns the amount credited to the wallet now.
 */
export async function refundOrder(
  tx: Executor,
  order: OrderMoney,
  {
    reason,
    toWallet = false,
  }: {
    reason: string;
    /** Everything to the wallet, the online payment too (an admin's "refund to wallet"). */
    toWallet?: boolean;
  },
): Promise<number> {
  const paidOnline = order.paymentStatus === 'paid' ? order.payableMinor : 0;
  const toCard =
    !toWallet &&
    paidOnline > 0 &&
    (await queueCardRefund(tx, { orderId: order.id, amountMinor: paidOnline }));
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
  if (order.couponId !== null) {
    await releaseCouponUse(tx, { orderId: order.id, couponId: order.couponId });
  }
  return amount;
}
