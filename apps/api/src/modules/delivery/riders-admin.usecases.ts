import type { AdminRider, RiderApproval } from '@app/shared/console/people.schemas';
import type { Database, Executor } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { insertStaffUser } from '../accounts/people-admin.repository';
import { storeExists } from '../catalog/store-admin.repository';
import { findStoreContacts } from '../catalog/store-contacts.repository';
import { riderOrderStats } from '../orders/dispatch.repository';
import {
  insertRiderPayout,
  listRiderPayouts,
  sumRiderPayouts,
  type RiderPayoutKind,
} from '../payouts/payouts.repository';
import { riderAdminErrors as E } from './delivery.errors';
import {
  findRiderForAdmin,
  listRidersPage,
  lockRiderProfile,
  listStoreIdsOfRiders,
  replaceRiderStores,
  setRiderApproval,
  type RiderListRow,
  type RiderSort,
} from './riders-admin.repository';

export type { RiderSort };

/** Called inside the change's transaction with the rider before and after (the audit row). */
export type OnRiderChange = (
  tx: Executor,
  change: { before: AdminRider | null; after: AdminRider; details?: Record<string, unknown> },
) => Promise<void>;

/** Adds stores, orders in hand, earnings, payouts and cash in hand to listed riders. */
async function enrich(db: Executor, rows: RiderListRow[]): Promise<AdminRider[]> {
  const ids = rows.map((row) => row.id);
  // One after another: inside a transaction the queries share one connection.
  const storeIds = await listStoreIdsOfRiders(db, ids);
  const stats = await riderOrderStats(db, ids);
  const payouts = await sumRiderPayouts(db, ids);
  const stores = await findStoreContacts(db, [...new Set([...storeIds.values()].flat())]);
  return rows.map((row) => {
    const stat = stats.get(row.id) ?? { inHand: 0, delivered: 0, earnings: 0, cashCollected: 0 };
    const paid = payouts.get(row.id) ?? { paid: 0, deposited: 0 };
    return {
      ...row,
      orders_in_hand: stat.inHand,
      stores: (storeIds.get(row.id) ?? [])
        .map((id) => ({ id, name: stores.get(id)?.name ?? `#${id}` }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      delivered_orders: stat.delivered,
      earnings: stat.earnings,
      earnings_due: stat.earnings - paid.paid,
      cash_in_hand: stat.cashCollected - paid.deposited,
    };
  });
}

export async function listRidersForAdmin(
  db: Database,
  query: Parameters<typeof listRidersPage>[1],
): Promise<{ rows: AdminRider[]; total: number }> {
  const page = await listRidersPage(db, query);
  return { rows: await enrich(db, page.rows), total: page.total };
}

async function loadRider(db: Executor, riderId: number): Promise<AdminRider> {
  const row = await findRiderForAdmin(db, riderId);
  if (!row) throw E.notFound();
  const [rider] = await enrich(db, [row]);
  if (!rider) throw E.notFound();
  return rider;
}

export function getRiderForAdmin(db: Database, riderId: number) {
  return loadRider(db, riderId);
}

/** Approve, suspend or reinstate: a rider other than approved goes offline and gets no orders. */
export async function setRiderApprovalAsAdmin(
  db: Database,
  {
    riderId,
    approval,
    onChange,
  }: { riderId: number; approval: RiderApproval; onChange: OnRiderChange },
): Promise<AdminRider> {
  return db.transaction(async (tx) => {
    const before = await loadRider(tx, riderId);
    await setRiderApproval(tx, riderId, approval);
    const after = await loadRider(tx, riderId);
    await onChange(tx, { before, after });
    return after;
  });
}

async function checkStores(db: Executor, storeIds: number[]): Promise<number[]> {
  const unique = [...new Set(storeIds)];
  for (const id of unique) if (!(await storeExists(db, id))) throw E.storeNotFound();
  return unique;
}

export async function setRiderStoresAsAdmin(
  db: Database,
  { riderId, storeIds, onChange }: { riderId: number; storeIds: number[]; onChange: OnRiderChange },
): Promise<AdminRider> {
  return db.transaction(async (tx) => {
    const before = await loadRider(tx, riderId);
    await replaceRiderStores(tx, riderId, await checkStores(tx, storeIds));
    const after = await loadRider(tx, riderId);
    await onChange(tx, { before, after });
    return after;
  });
}

/** A new rider account, pending approval, linked to these stores. */
export async function createRiderAsAdmin(
  db: Database,
  input: {
    name: string;
    email: string;
    phone: string | null;
    password: string;
    storeIds: number[];
    onChange: OnRiderChange;
  },
): Promise<AdminRider> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const storeIds = await checkStores(tx, input.storeIds);
    const created = await insertStaffUser(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash,
      role: 'rider',
    });
    if (!created) throw E.accountTaken();
    await setRiderApproval(tx, created.id, 'pending');
    await replaceRiderStores(tx, created.id, storeIds);
    const after = await loadRider(tx, created.id);
    await input.onChange(tx, { before: null, after });
    return after;
  });
}

/**
 * Records a payout of earnings or a cash deposit. A deposit may not exceed the cash in hand and a
 * payout not the earnings due (the rider's row is locked, so two clicks cannot both pass).
 */
export async function recordRiderPayoutAsAdmin(
  db: Database,
  input: {
    riderId: number;
    kind: RiderPayoutKind;
    amount: number;
    reference: string;
    adminId: number;
    onChange: OnRiderChange;
  },
): Promise<AdminRider> {
  return db.transaction(async (tx) => {
    if (!(await findRiderForAdmin(tx, input.riderId))) throw E.notFound();
    await lockRiderProfile(tx, input.riderId);
    const before = await loadRider(tx, input.riderId);
    const limit = input.kind === 'rider_cash_deposit' ? before.cash_in_hand : before.earnings_due;
    if (input.amount > limit) {
      throw input.kind === 'rider_cash_deposit' ? E.depositOverCash() : E.payoutOverDue();
    }
    const payout = await insertRiderPayout(tx, {
      kind: input.kind,
      riderId: input.riderId,
      amountMinor: input.amount,
      reference: input.reference,
      createdBy: input.adminId,
    });
    const after = await loadRider(tx, input.riderId);
    await input.onChange(tx, {
      before,
      after,
      details: { payout: { id: payout.id, kind: payout.kind, amount: payout.amountMinor } },
    });
    return after;
  });
}

export async function listRiderPayoutsForAdmin(db: Database, riderId: number) {
  if (!(await findRiderForAdmin(db, riderId))) throw E.notFound();
  const rows = await listRiderPayouts(db, riderId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    amount: Number(row.amountMinor),
    reference: row.reference,
    created_by: row.createdBy ?? null,
    created_at: new Date(row.createdAt).toISOString(),
  }));
}
