import type { AdminStore, StoreFields } from '@app/shared/console/store-admin.schemas';
import type { Database, Executor } from '../../db/client';
import { filterUsersOfRole } from '../accounts/staff-users.repository';
import { listStoreRiderIds, replaceStoreRiders } from '../delivery/rider-links.repository';
import {
  createBadLinkedUsersError,
  createSlugTakenError,
  createStoreNotFoundError,
  createUnknownStoreCategoryError,
} from './catalog.errors';
import {
  deleteStoreCategory,
  findStoreCategoryForAdmin,
  writeStoreCategory,
} from './store-categories.repository';
import {
  existingStoreCategoryIds,
  findStoreRecord,
  isSlugTaken,
  setStoreFlags,
  writeStore,
} from './store-editor.repository';

/**
 * The admin's store editor (issue 17). Who may call is the console's rule; these check the data:
 * a free slug, owners who are store owners, riders who are riders, cuisines that exist. The zone
 * polygon is the store's own `zones` row, so the customer lists (deliversTo / deliversToSql:
 * within the radius AND inside the polygon) follow the drawing as soon as their cache expires.
 */

export async function readAdminStore(db: Executor, storeId: number): Promise<AdminStore> {
  const record = await findStoreRecord(db, storeId);
  if (!record) throw createStoreNotFoundError();
  return { ...record, rider_ids: await listStoreRiderIds(db, storeId) };
}

async function checkLinks(db: Executor, fields: StoreFields) {
  const owners = [...new Set(fields.owner_ids)];
  const riders = [...new Set(fields.rider_ids)];
  const [foundOwners, foundRiders, categories] = await Promise.all([
    filterUsersOfRole(db, 'store_owner', owners),
    filterUsersOfRole(db, 'rider', riders),
    existingStoreCategoryIds(db, [...new Set(fields.category_ids)]),
  ]);
  if (foundOwners.length !== owners.length || foundRiders.length !== riders.length) {
    throw createBadLinkedUsersError();
  }
  if (categories.length !== new Set(fields.category_ids).size) {
    throw createUnknownStoreCategoryError();
  }
}

/** Creates (no storeId) or replaces a store's fields; answers the store before and after. */
export async function saveAdminStore(
  db: Database,
  storeId: number | null,
  fields: StoreFields,
  audit: (tx: Executor, before: AdminStore | null, after: AdminStore) => Promise<void>,
): Promise<AdminStore> {
  return db.transaction(async (tx) => {
    const before = storeId === null ? null : await readAdminStore(tx, storeId);
    if (await isSlugTaken(tx, fields.slug, storeId ?? undefined)) throw createSlugTakenError();
    await checkLinks(tx, fields);
    const id = await writeStore(tx, storeId, fields);
    await replaceStoreRiders(tx, id, [...new Set(fields.rider_ids)]);
    const after = await readAdminStore(tx, id);
    await audit(tx, before, after);
    return after;
  });
}

export async function setAdminStoreFlags(
  db: Database,
  storeId: number,
  change: { isAccepted?: boolean; isActive?: boolean },
  audit: (tx: Executor, before: AdminStore, after: AdminStore) => Promise<void>,
): Promise<AdminStore> {
  return db.transaction(async (tx) => {
    const before = await readAdminStore(tx, storeId);
    await setStoreFlags(tx, storeId, change);
    const after = await readAdminStore(tx, storeId);
    await audit(tx, before, after);
    return after;
  });
}

// ── Store categories (cuisines) ────────────────────────────────────────────────────────────

export async function saveStoreCategory(
  db: Database,
  categoryId: number | null,
  fields: { name: string; image: string; sortOrder: number; isActive: boolean },
  audit: (tx: Executor, before: unknown, after: unknown) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const before = categoryId === null ? null : await findStoreCategoryForAdmin(tx, categoryId);
    if (categoryId !== null && !before) throw createUnknownStoreCategoryError();
    const id = await writeStoreCategory(tx, categoryId, fields);
    const after = await findStoreCategoryForAdmin(tx, id);
    await audit(tx, before, after);
    return after!;
  });
}

export async function removeStoreCategory(
  db: Database,
  categoryId: number,
  audit: (tx: Executor, before: unknown) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const before = await findStoreCategoryForAdmin(tx, categoryId);
    if (!before) throw createUnknownStoreCategoryError();
    await deleteStoreCategory(tx, categoryId);
    await audit(tx, before);
  });
}
