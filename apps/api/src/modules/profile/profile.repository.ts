import type { Database } from '../../db/client';
import { anonymiseUserRow, revokeAllAuthTokensOf } from '../accounts/accounts.repository';
import { deleteAddressesOf } from '../addresses/addresses.repository';
import { deletePushSubscriptionsOf } from '../notifications/notifications.repository';

/**
 * Removes what identifies the person and logs every session out, in one transaction. The row
 * stays (orders, ledger and audit entries keep pointing at it) under an anonymous name.
 */
export async function anonymiseUser({ db, id }: { db: Database; id: number }) {
  await db.transaction(async (tx) => {
    await anonymiseUserRow({ db: tx, id });
    await deleteAddressesOf({ db: tx, userId: id });
    await deletePushSubscriptionsOf({ db: tx, userId: id });
    await revokeAllAuthTokensOf({ db: tx, userId: id });
  });
}
