import {
  ADMIN_PERMISSIONS,
  type AdminPermission,
  type ListRequest,
} from '@app/shared/console/admin.schemas';
import { ADMIN_SORTS, type AdminRow } from '@app/shared/console/admins.schemas';
import type { Database, Executor } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import {
  countOtherFullAdmins,
  findAdmin,
  insertAdmin,
  listAdmins,
  updateAdminPermissions,
  type AdminRecord,
  type AdminSort,
} from './admins.repository';
import {
  createAdminEmailTakenError,
  createAdminNotFoundError,
  createBadSortError,
  createLastFullAdminError,
  createOwnStaffPermissionError,
} from './admins.errors';
import { findTakenIdentifiers } from './accounts.repository';

/** The areas a stored list grants (null: every area), in the catalogue's order. */
function areasOf(stored: readonly string[] | null): AdminPermission[] {
  if (stored === null) return [...ADMIN_PERMISSIONS];
  return ADMIN_PERMISSIONS.filter((area) => stored.includes(area));
}

/** The ticked areas in the catalogue's order (every area ticked is stored as the full list). */
function toStored(permissions: readonly AdminPermission[]): string[] {
  return ADMIN_PERMISSIONS.filter((area) => permissions.includes(area));
}

const holdsEvery = (areas: readonly AdminPermission[]) => areas.length === ADMIN_PERMISSIONS.length;

export function toAdminRow(record: AdminRecord): AdminRow {
  const permissions = areasOf(record.adminPermissions);
  return {
    id: record.id,
    name: record.name,
    email: record.email,
    permissions,
    has_every_area: holdsEvery(permissions),
    is_banned: record.isBanned,
    created_at: record.createdAt.toISOString(),
  };
}

export async function listAdminRows(db: Database, request: ListRequest) {
  const sort = request.sort ?? 'id';
  if (!(ADMIN_SORTS as readonly string[]).includes(sort)) throw createBadSortError();
  const { rows, total } = await listAdmins({
    db,
    page: request.page,
    perPage: request.per_page,
    sort: sort as AdminSort,
    dir: request.dir,
    q: request.q?.trim() || undefined,
  });
  return { rows: rows.map(toAdminRow), total, page: request.page, per_page: request.per_page };
}

export async function createAdmin(
  db: Database,
  input: { name: string; email: string; password: string; permissions: AdminPermission[] },
) {
  const { isEmailTaken } = await findTakenIdentifiers({ db, email: input.email });
  if (isEmailTaken) throw createAdminEmailTakenError();
  const record = await insertAdmin({
    db,
    admin: {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      adminPermissions: toStored(input.permissions),
    },
  });
  return toAdminRow(record);
}

/**
 * Replaces an admin's areas. Guards: nobody removes their own `staff` area, and the last active
 * admin holding every area keeps them. The token lookup reads the list on every call, so the
 * change applies to the admin's next call. `audit` runs in the transaction with before and after.
 */
export async function setAdminPermissions(
  db: Database,
  {
    callerId,
    adminId,
    permissions,
    audit,
  }: {
    callerId: number;
    adminId: number;
    permissions: AdminPermission[];
    audit: (tx: Executor, change: { before: AdminRow; after: AdminRow }) => Promise<void>;
  },
): Promise<AdminRow> {
  return db.transaction(async (tx) => {
    const current = await findAdmin({ db: tx, adminId });
    if (!current) throw createAdminNotFoundError();
    const before = toAdminRow(current);
    if (
      adminId === callerId &&
      before.permissions.includes('staff') &&
      !permissions.includes('staff')
    )
      throw createOwnStaffPermissionError();
    if (before.has_every_area && !holdsEvery(permissions)) {
      if ((await countOtherFullAdmins({ db: tx, adminId })) === 0) throw createLastFullAdminError();
    }
    const updated = await updateAdminPermissions({
      db: tx,
      adminId,
      adminPermissions: toStored(permissions),
    });
    if (!updated) throw createAdminNotFoundError();
    const after = toAdminRow(updated);
    await audit(tx, { before, after });
    return after;
  });
}
