import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CourierPrice } from '@app/shared/courier/courier.models';
import { orders } from '../orders/orders.table';

/** One stop of a task as the customer set it: the pinned point, its address and who is there. */
export interface CourierStopSnapshot {
  latitude: number;
  longitude: number;
  address: string;
  house: string;
  landmark: string;
  contact_name: string;
  contact_phone: string;
}

/**
 * A courier (pickup and drop) order's task: written with its order (kind `courier`, no store) in
 * place-order's transaction. The order row holds the money and the status; this row holds both
 * stops, the parcel, who pays, the price breakdown as quoted, the sender's pickup PIN (the drop
 * PIN is the order's delivery_pin), the recipient's tracking token and the rider's stop times.
 */
export const courierTasks = pgTable(
  'courier_tasks',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    taskType: text('task_type').notNull(),
    description: text('description').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    instructions: text('instructions').notNull().default(''),
    /** sender or recipient (cash at the drop). */
    payer: text('payer').notNull(),
    pickup: jsonb('pickup').$type<CourierStopSnapshot>().notNull(),
    drop: jsonb('drop').$type<CourierStopSnapshot>().notNull(),
    price: jsonb('price').$type<CourierPrice>().notNull(),
    etaMinutes: integer('eta_minutes').notNull(),
    pickupPin: text('pickup_pin'),
    /** Random, unguessable: the recipient's link `/pickup-and-drop/track/{token}`. */
    trackToken: text('track_token').notNull(),
    arrivedPickupAt: timestamp('arrived_pickup_at', { withTimezone: true }),
    arrivedDropAt: timestamp('arrived_drop_at', { withTimezone: true }),
    /** The rider's photo when delivered without the recipient (a data URL). */
    proofPhoto: text('proof_photo'),
    /** The sender's optional photo of what is sent (a JPEG or PNG data URL). */
    packagePhoto: text('package_photo'),
    /**
     * When the recipient was sent the tracking SMS (set once, by whichever API instance claims
     * it first): the task was placed, or its online payment went through.
     */
    recipientToldAt: timestamp('recipient_told_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('courier_tasks_track_token').on(table.trackToken),
    check('courier_tasks_payer', sql`${table.payer} in ('sender', 'recipient')`),
  ],
);
