import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { CourierTask } from '@app/shared/courier/courier.schemas';
import type { Executor } from '../../db/client';
import { courierTasks, type CourierStopSnapshot } from './pickup-drop.table';

export type CourierTaskRow = typeof courierTasks.$inferSelect;
export type { CourierStopSnapshot };

/** Written by place-order (the order engine's courier `reserve` step), in the order's transaction. */
export async function insertCourierTask(
  tx: Executor,
  row: typeof courierTasks.$inferInsert,
): Promise<void> {
  await tx.insert(courierTasks).values(row);
}

/**
 * The tasks of these orders, by order id (orders of other kinds have none). Lists leave the photos
 * out (`photos: false`, read as null): a page of tasks must not carry a megabyte of images.
 */
export async function findCourierTasks(
  db: Executor,
  orderIds: readonly number[],
  { photos = true }: { photos?: boolean } = {},
): Promise<Map<number, CourierTaskRow>> {
  if (!orderIds.length) return new Map();
  const rows = await db
    .select(
      photos
        ? getTableColumns(courierTasks)
        : {
            ...getTableColumns(courierTasks),
            packagePhoto: sql<string | null>`null`,
            proofPhoto: sql<string | null>`null`,
          },
    )
    .from(courierTasks)
    .where(inArray(courierTasks.orderId, [...orderIds]));
  return new Map(rows.map((row) => [row.orderId, row]));
}

export async function findCourierTaskByToken(
  db: Executor,
  token: string,
): Promise<CourierTaskRow | null> {
  const [row] = await db.select().from(courierTasks).where(eq(courierTasks.trackToken, token));
  return row ?? null;
}

/** The rider reached a stop: the first time counts (a repeated tap changes nothing). */
export async function markArrived(
  db: Executor,
  { orderId, stop, at }: { orderId: number; stop: 'pickup' | 'drop'; at: Date },
): Promise<void> {
  const column = stop === 'pickup' ? courierTasks.arrivedPickupAt : courierTasks.arrivedDropAt;
  await db
    .update(courierTasks)
    .set(stop === 'pickup' ? { arrivedPickupAt: at } : { arrivedDropAt: at })
    .where(and(eq(courierTasks.orderId, orderId), isNull(column)));
}

export async function saveProofPhoto(
  tx: Executor,
  { orderId, photo }: { orderId: number; photo: string },
): Promise<void> {
  await tx
    .update(courierTasks)
    .set({ proofPhoto: photo, arrivedDropAt: sql`coalesce(${courierTasks.arrivedDropAt}, now())` })
    .where(eq(courierTasks.orderId, orderId));
}

/**
 * Claims the recipient's tracking SMS of this task: one UPDATE that only one caller can win (a
 * second instance's UPDATE waits on the row and then finds it taken). Answers the task, or null
 * when it was told already or is not a courier task.
 */
export async function claimRecipientMessage(
  db: Executor,
  orderId: number,
): Promise<CourierTaskRow | null> {
  const [row] = await db
    .update(courierTasks)
    .set({ recipientToldAt: sql`now()` })
    .where(and(eq(courierTasks.orderId, orderId), isNull(courierTasks.recipientToldAt)))
    .returning();
  return row ?? null;
}

/** Gives a claim back when the message could not be written, so another try may send it. */
export async function releaseRecipientMessage(db: Executor, orderId: number): Promise<void> {
  await db
    .update(courierTasks)
    .set({ recipientToldAt: null })
    .where(eq(courierTasks.orderId, orderId));
}

/** The task as the sender sees it on the order. */
export function toCourierTaskView(row: CourierTaskRow): CourierTask {
  return {
    task_type: row.taskType as CourierTask['task_type'],
    description: row.description,
    weight_kg: row.weightKg,
    instructions: row.instructions,
    payer: row.payer === 'recipient' ? 'recipient' : 'sender',
    pickup: row.pickup,
    drop: row.drop,
    price: row.price,
    distance_kind: 'straight_line',
    eta_minutes: row.etaMinutes,
    pickup_pin: row.pickupPin,
    track_token: row.trackToken,
    arrived_pickup_at: row.arrivedPickupAt?.toISOString() ?? null,
    arrived_drop_at: row.arrivedDropAt?.toISOString() ?? null,
    proof_photo: row.proofPhoto,
    package_photo: row.packagePhoto,
  };
}
