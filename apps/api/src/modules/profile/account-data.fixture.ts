import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { SeedData } from '../../seed/seed';
import { users } from '../accounts/accounts.table';
import { createAuthToken } from '../accounts/auth-tokens.repository';

/** One person per role: customers A and B, a rider, a store owner, an agent and an admin. */
export const accountDataSeed: SeedData = {
  users: [
    { name: 'Asha A', email: 'a@test.dev', phone: '+919800000001', password: 'a-password' },
    { name: 'Bala B', email: 'b@test.dev', phone: '+919800000002', password: 'b-password' },
    { name: 'Guest G', phone: '+919800000003' },
    { name: 'Rider R', email: 'rider@test.dev', role: 'rider' },
    { name: 'Owner O', email: 'owner@test.dev', role: 'store_owner' },
    { name: 'Agent Ag', email: 'agent@test.dev', role: 'agent' },
    { name: 'Admin Ad', email: 'admin@test.dev', role: 'admin' },
  ],
};

export async function userIdOf(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A fresh auth token for a seeded user (what login would hand out), with the user's id. */
export async function loginAs(db: Database, email: string) {
  const id = await userIdOf(db, email);
  return { id, token: await createAuthToken({ db, userId: id }) };
}
