import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findUserById } from './accounts.repository';
import { socialIdentities } from './accounts.table';

/** The customer a provider identity is linked to, or null. */
export async function findUserBySocialIdentity({
  db,
  provider,
  subject,
}: {
  db: Database;
  provider: string;
  subject: string;
}) {
  const [row] = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  return row ? findUserById({ db, userId: row.userId }) : null;
}

/** Links the identity to the user (a second link of the same identity is ignored). */
export async function linkSocialIdentity({
  db,
  userId,
  provider,
  subject,
}: {
  db: Database;
  userId: number;
  provider: string;
  subject: string;
}) {
  await db
    .insert(socialIdentities)
    .values({ userId, provider, subject })
    .onConflictDoNothing({ target: [socialIdentities.provider, socialIdentities.subject] });
}
