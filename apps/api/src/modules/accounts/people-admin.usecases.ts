import type { AdminCustomer } from '@app/shared/console/people.schemas';
import type { Database, Executor } from '../../db/client';
import { createCustomerAdminNotFoundError } from './accounts.errors';
import {
  findCustomerForAdmin,
  listCustomersPage,
  setUserBanned,
  type CustomerSort,
} from './people-admin.repository';

export type { CustomerSort };

export function listCustomersForAdmin(
  db: Database,
  query: Parameters<typeof listCustomersPage>[1],
) {
  return listCustomersPage(db, query);
}

export async function getCustomerForAdmin(db: Database, customerId: number) {
  const customer = await findCustomerForAdmin(db, customerId);
  if (!customer) throw createCustomerAdminNotFoundError();
  return customer;
}

/**
 * Bans or unbans a customer. A banned customer's token stops working at once (the token lookup
 * skips banned users: their next call gets 401) and check-ban answers true; unbanning restores
 * their sessions.
 */
export async function setCustomerBanAsAdmin(
  db: Database,
  {
    customerId,
    isBanned,
    onChange,
  }: {
    customerId: number;
    isBanned: boolean;
    onChange: (
      tx: Executor,
      change: { before: AdminCustomer; after: AdminCustomer },
    ) => Promise<void>;
  },
): Promise<AdminCustomer> {
  return db.transaction(async (tx) => {
    const before = await findCustomerForAdmin(tx, customerId, { lock: true });
    if (!before) throw createCustomerAdminNotFoundError();
    await setUserBanned(tx, customerId, isBanned);
    const after = { ...before, is_banned: isBanned };
    await onChange(tx, { before, after });
    return after;
  });
}
