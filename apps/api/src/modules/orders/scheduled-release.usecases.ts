import { sql } from 'drizzle-orm';
import { ORDER_STATUS as S } from '@app/shared/orders/orders.models';
import type { Database } from '../../db/client';
import { storeAutoAcceptsSql } from '../catalog/store-contacts.repository';
import { transitionOrder } from './orders.repository';
import type { OrderKind } from '@app/shared/orders/order-kinds.models';

/** Released this long before the slot by default: the shortest lead a scheduled order may have. */
export const DEFAULT_RELEASE_LEAD_MINUTES = 30;
/** Orders released per run at most; the next run takes the rest. */
const BATCH = 200;

interface DueOrder {
  id: number;
  kind: OrderKind;
  status: number;
  auto_accepts: boolean;
}

/**
 * ARCHITECTURE §5: a confirmed scheduled order (11) goes to the store at its slot minus the lead
 * time, as placed (1) or, when the store accepts orders by itself, preparing (2). A courier order
 * has no store to confirm it: it goes from scheduled (10) to placed, where riders see it. Each
 * move is the guarded transition, so an order a store or admin changed meanwhile is left alone
 * and two runs never release one order twice. Returns how many orders moved.
 */
export async function releaseDueScheduledOrders({
  db,
  now = new Date(),
  leadMinutes = DEFAULT_RELEASE_LEAD_MINUTES,
}: {
  db: Database;
  now?: Date;
  leadMinutes?: number;
}): Promise<number> {
  const dueBy = new Date(now.getTime() + leadMinutes * 60_000).toISOString();
  const result = (await db.execute(sql`
    select o.id, o.kind, o.status, ${storeAutoAcceptsSql(sql`o.store_id`)} as auto_accepts
    from orders o
    where o.scheduled_for <= ${dueBy}::timestamptz
      and ((o.kind <> 'courier' and o.status = ${S.CONFIRMED_SCHEDULED})
        or (o.kind = 'courier' and o.status = ${S.SCHEDULED}))
    order by o.scheduled_for, o.id
    limit ${BATCH}`)) as unknown as { rows: DueOrder[] };
  let released = 0;
  for (const order of result.rows) {
    const to = order.kind !== 'courier' && order.auto_accepts ? S.PREPARING : S.PLACED;
    const moved = await db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: order.id,
        kind: order.kind,
        from: order.status,
        to,
        actor: 'system',
        reason: 'Released at its slot',
      }),
    );
    if (moved) released += 1;
  }
  return released;
}
