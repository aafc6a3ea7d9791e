import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import type {
  DeliveryOrder,
  RiderLocation,
  RiderProfile,
} from '@app/shared/delivery/delivery.schemas';
import type { Database } from '../../db/client';
import { findUserContacts } from '../accounts/user-contacts.repository';
import type { AuthenticatedUser } from '../accounts/auth-tokens.repository';
import { findStoreContacts } from '../catalog/store-contacts.repository';
import {
  countRiderOrders,
  listOrdersAwaitingRider,
  listRiderDelivered,
  listRiderOrders,
  sumRiderEarnings,
} from '../orders/dispatch.repository';
import {
  findOrderById,
  findOrderByUniqueId,
  transitionOrder,
  type Executor,
} from '../orders/orders.repository';
import { readSettingValues } from '../settings/settings.repository';
import {
  isCourierOfferedTo,
  listCourierOffers,
  readCourierDeliverySettings,
} from './courier-dispatch';

export { listRidersNearCourierTask } from './courier-dispatch';
import { buildDeliveryOrderViews, type OrderRow } from './delivery-views';
import {
  createAlreadyTakenError,
  createDeliveryOrderNotFoundError,
  createMaxOrdersError,
  createNotAvailableError,
  createOfflineError,
  createRiderOnlyError,
  createRiderPendingError,
  createRiderSuspendedError,
} from './delivery.errors';
import { riderLocations, riderProfiles, riderStores } from './delivery.table';
import { findRiderLocation } from './riders.repository';
import { findRiderApproval } from './riders-admin.repository';

const S = ORDER_STATUS;
/** The orders a rider holds: accepted (3) or picked up (4). */
const HELD_STATUSES = [S.RIDER_ASSIGNED, S.PICKED_UP];
export const COMPLETED_PAGE_SIZE = 10;
/** A rider's position is stored at most this often; closer updates are accepted and dropped. */
export const GPS_MIN_INTERVAL_MS = 2_000;
const NEW_ORDERS_LIMIT = 50;

export interface DeliverySettings {
  pinEnabled: boolean;
  /** The `riderMaxOrders` setting when set to a positive integer: it overrides each profile. */
  maxOrdersOverride: number | null;
}

export async function readDeliverySettings(db: Executor): Promise<DeliverySettings> {
  const values = await readSettingValues(db, ['enableDeliveryPin', 'riderMaxOrders']);
  const max = Number(values.get('riderMaxOrders') ?? '');
  return {
    pinEnabled: values.get('enableDeliveryPin') !== 'false',
    maxOrdersOverride: Number.isInteger(max) && max > 0 ? max : null,
  };
}

/** Delivery calls are for riders only (403 auth.forbidden for everyone else). */
export function ensureRider(user: AuthenticatedUser) {
  if (user.role !== 'rider') throw createRiderOnlyError();
}

function approvalError(approval: string) {
  return approval === 'suspended' ? createRiderSuspendedError() : createRiderPendingError();
}

/**
 * Only a rider an admin approved goes online, sees and accepts orders (issue 17): a pending or
 * suspended one gets 403 delivery.rider_pending or delivery.rider_suspended.
 */
export async function ensureApprovedRider(db: Executor, riderId: number) {
  const approval = await findRiderApproval(db, riderId);
  if (approval !== 'approved') throw approvalError(approval);
}

async function ensureProfile(db: Executor, riderId: number) {
  await db.insert(riderProfiles).values({ userId: riderId }).onConflictDoNothing();
}

function countHeldOrders(db: Executor, riderId: number): Promise<number> {
  return countRiderOrders(db, { riderId, statuses: HELD_STATUSES });
}

async function isLinked(db: Executor, riderId: number, storeId: number): Promise<boolean> {
  const [row] = await db
    .select({ storeId: riderStores.storeId })
    .from(riderStores)
    .where(and(eq(riderStores.riderId, riderId), eq(riderStores.storeId, storeId)));
  return row !== undefined;
}

/** The rider's own order (any status), or 404. */
export async function findOwnDeliveryOrder(db: Executor, riderId: number, uniqueOrderId: string) {
  const row = await findOrderByUniqueId(db, uniqueOrderId);
  if (!row || row.riderId !== riderId) throw createDeliveryOrderNotFoundError();
  return row;
}

