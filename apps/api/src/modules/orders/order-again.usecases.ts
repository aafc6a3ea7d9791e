import type { Database } from '../../db/client';
import { listGroceryItemsInOrder } from '../catalog/grocery.usecases';
import { listRecentlyOrderedItemIds } from './orders.repository';

export const ORDER_AGAIN_LIMIT = 20;

/** Grocery's "order again": items of the caller's delivered grocery orders, most recent first. */
export async function getGroceryOrderAgain(db: Database, userId: number) {
  const ids = await listRecentlyOrderedItemIds(db, {
    userId,
    kind: 'grocery',
    limit: ORDER_AGAIN_LIMIT,
  });
  return listGroceryItemsInOrder(db, ids);
}
