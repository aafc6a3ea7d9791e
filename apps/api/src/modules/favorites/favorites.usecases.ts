import type { Store } from '@app/shared/catalog/catalog.schemas';
import type { Database } from '../../db/client';
import { findStoreById, listFavoriteStoresOf } from '../catalog/catalog.repository';
import { createStoreNotFoundError } from '../catalog/catalog.errors';
import { openFirst } from '@app/shared/catalog/open-first.models';
import { storeRank, toStore } from '../catalog/catalog.usecases';
import type { GeoPoint } from '../../lib/geo/delivery-area';
import { toggleFavorite } from './favorites.repository';

/** Only the caller's own favorites are ever read or written: the user id comes from the token. */
export async function toggleStoreFavorite({
  db,
  userId,
  storeId,
}: {
  db: Database;
  userId: number;
  storeId: number;
}) {
  const store = await findStoreById({ db, id: storeId });
  if (!store) throw createStoreNotFoundError();
  const isFavorited = await toggleFavorite({ db, userId, storeId: store.id });
  return { id: store.id, is_favorited: isFavorited ? (1 as const) : (0 as const) };
}

/** Favorites, nearest first when the caller gives a point, else most recently added first. */
export async function listFavoriteStores({
  db,
  userId,
  point,
  now,
}: {
  db: Database;
  userId: number;
  point: GeoPoint | null;
  now: Date;
}): Promise<Store[]> {
  const rows = await listFavoriteStoresOf({ db, userId });
  const stores = rows.map((row) => toStore(row, { point, now }));
  if (point) stores.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  return openFirst(stores, storeRank);
}