export async function getRiderProfile(db: Database, riderId: number): Promise<RiderProfile> {
  await ensureProfile(db, riderId);
  const [contacts, [profile], linked, held, settings] = await Promise.all([
    findUserContacts(db, [riderId]),
    db.select().from(riderProfiles).where(eq(riderProfiles.userId, riderId)),
    db
      .select({ storeId: riderStores.storeId })
      .from(riderStores)
      .where(eq(riderStores.riderId, riderId)),
    countHeldOrders(db, riderId),
    readDeliverySettings(db),
  ]);
  const user = contacts.get(riderId);
  const storeById = await findStoreContacts(
    db,
    linked.map((row) => row.storeId),
  );
  const storeRows = [...storeById.values()]
    .map((store) => ({ id: store.id, name: store.name }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    id: riderId,
    name: user?.name ?? '',
    phone: user?.phone ?? null,
    is_online: profile?.isOnline ?? false,
    approval: profile?.approval ?? 'approved',
    max_orders: settings.maxOrdersOverride ?? profile?.maxOrders ?? 3,
    active_orders: held,
    stores: storeRows,
  };
}

/** New orders of the rider's stores (only while online), and the rider's own, accepted and picked up. */
export async function getDeliveryOrders(db: Database, riderId: number) {
  await ensureApprovedRider(db, riderId);
  const [[profile], settings, courier] = await Promise.all([
    db
      .select({ isOnline: riderProfiles.isOnline })
      .from(riderProfiles)
      .where(eq(riderProfiles.userId, riderId)),
    readDeliverySettings(db),
    readCourierDeliverySettings(db),
  ]);
  const [storeOffers, courierOffers, own] = await Promise.all([
    profile?.isOnline
      ? listOrdersAwaitingRider(db, {
          storeIds: db
            .select({ storeId: riderStores.storeId })
            .from(riderStores)
            .where(eq(riderStores.riderId, riderId)),
          limit: NEW_ORDERS_LIMIT,
        })
      : Promise.resolve([] as OrderRow[]),
    // One pool: courier tasks near the rider come with the stores' orders.
    profile?.isOnline
      ? listCourierOffers(db, { riderId, limit: NEW_ORDERS_LIMIT })
      : Promise.resolve([] as OrderRow[]),
    listRiderOrders(db, { riderId, statuses: HELD_STATUSES }),
  ]);
  const offered = [...storeOffers, ...courierOffers];
  const views = await buildDeliveryOrderViews(db, [...offered, ...own], {
    riderId,
    pinEnabled: settings.pinEnabled,
    photoProofAllowed: courier.photoProofAllowed,
    photos: false,
  });
  const ownViews = views.slice(offered.length);
  return {
    new_orders: views.slice(0, offered.length),
    accepted_orders: ownViews.filter((view) => view.status === S.RIDER_ASSIGNED),
    picked_up_orders: ownViews.filter((view) => view.status === S.PICKED_UP),
  };
}

export async function loadDeliveryOrderView(
  db: Executor,
  row: OrderRow,
  riderId: number,
): Promise<DeliveryOrder> {
  const [settings, courier, fresh] = await Promise.all([
    readDeliverySettings(db),
    readCourierDeliverySettings(db),
    findOrderById(db, row.id),
  ]);
  const [view] = await buildDeliveryOrderViews(db, [fresh ?? row], {
    riderId,
    pinEnabled: settings.pinEnabled,
    photoProofAllowed: courier.photoProofAllowed,
  });
  if (!view) throw createDeliveryOrderNotFoundError();
  return view;
}

/**
 * The rider's own order, or an order still on offer to them (status 2 of a linked store, or a
 * courier task near them).
 */
export async function getSingleDeliveryOrder(db: Database, riderId: number, uniqueOrderId: string) {
  const row = await findOrderByUniqueId(db, uniqueOrderId);
  if (!row) throw createDeliveryOrderNotFoundError();
  const isOwn = row.riderId === riderId;
  // A rider suspended with an order in hand may still open it and finish it; offers need approval.
  if (!isOwn) await ensureApprovedRider(db, riderId);
  const isOffered =
    row.kind === 'courier'
      ? await isCourierOfferedTo(db, row, riderId)
      : row.riderId === null &&
        row.status === S.PREPARING &&
        row.deliveryType === 'DELIVERY' &&
        row.storeId !== null &&
        (await isLinked(db, riderId, row.storeId));
  if (!isOwn && !isOffered) throw createDeliveryOrderNotFoundError();
  return loadDeliveryOrderView(db, row, riderId);
}

/**
 * 2 -> 3 with rider_id set, in one guarded UPDATE: of many riders accepting one order, exactly one
 * wins and the rest get 409 delivery.already_taken. The rider's profile row is locked first, so
 * one rider's concurrent accepts cannot go past their maximum either.
 */
export async function acceptToDeliver(db: Database, riderId: number, uniqueOrderId: string) {
  const settings = await readDeliverySettings(db);
  await ensureProfile(db, riderId);
  const row = await db.transaction(async (tx) => {
    const order = await findOrderByUniqueId(tx, uniqueOrderId);
    if (!order) throw createDeliveryOrderNotFoundError();
    // A repeated tap on an order already accepted: nothing to do.
    if (order.riderId === riderId) return order;
    const isCourier = order.kind === 'courier';
    // A store's order goes to the riders linked to it; a courier task to the pool near its pickup.
    const reachable = isCourier
      ? order.riderId !== null || (await isCourierOfferedTo(tx, order, riderId))
      : order.deliveryType === 'DELIVERY' &&
        order.storeId !== null &&
        (await isLinked(tx, riderId, order.storeId));
    if (!reachable) throw createDeliveryOrderNotFoundError();
    // Courier tasks wait for a rider once placed; a store's order once the store accepted it.
    const offeredStatus = isCourier ? S.PLACED : S.PREPARING;
    const [profile] = await tx
      .select()
      .from(riderProfiles)
      .where(eq(riderProfiles.userId, riderId))
      .for('update');
    if (profile && profile.approval !== 'approved') throw approvalError(profile.approval);
    if (!profile?.isOnline) throw createOfflineError();
    if (order.riderId !== null) throw createAlreadyTakenError();
    if (order.status !== offeredStatus) throw createNotAvailableError();
    const max = settings.maxOrdersOverride ?? profile.maxOrders;
    if ((await countHeldOrders(tx, riderId)) >= max) throw createMaxOrdersError();
    const moved = await transitionOrder(tx, {
      kind: order.kind,
      orderId: order.id,
      from: offeredStatus,
      to: S.RIDER_ASSIGNED,
      actor: 'rider',
      actorUserId: riderId,
      set: { riderId },
    });
    if (!moved) throw createAlreadyTakenError();
    return order;
  });
  return loadDeliveryOrderView(db, row, riderId);
}

/** Sets (or, without `isOnline`, flips) whether the rider takes new orders. */
export async function toggleRiderStatus(
  db: Database,
  riderId: number,
  isOnline: boolean | undefined,
): Promise<{ is_online: boolean }> {
  // Going offline is always allowed; online (or a flip) only for an approved rider.
  if (isOnline !== false) await ensureApprovedRider(db, riderId);
  const [row] = await db
    .insert(riderProfiles)
    .values({ userId: riderId, isOnline: isOnline ?? true })
    .onConflictDoUpdate({
      target: riderProfiles.userId,
      set: {
        isOnline: isOnline ?? sql`not ${riderProfiles.isOnline}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ isOnline: riderProfiles.isOnline });
  return { is_online: row?.isOnline ?? false };
}

/**
 * Keeps the rider's latest position. A position closer than 2 s to the stored one is accepted and
 * dropped (the answer carries the stored time), so a chatty client cannot flood the streams.
 */
export async function setRiderLocation(
  db: Database,
  riderId: number,
  point: { latitude: number; longitude: number; heading: number | null },
): Promise<{ at: string }> {
  const [row] = await db
    .insert(riderLocations)
    .values({ riderId, ...point, at: sql`now()` })
    .onConflictDoUpdate({
      target: riderLocations.riderId,
      set: {
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
        heading: sql`excluded.heading`,
        at: sql`excluded.at`,
      },
      setWhere: sql`${riderLocations.at} <= excluded.at - make_interval(secs => ${GPS_MIN_INTERVAL_MS / 1000})`,
    })
    .returning({ at: riderLocations.at });
  if (row) return { at: row.at.toISOString() };
  const [kept] = await db
    .select({ at: riderLocations.at })
    .from(riderLocations)
    .where(eq(riderLocations.riderId, riderId));
  return { at: (kept?.at ?? new Date()).toISOString() };
}

/**
 * The position of the order's rider, for that rider or the customer who placed the order (anyone
 * else: 404). Only while the order is on its way (3 or 4): null before a rider has it and after.
 */
export async function getOrderRiderLocation(
  db: Database,
  userId: number,
  uniqueOrderId: string,
): Promise<RiderLocation | null> {
  const row = await findOrderByUniqueId(db, uniqueOrderId);
  if (!row || (row.userId !== userId && row.riderId !== userId)) {
    throw createDeliveryOrderNotFoundError();
  }
  if (
    row.riderId === null ||
    !HELD_STATUSES.includes(row.status as (typeof HELD_STATUSES)[number])
  ) {
    return null;
  }
  return findRiderLocation(db, row.riderId);
}

/** Delivered orders of the rider, newest first, 10 a page, with earnings over all of them. */
export async function getCompletedOrders(db: Database, riderId: number, page: number) {
  const [rows, totals, settings] = await Promise.all([
    listRiderDelivered(db, {
      riderId,
      limit: COMPLETED_PAGE_SIZE + 1,
      offset: (page - 1) * COMPLETED_PAGE_SIZE,
    }),
    sumRiderEarnings(db, riderId),
    readDeliverySettings(db),
  ]);
  const { deliveryFees, tips } = totals;
  return {
    orders: await buildDeliveryOrderViews(db, rows.slice(0, COMPLETED_PAGE_SIZE), {
      photos: false,
      riderId,
      pinEnabled: settings.pinEnabled,
    }),
    has_more: rows.length > COMPLETED_PAGE_SIZE,
    earnings: {
      orders: totals.orders,
      delivery_fees: deliveryFees,
      tips,
      total: deliveryFees + tips,
    },
  };
}
