import type { StorePayouts } from '@app/shared/console/store-payouts.schemas';
import type { Database, Executor } from '../../db/client';
import { hasAuditWithRequestId } from '../audit/audit.repository';
import { lockStore, storeExists } from '../catalog/store-admin.repository';
import {
  insertStorePayout,
  listStorePayouts,
  totalStorePayouts,
} from '../payouts/store-payouts.repository';
import { createConsoleStoreNotFoundError } from './console.errors';

/**
 * Store payouts as the admin records them (area `stores`): what the marketplace paid a store's
 * owner. The owner sees each on /earnings (`get-store-earnings`).
 */

/** The audit action of a recorded payout; its `request_id` and `store_id` make a repeat a replay. */
export const STORE_PAYOUT_ACTION = 'console.stores.payout' as const;

async function payoutsOf(db: Executor, storeId: number): Promise<StorePayouts> {
  const [rows, paidOut] = await Promise.all([
    listStorePayouts(db, storeId),
    totalStorePayouts(db, storeId),
  ]);
  return {
    store_id: storeId,
    paid_out: paidOut,
    payouts: rows.map((row) => ({
      id: row.id,
      amount: row.amountMinor,
      note: row.reference,
      paid_at: row.paidAt,
      recorded_by: row.recordedBy,
    })),
  };
}

export async function listStorePayoutsForAdmin(
  db: Database,
  storeId: number,
): Promise<StorePayouts> {
  if (!(await storeExists(db, storeId))) throw createConsoleStoreNotFoundError();
  return payoutsOf(db, storeId);
}

/**
 * Records one payout, in one transaction with its audit row. The store's row is locked first, so
 * a double click or a retry (same `requestId`) records once and answers `replayed` after.
 */
export async function recordStorePayoutAsAdmin(
  db: Database,
  input: {
    storeId: number;
    amount: number;
    note: string;
    requestId: string;
    adminId: number;
    onChange: (
      tx: Executor,
      change: {
        before: { paid_out: number };
        after: { paid_out: number };
        details: Record<string, unknown>;
      },
    ) => Promise<void>;
  },
): Promise<StorePayouts & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await lockStore(tx, input.storeId))) throw createConsoleStoreNotFoundError();
    const replayed = await hasAuditWithRequestId(tx, {
      action: STORE_PAYOUT_ACTION,
      storeId: input.storeId,
      requestId: input.requestId,
    });
    if (replayed) return { ...(await payoutsOf(tx, input.storeId)), replayed: true };
    const before = await totalStorePayouts(tx, input.storeId);
    const payoutId = await insertStorePayout(tx, {
      storeId: input.storeId,
      amountMinor: input.amount,
      reference: input.note,
      createdBy: input.adminId,
    });
    const after = await payoutsOf(tx, input.storeId);
    await input.onChange(tx, {
      before: { paid_out: before },
      after: { paid_out: after.paid_out },
      details: {
        request_id: input.requestId,
        store_id: input.storeId,
        payout: { id: payoutId, amount: input.amount, note: input.note },
      },
    });
    return { ...after, replayed: false };
  });
}
